import { sql, type SQL } from 'drizzle-orm';

/**
 * "N can still match" (docs/product.md › Swiping › Can still match): the cards of the session's deck that no
 * current member has passed. The count itself is the database function can_still_match (migration 0016),
 * which try_swipe and record_swipe call too, so it is written once.
 */
export function canStillMatchOf(sessionId: string): SQL {
  return sql`can_still_match(${sessionId}::uuid)`;
}
