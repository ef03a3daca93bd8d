// Entry of @forkcast/api-client, shared as one federation singleton (strict version range, see
// @forkcast/build-preset/create-shared-config.js): the API client, query client and errors, the current user,
// session / partnership / ZIP queries and the providers every screen runs inside. Types come from
// @forkcast/contracts with `import type` only, so this entry never pulls zod.
export { apiRequest, getQueryFn, throwIfNotOk } from './api/api-client';
export type { HttpMethod } from './api/api-client';
export { ApiError, errorText, errorField, isRateLimited } from './api/api-error';
export { createQueryClient, type ErrorToastMeta } from './api/query-client';
export { AppProviders } from './providers/app-providers';
export { currentUserQuery, currentUserQueryKey, useCurrentUser } from './auth/current-user';
export type { CurrentUserState } from './auth/current-user';
export { useSignOut, signOut } from './auth/use-sign-out';
export { refreshRestaurantCache, CACHE_REFRESH_COOLDOWN_MS } from './session/refresh-restaurant-cache';
export type { Coordinates } from './session/refresh-restaurant-cache';
export { sessionQuery, sessionQueryKey } from './session/session-query';
export { partnerLimitToast, showPartnerLimitToast } from './partners/partner-limit-toast';
export { partnershipsQuery, partnershipsQueryKey, getPartnerships, usePartnerships } from './partners/partnerships-query';
export { geocodeZip, geocodeZipQuery } from './location/geocode-zip';
export { useZipCheck, ZIP_LENGTH, ZIP_CHECK_DEBOUNCE_MS } from './location/use-zip-check';
export type { ZipCheck } from './location/use-zip-check';
// Web Push (enable, sync, forget) is a subpath, @forkcast/api-client/web-push: no first page needs it.
