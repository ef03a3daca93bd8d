import type { RemoteName } from '../contracts/remotes';

/** Every route of the product, named once. */
export const paths = {
  home: '/',
  auth: '/auth',
  swipe: '/swipe',
  match: '/match',
  noMatch: '/no-match',
  soloComplete: '/solo-complete',
  settings: '/settings',
  subscribe: '/subscribe',
  randomizer: '/randomizer',
  spotlight: '/spotlight',
  favorites: '/favorites',
  admin: '/admin',
  sessionResults: (sessionId: string) => `/session/${encodeURIComponent(sessionId)}/results`,
  /** The route pattern of sessionResults, for the router. */
  sessionResultsPattern: '/session/:sessionId/results',
} as const;

/** Which remote renders which path. The shell builds its router from this table. */
export const remotePaths: Record<RemoteName, string[]> = {
  mfe_swipe: [paths.swipe, paths.match, paths.noMatch, paths.soloComplete],
  mfe_spotlight: [paths.spotlight, paths.favorites, paths.randomizer],
  mfe_account: [paths.settings, paths.subscribe],
  mfe_admin: [paths.admin],
};

export const PRODUCT_NAME = 'Forkcast';
export const TAGLINE = 'Where Food Decisions Meet Swiping and AI';
