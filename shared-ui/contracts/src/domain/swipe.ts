// Session start and swipe constants (zod-free; contracts/swipe.ts holds the schemas).

/** The deck size a session deals (spec: "N restaurants ready to swipe"). */
export const SESSION_DECK_SIZE = 20;

/** 403 code when a free user has used today's session (docs/product.md › Error texts › Sessions 'Session limit reached'). */
export const SESSION_LIMIT_CODE = 'SESSION_LIMIT';
export const SESSION_LIMIT_MESSAGE = "You've used your free session for today. Upgrade to Premium for unlimited sessions!";
export const NO_RESTAURANTS_MESSAGE = 'No restaurants found nearby. Try a larger radius or different filters.';

export const SWIPE_ACTIONS = ['like', 'pass'] as const;

/** GET /api/sessions/user/:userId/history?limit=N. */
export const HISTORY_DEFAULT_LIMIT = 5;
export const HISTORY_MAX_LIMIT = 50;
