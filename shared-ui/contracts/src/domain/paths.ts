import { remotePaths } from './remote-paths';

export { remotePaths };

/**
 * Every screen's path, for links between screens. The shell's own screens are written here; a remote's come
 * from its src/route-prefixes.json (remotePaths, generated), the same declaration its build ships and its
 * route table is built from. Routing does not read this table: the shell routes its own screens and sends
 * each remote the paths under the prefixes it declares (see RoutePrefix).
 */
export const paths = {
  home: '/',
  auth: '/auth',
  ...remotePaths.mfe_swipe,
  ...remotePaths.mfe_spotlight,
  ...remotePaths.mfe_account,
  ...remotePaths.mfe_admin,
  sessionResults: (sessionId: string) => `/session/${encodeURIComponent(sessionId)}/results`,
  /** The route pattern of sessionResults, for the router. */
  sessionResultsPattern: '/session/:sessionId/results',
  /** A guest link (docs/product.md › Guests): works signed out. */
  join: (token: string) => `/join/${encodeURIComponent(token)}`,
  joinPattern: '/join/:token',
  /** A session's public result page (docs/product.md › Screens › Shared result), rendered by the gateway alone. */
  sharedResult: (token: string) => `/r/${encodeURIComponent(token)}`,
  sharedResultPattern: '/r/:token',
} as const;
