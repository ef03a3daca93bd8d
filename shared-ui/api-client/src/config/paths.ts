/**
 * Every screen's path, named once, for links between screens. Routing does not read this table: the shell
 * routes its own screens and sends each remote the paths under the prefixes it declares (see RoutePrefix).
 */
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

export const PRODUCT_NAME = 'Forkcast';
export const TAGLINE = 'Where Food Decisions Meet Swiping and AI';
