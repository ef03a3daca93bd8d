// Session start and swipe constants (zod-free; contracts/swipe.ts holds the schemas).

/** The deck sizes a session can deal: Quick (10 cards) or Full (20), offered by the Start dialog. */
export const DECK_SIZES = [10, 20] as const;
export type DeckSize = (typeof DECK_SIZES)[number];
/** The deck size a session deals when the start names none (spec: "N restaurants ready to swipe"). */
export const SESSION_DECK_SIZE: DeckSize = 20;
export const DECK_SIZE_MESSAGE = 'deckSize must be 10 (Quick) or 20 (Full)';

/** 403 code when a free user has used today's session (docs/product.md › Error texts › Sessions 'Session limit reached'). */
export const SESSION_LIMIT_CODE = 'SESSION_LIMIT';
export const SESSION_LIMIT_MESSAGE = "You've used your free session for today. Upgrade to Premium for unlimited sessions!";
export const NO_RESTAURANTS_MESSAGE = 'No restaurants found nearby. Try a larger radius or different filters.';

export const SWIPE_ACTIONS = ['like', 'pass'] as const;

/** GET /api/sessions/user/:userId/history?limit=N. */
export const HISTORY_DEFAULT_LIMIT = 5;
export const HISTORY_MAX_LIMIT = 50;
