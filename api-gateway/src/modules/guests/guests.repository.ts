import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { settleAfterLeave } from '../sessions/settle-after-leave';
import {
  guestLinks,
  sessionGuests,
  swipeSessionMembers,
  swipeSessions,
  swipes,
  users,
  type GuestLinkRow,
  type SwipeSessionRow,
} from '../../db/schema';

/** Who a guest cookie names. */
export interface GuestIdentity {
  userId: string;
  sessionId: string;
  firstName: string;
}

export interface NewGuest {
  userId: string;
  sessionId: string;
  linkId: string;
  firstName: string;
  cookieHash: string;
}

/** What is left of a session once a guest was taken out of it (for the live announcements). */
export interface SessionAfterLeave {
  status: string;
  match: unknown;
  memberIds: string[];
}

/**
 * Guest links and guests. A guest is a `users` row with an address that can never receive mail (the
 * reserved .invalid domain) plus a `session_guests` row; its membership and swipes are ordinary rows, so
 * every session rule counts it. Methods taking `tx` run in the caller's transaction.
 */
export class GuestsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }

  /**
   * The member's guest link for the session, in place of the one they made before (which stops letting anyone
   * in; guests who came by it stay): a member holds one link per session, so asking again never piles up rows.
   */
  async replaceLink(link: { id: string; sessionId: string; createdBy: string; tokenHash: string; expiresAt: Date; createdAt: Date }) {
    await this.db.transaction(async (tx) => {
      await tx.delete(guestLinks).where(and(eq(guestLinks.sessionId, link.sessionId), eq(guestLinks.createdBy, link.createdBy)));
      await tx.insert(guestLinks).values(link);
    });
  }

  async findLink(tokenHash: string, db: Db = this.db): Promise<GuestLinkRow | undefined> {
    const [row] = await db.select().from(guestLinks).where(eq(guestLinks.tokenHash, tokenHash)).limit(1);
    return row;
  }

  /** Locks the link, so its join count holds under concurrent joins. */
  async lockLink(tx: Db, tokenHash: string): Promise<GuestLinkRow | undefined> {
    const [row] = await tx.select().from(guestLinks).where(eq(guestLinks.tokenHash, tokenHash)).for('update');
    return row;
  }

  /**
   * The session row lock every swipe takes (swipe.repository.ts): a join waits for a swipe deciding a match,
   * and a like after the join counts the guest among those who must like the place.
   */
  async lockSession(tx: Db, sessionId: string): Promise<SwipeSessionRow | undefined> {
    const [row] = await tx.select().from(swipeSessions).where(eq(swipeSessions.id, sessionId)).for('update');
    return row;
  }

  async findSession(sessionId: string): Promise<SwipeSessionRow | undefined> {
    const [row] = await this.db.select().from(swipeSessions).where(eq(swipeSessions.id, sessionId)).limit(1);
    return row;
  }

  async memberIds(sessionId: string, db: Db = this.db): Promise<string[]> {
    const rows = await db
      .select({ userId: swipeSessionMembers.userId })
      .from(swipeSessionMembers)
      .where(eq(swipeSessionMembers.sessionId, sessionId));
    return rows.map((row) => row.userId);
  }

  /**
   * The guest's account row, membership and cookie. A pair session becomes a group (everyone then sees
   * everyone's progress); the partner keeps the partnership that brought them in, so removing that
   * partnership takes them out of the group as it would in any group.
   */
  async addGuest(tx: Db, guest: NewGuest, session: SwipeSessionRow, now: Date): Promise<void> {
    await tx.insert(users).values({
      id: guest.userId,
      email: `guest-${guest.userId}@guests.invalid`,
      firstName: guest.firstName,
      createdAt: now,
      updatedAt: now,
    });
    if (!session.isGroup) {
      await tx.update(swipeSessions).set({ isGroup: true }).where(eq(swipeSessions.id, session.id));
      if (session.partnershipId && session.createdBy) {
        await tx
          .update(swipeSessionMembers)
          .set({ partnershipId: session.partnershipId })
          .where(
            and(
              eq(swipeSessionMembers.sessionId, session.id),
              ne(swipeSessionMembers.userId, session.createdBy),
              isNull(swipeSessionMembers.partnershipId),
            ),
          );
      }
    }
    await tx.insert(swipeSessionMembers).values({ sessionId: guest.sessionId, userId: guest.userId });
    await tx.insert(sessionGuests).values({
      userId: guest.userId,
      sessionId: guest.sessionId,
      linkId: guest.linkId,
      cookieHash: guest.cookieHash,
      createdAt: now,
    });
    await tx
      .update(guestLinks)
      .set({ joins: sql`${guestLinks.joins} + 1` })
      .where(eq(guestLinks.id, guest.linkId));
  }

  async findByCookieHash(cookieHash: string): Promise<GuestIdentity | undefined> {
    const [row] = await this.db
      .select({ userId: sessionGuests.userId, sessionId: sessionGuests.sessionId, firstName: users.firstName })
      .from(sessionGuests)
      .innerJoin(users, eq(users.id, sessionGuests.userId))
      .where(eq(sessionGuests.cookieHash, cookieHash))
      .limit(1);
    return row ? { ...row, firstName: row.firstName ?? '' } : undefined;
  }

  async isGuestOf(sessionId: string, userId: string, db: Db = this.db): Promise<boolean> {
    const [row] = await db
      .select({ userId: sessionGuests.userId })
      .from(sessionGuests)
      .where(and(eq(sessionGuests.sessionId, sessionId), eq(sessionGuests.userId, userId)))
      .limit(1);
    return row !== undefined;
  }

  /** The guests of a session, in the order they joined. */
  async guestsOf(sessionId: string): Promise<{ userId: string; firstName: string }[]> {
    const rows = await this.db
      .select({ userId: sessionGuests.userId, firstName: users.firstName })
      .from(sessionGuests)
      .innerJoin(users, eq(users.id, sessionGuests.userId))
      .where(eq(sessionGuests.sessionId, sessionId))
      .orderBy(sessionGuests.createdAt, sessionGuests.userId);
    return rows.map((row) => ({ userId: row.userId, firstName: row.firstName ?? '' }));
  }

  /**
   * Takes a guest out (the session is locked by the caller): its account row goes, and with it the cookie,
   * the membership and its swipes (no vote left behind, as for a member leaving a group). The session then
   * goes on with the rest by the group rule (sessions/settle-after-leave.ts), as when a member leaves a group.
   */
  async removeGuest(tx: Db, sessionId: string, guestId: string, now: Date): Promise<SessionAfterLeave> {
    await tx.delete(users).where(eq(users.id, guestId));
    await settleAfterLeave(tx, sessionId, now);
    const [after] = (
      (await tx.execute(sql`
        select s.status,
          (select r.restaurant from swipe_session_restaurants r where r.session_id = s.id and r.place_id = s.matched_restaurant_id) as "match",
          coalesce((select json_agg(m.user_id) from swipe_session_members m where m.session_id = s.id), '[]'::json) as "memberIds"
        from swipe_sessions s where s.id = ${sessionId}`)) as unknown as { rows: SessionAfterLeave[] }
    ).rows;
    return after!;
  }

  /**
   * Sign-up with the guest cookie: the new account takes the guest's place in the session (membership and
   * swipes), then the guest row goes. An account that is already a member keeps its own place.
   */
  async convert(tx: Db, guestId: string, sessionId: string, accountId: string): Promise<boolean> {
    const already = await tx
      .select({ userId: swipeSessionMembers.userId })
      .from(swipeSessionMembers)
      .where(and(eq(swipeSessionMembers.sessionId, sessionId), eq(swipeSessionMembers.userId, accountId)));
    if (already.length > 0) return false;
    await tx
      .update(swipeSessionMembers)
      .set({ userId: accountId })
      .where(and(eq(swipeSessionMembers.sessionId, sessionId), eq(swipeSessionMembers.userId, guestId)));
    await tx
      .update(swipes)
      .set({ userId: accountId })
      .where(and(eq(swipes.sessionId, sessionId), eq(swipes.userId, guestId)));
    await tx.delete(users).where(eq(users.id, guestId));
    return true;
  }

  /**
   * Deletes the guests whose session ended before `cutoff` (a session never ended counts from a day after its
   * start, when it stops being in progress). Returns how many went.
   */
  async deleteEndedBefore(cutoff: Date): Promise<number> {
    const at = cutoff.toISOString();
    const result = (await this.db.execute(sql`
      delete from users u using session_guests g, swipe_sessions s
      where g.user_id = u.id and s.id = g.session_id
        and coalesce(s.completed_at, s.created_at + interval '1 day') < ${at}::timestamptz`)) as unknown as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    return result.rowCount ?? result.affectedRows ?? 0;
  }

  /** Account deletion: the account's links stay (the session goes on), without naming it; a guest row goes with its user. */
  async detachUser(tx: Db, userId: string): Promise<void> {
    await tx.update(guestLinks).set({ createdBy: null }).where(eq(guestLinks.createdBy, userId));
    await tx.delete(sessionGuests).where(eq(sessionGuests.userId, userId));
  }

  /** Links of sessions that ended: nothing can join by them any more. */
  async deleteLinksExpiredBefore(cutoff: Date): Promise<void> {
    await this.db.delete(guestLinks).where(lt(guestLinks.expiresAt, cutoff));
  }
}
