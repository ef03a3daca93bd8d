// Spotlight constants (zod-free; contracts/spotlight.ts holds the schemas).

/** docs/product.md › Screens › Spotlight: to_go → visited ('Mark as visited'); Discover items are added as to_go. */
export const SPOTLIGHT_STATUSES = ['to_go', 'visited'] as const;

/** The 409 message of POST /api/spotlight for a place already on either list. */
export const SPOTLIGHT_ALREADY_LISTED_MESSAGE = 'Restaurant is already in your spotlight';

/** The 409 message of GET /api/spotlight/new-restaurants without a saved location (docs/product.md › Error texts › Spotlight). */
export const LOCATION_NOT_SET_MESSAGE = 'Location Not Set';

/** Spec: Discover shows up to this many places. */
export const DISCOVER_LIMIT = 10;
