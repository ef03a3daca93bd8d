import { sql, type SQL } from 'drizzle-orm';

/**
 * "N can still match" (docs/product.md › Swiping › Can still match): the cards of the session's deck that no
 * current member has passed, counted by the database in one statement. A member taken out of a group leaves no
 * pass behind, as their likes count for nothing. try_swipe (migration 0013) and record_swipe (0015) count the
 * same way in PL/pgSQL.
 */
export function canStillMatchOf(sessionId: string): SQL {
  return sql`(select count(*) from swipe_session_restaurants r
    where r.session_id = ${sessionId}
      and not exists (
        select 1 from swipes w join swipe_session_members m on m.session_id = w.session_id and m.user_id = w.user_id
        where w.session_id = r.session_id and w.restaurant_id = r.place_id and w.action = 'pass'))::int`;
}
