import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * The group rule once someone has left an active session (a member leaving a group, a guest taken out), run
 * under the caller's lock after the leaver's membership and swipes are gone: fewer than two left cancels it;
 * else a place every remaining member already liked is the match (the first in the deck); else everyone
 * remaining having finished completes it without one.
 */
export async function settleAfterLeave(tx: Db, sessionId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.execute(sql`
    update swipe_sessions s set status = 'cancelled', completed_at = ${at}::timestamptz
    where s.id = ${sessionId} and s.status = 'active'
      and (select count(*) from swipe_session_members m where m.session_id = s.id) < 2`);
  await tx.execute(sql`
    update swipe_sessions s
    set matched_restaurant_id = pick.place_id, matched_at = ${at}::timestamptz, status = 'completed', completed_at = ${at}::timestamptz
    from (
      select r.place_id from swipe_session_restaurants r
      where r.session_id = ${sessionId}
        and (select count(*) from swipes w join swipe_session_members m on m.session_id = w.session_id and m.user_id = w.user_id
             where w.session_id = r.session_id and w.restaurant_id = r.place_id and w.action = 'like')
          = (select count(*) from swipe_session_members m where m.session_id = r.session_id)
      order by r.position limit 1
    ) pick
    where s.id = ${sessionId} and s.status = 'active' and s.matched_restaurant_id is null`);
  await tx.execute(sql`
    update swipe_sessions s set status = 'completed', completed_at = ${at}::timestamptz
    where s.id = ${sessionId} and s.status = 'active'
      and not exists (select 1 from swipe_session_members m where m.session_id = s.id and m.completed_at is null)`);
}
