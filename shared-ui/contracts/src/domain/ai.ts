// AI surfaces' constants (zod-free; contracts/ai.ts holds the schemas).

/** At most this many compromise suggestions (POST /api/sessions/:id/compromise). */
export const COMPROMISE_LIMIT = 3;

/** Messages the client shows for these surfaces (docs/product.md › Error texts › Favorites and insights), written once. */
export const RESTAURANT_DETAILS_ERROR = 'Failed to load restaurant details';
export const SOLO_INSIGHTS_ERROR = 'Insights Unavailable';
export const NO_COMPROMISES_MESSAGE = 'No compromise suggestions available';
