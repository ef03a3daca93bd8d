import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Restaurant } from '@forkcast/contracts';
import type { Db } from '../../db/database';
import {
  partnerships,
  swipeSessionMembers,
  swipeSessionRestaurants,
  swipeSessions,
  swipes,
  users,
  type SessionFilters,
  type SwipeRow,
  type SwipeSessionMemberRow,
  type SwipeSessionRow,
} from '../../db/schema';
import { canStillMatchOf } from './can-still-match';

export interface NewSession {
  id: string;
  createdBy: string;
  partnershipId: string | null;
  latitude: number;
  longitude: number;
  filters: SessionFilters;
  memberIds: string[];
  deck: Restaurant[];
  /** A group session: each member but the starter, with the partnership that brought them in. */
  group?: { partnershipIdOf: Record<string, string> };
}

export interface DeckCard {
  position: number;
  placeId: string;
  restaurant: Restaurant;
}

export interface MemberProfile {
  sessionId: string;
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** Swiping sessions, their members, decks and swipes. Methods taking `tx` run in the caller's transaction. */
export class SessionsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }

  /** Serialises session starts per user, so the free daily limit holds under concurrent starts. */
  async lockUser(tx: Db, userId: string): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  }

  async countStartedSince(userId: string, since: Date, db: Db = this.db): Promise<number> {
    const [row] = await db
      .select({ count: count() })
      .from(swipeSessions)
      .where(and(eq(swipeSessions.createdBy, userId), gte(swipeSessions.createdAt, since)));
    return row?.count ?? 0;
  }

  /** Place ids any of these users swiped in any session (for allowRepeatRestaurants=false). */
  async swipedPlaceIds(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ restaurantId: swipes.restaurantId })
      .from(swipes)
      .where(inArray(swipes.userId, [...userIds]));
    return new Set(rows.map((row) => row.restaurantId));
  }

  async insertSession(tx: Db, session: NewSession, createdAt: Date): Promise<SwipeSessionRow> {
    const [row] = await tx
      .insert(swipeSessions)
      .values({
        id: session.id,
        createdBy: session.createdBy,
        partnershipId: session.partnershipId,
        latitude: session.latitude,
        longitude: session.longitude,
        filters: session.filters,
        isGroup: session.group !== undefined,
        createdAt,
      })
      .returning();
    if (!row) throw new Error('Session insert returned nothing');
    await tx.insert(swipeSessionMembers).values(
      session.memberIds.map((userId) => ({
        sessionId: session.id,
        userId,
        partnershipId: session.group?.partnershipIdOf[userId] ?? null,
      })),
    );
    await tx.insert(swipeSessionRestaurants).values(
      session.deck.map((restaurant, index) => ({
        sessionId: session.id,
        position: index + 1,
        placeId: restaurant.placeId,
        restaurant,
      })),
    );
    return row;
  }

  async findById(id: string, db: Db = this.db): Promise<SwipeSessionRow | undefined> {
    const [row] = await db.select().from(swipeSessions).where(eq(swipeSessions.id, id)).limit(1);
    return row;
  }

  async members(sessionId: string, db: Db = this.db): Promise<SwipeSessionMemberRow[]> {
    return db.select().from(swipeSessionMembers).where(eq(swipeSessionMembers.sessionId, sessionId));
  }

  async memberProfiles(sessionIds: readonly string[]): Promise<MemberProfile[]> {
    if (sessionIds.length === 0) return [];
    return this.db
      .select({
        sessionId: swipeSessionMembers.sessionId,
        userId: swipeSessionMembers.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(swipeSessionMembers)
      .innerJoin(users, eq(users.id, swipeSessionMembers.userId))
      .where(inArray(swipeSessionMembers.sessionId, [...sessionIds]));
  }

  async deck(sessionId: string, db: Db = this.db): Promise<DeckCard[]> {
    return db
      .select({
        position: swipeSessionRestaurants.position,
        placeId: swipeSessionRestaurants.placeId,
        restaurant: swipeSessionRestaurants.restaurant,
      })
      .from(swipeSessionRestaurants)
      .where(eq(swipeSessionRestaurants.sessionId, sessionId))
      .orderBy(asc(swipeSessionRestaurants.position));
  }

  async swipesOf(sessionId: string, userId: string): Promise<SwipeRow[]> {
    return this.db
      .select()
      .from(swipes)
      .where(and(eq(swipes.sessionId, sessionId), eq(swipes.userId, userId)))
      .orderBy(asc(swipes.position), asc(swipes.createdAt));
  }

  async swipeCount(sessionId: string, userId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: count() })
      .from(swipes)
      .where(and(eq(swipes.sessionId, sessionId), eq(swipes.userId, userId)));
    return row?.count ?? 0;
  }

  async likedCount(sessionId: string, userId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: count() })
      .from(swipes)
      .where(and(eq(swipes.sessionId, sessionId), eq(swipes.userId, userId), eq(swipes.action, 'like')));
    return row?.count ?? 0;
  }

  /** The cards no current member has passed: GET /api/sessions/:id's canStillMatch, in one statement. */
  async canStillMatch(sessionId: string): Promise<number> {
    const [row] = await this.db.select({ count: canStillMatchOf(sessionId) }).from(sql`(select 1) as one`);
    return Number(row?.count ?? 0);
  }

  /** The user's sessions (started or joined), newest first, with their likes and the matched name. */
  async history(userId: string, limit: number) {
    return this.db
      .select({
        session: swipeSessions,
        likedCount: sql<number>`(select count(*)::int from ${swipes} where ${swipes.sessionId} = ${swipeSessions.id} and ${swipes.userId} = ${userId} and ${swipes.action} = 'like')`,
        matchedRestaurantName: sql<
          string | null
        >`(select ${swipeSessionRestaurants.restaurant}->>'name' from ${swipeSessionRestaurants} where ${swipeSessionRestaurants.sessionId} = ${swipeSessions.id} and ${swipeSessionRestaurants.placeId} = ${swipeSessions.matchedRestaurantId})`,
      })
      .from(swipeSessions)
      .innerJoin(swipeSessionMembers, and(eq(swipeSessionMembers.sessionId, swipeSessions.id), eq(swipeSessionMembers.userId, userId)))
      .orderBy(desc(swipeSessions.createdAt), desc(swipeSessions.id))
      .limit(limit);
  }

  /**
   * The newest still-active partnered session a partner started since `since` that this user has not
   * finished, on a partnership that is still live (a pair), or a group this user is still in.
   */
  async findWaitingFor(userId: string, since: Date): Promise<SwipeSessionRow | undefined> {
    const [row] = await this.db
      .select({ session: swipeSessions })
      .from(swipeSessions)
      .innerJoin(
        swipeSessionMembers,
        and(
          eq(swipeSessionMembers.sessionId, swipeSessions.id),
          eq(swipeSessionMembers.userId, userId),
          isNull(swipeSessionMembers.completedAt),
        ),
      )
      // A pair's partnership must still be live; a group's members are taken out as their partnership ends.
      .leftJoin(partnerships, and(eq(partnerships.id, swipeSessions.partnershipId), isNull(partnerships.endedAt)))
      .where(
        and(
          eq(swipeSessions.status, 'active'),
          or(isNull(swipeSessions.createdBy), ne(swipeSessions.createdBy, userId)),
          gte(swipeSessions.createdAt, since),
          or(eq(swipeSessions.isGroup, true), isNotNull(partnerships.id)),
        ),
      )
      .orderBy(desc(swipeSessions.createdAt))
      .limit(1);
    return row?.session;
  }

  /**
   * The newest session since `since` that this user is a member of and that is still going (status
   * active, no completedAt), solo or partnered; `soloOnly` keeps to sessions without a partnership.
   */
  async findInProgressFor(
    userId: string,
    since: Date,
    { soloOnly = false }: { soloOnly?: boolean } = {},
  ): Promise<SwipeSessionRow | undefined> {
    const [row] = await this.db
      .select({ session: swipeSessions })
      .from(swipeSessions)
      .innerJoin(swipeSessionMembers, and(eq(swipeSessionMembers.sessionId, swipeSessions.id), eq(swipeSessionMembers.userId, userId)))
      .where(
        and(
          eq(swipeSessions.status, 'active'),
          isNull(swipeSessions.completedAt),
          gte(swipeSessions.createdAt, since),
          soloOnly ? isNull(swipeSessions.partnershipId) : undefined,
        ),
      )
      .orderBy(desc(swipeSessions.createdAt), desc(swipeSessions.id))
      .limit(1);
    return row?.session;
  }

  /** Ends a session that is still going; false when it was already over (or a last swipe got there first). */
  async end(sessionId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(swipeSessions)
      .set({ status: 'cancelled', completedAt: now })
      .where(and(eq(swipeSessions.id, sessionId), eq(swipeSessions.status, 'active'), isNull(swipeSessions.completedAt)))
      .returning({ id: swipeSessions.id });
    return rows.length > 0;
  }

  /**
   * Account deletion: sessions only this user was in go entirely; in shared sessions their swipes and
   * membership go and the session stays (unattributed) in the partner's history.
   */
  async detachUser(tx: Db, userId: string): Promise<void> {
    const otherMember = alias(swipeSessionMembers, 'other_member');
    const memberOf = tx
      .select({ sessionId: swipeSessionMembers.sessionId })
      .from(swipeSessionMembers)
      .where(eq(swipeSessionMembers.userId, userId));
    const shared = tx.select({ sessionId: otherMember.sessionId }).from(otherMember).where(ne(otherMember.userId, userId));
    await tx
      .delete(swipeSessions)
      .where(and(or(inArray(swipeSessions.id, memberOf), eq(swipeSessions.createdBy, userId)), notInArray(swipeSessions.id, shared)));
    await tx.delete(swipes).where(eq(swipes.userId, userId));
    await tx.delete(swipeSessionMembers).where(eq(swipeSessionMembers.userId, userId));
    await tx.update(swipeSessions).set({ createdBy: null }).where(eq(swipeSessions.createdBy, userId));
  }

  /** For GET /api/auth/user: sessions started today, and matches in sessions the user was part of. */
  async userCounters(userId: string, dayStart: Date): Promise<{ sessionsToday: number; totalMatches: number }> {
    const [row] = await this.db
      .select({
        sessionsToday: sql<number>`(select count(*)::int from ${swipeSessions} where ${swipeSessions.createdBy} = ${userId} and ${swipeSessions.createdAt} >= ${dayStart.toISOString()}::timestamptz)`,
        totalMatches: sql<number>`(select count(*)::int from ${swipeSessions} join ${swipeSessionMembers} on ${swipeSessionMembers.sessionId} = ${swipeSessions.id} where ${swipeSessionMembers.userId} = ${userId} and ${swipeSessions.matchedRestaurantId} is not null)`,
      })
      .from(sql`(select 1) as one`);
    return { sessionsToday: row?.sessionsToday ?? 0, totalMatches: row?.totalMatches ?? 0 };
  }
}
