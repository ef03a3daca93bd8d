// Entry of @forkcast/shared-ui, shared as one federation singleton. Each line names the file that holds it.
export { apiRequest, getQueryFn, throwIfNotOk } from './api/api-client';
export type { HttpMethod } from './api/api-client';
export { ApiError, errorText, errorField } from './api/api-error';
export { createQueryClient } from './api/query-client';
export { paths, remotePaths, PRODUCT_NAME, TAGLINE } from './config/paths';
export { theme } from './theme/theme';
export type { Theme } from './theme/theme';
export { AppProviders } from './app/app-providers';
export { StandaloneHarness } from './app/standalone-harness';
