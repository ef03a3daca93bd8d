import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Restaurant } from '@forkcast/contracts';
import type { Db } from '../../db/database';
import { swipeSessionMembers, swipeSessions, swipes, type SwipeSessionRow } from '../../db/schema';
import { canStillMatchOf } from './can-still-match';
import type { DeckCard } from './sessions.repository';

export interface SwipeMember {
  userId: string;
  completed: boolean;
}

/** What one swipe needs to know about its session, read in a single statement. */
export interface SwipeState<Card = DeckCard> {
  members: SwipeMember[];
  /** The swiped card, null when the restaurant is not in this session's deck. */
  card: Card | null;
  /** This user already swiped this card (the request is a repeat). */
  swiped: boolean;
  /** The matched card, once the session has a match. */
  match: Restaurant | null;
}

/** What record_swipe read under the session lock, once the swipe was recorded: the members with its finish. */
export interface RecordedSwipe extends SwipeState {
  status: SwipeSessionRow['status'];
  inserted: boolean;
  /** This swipe was the user's last card of the deck: record_swipe marked them finished. */
  finished: boolean;
  /** This user's swipes in the session before this one. */
  swipesBefore: number;
  deckSize: number;
  /** Every other member of the session already liked this card (a pair: the partner; a group: all the rest). */
  partnerLiked: boolean;
  /** The swiping member's first name (trimmed, null without one): a group's notices name who finished. */
  firstName: string | null;
  /** Cards no current member has passed, this swipe counted (as it is once the swipe commits). */
  canStillMatch: number;
}

export interface NewSwipe {
  sessionId: string;
  userId: string;
  restaurantId: string;
  action: 'like' | 'pass';
}

/** One of this user's recorded swipes, as an undo needs it. */
export interface RecordedSwipeRow {
  id: string;
  restaurantId: string;
  action: 'like' | 'pass';
  position: number;
  /** created_at in the database's text form: exact to the microsecond, unlike a JS Date. */
  createdAt: string;
}

/** What an undo decides on, read under the session lock. */
export interface UndoState {
  member: boolean;
  memberCount: number;
  matched: boolean;
  /** This user's newest swipe first, then the one before it (what a further undo would take back). */
  recent: RecordedSwipeRow[];
  /** This user's swipes in the session. */
  swiped: number;
  deckSize: number;
  /** This user has a swipe on the card the undo names. */
  targetSwiped: boolean;
}

/** The unlocked read's card: where it is in the deck, without the restaurant (a repeat never needs it). */
export type DeckSlot = Pick<DeckCard, 'position' | 'placeId'>;

type StateRow = {
  members: SwipeMember[] | null;
  position: number | null;
  placeId: string | null;
  swiped: boolean;
  match: Restaurant | null;
};

/** What the first call of every swipe did (the try_swipe function of migration 0007). */
export type FirstTry =
  /** No such session. */
  | { outcome: 'unknown' }
  /** Nothing to record (a repeat, a refusal, an ended session): the state, read without any lock. */
  | { outcome: 'read'; state: SwipeState<DeckSlot> & { status: SwipeSessionRow['status'] } }
  /** Recorded under the session lock and committed: a swipe with no consequence beyond its own row. */
  | { outcome: 'recorded'; members: SwipeMember[]; swipesBefore: number; deckSize: number; position: number; canStillMatch: number }
  /** A new swipe with consequences (completion, a match, a favourite): nothing written, decide it in a transaction. */
  | { outcome: 'deferred' };

type FirstTryRow =
  | { outcome: 'unknown' | 'deferred' }
  | ({ outcome: 'read'; status: SwipeSessionRow['status'] } & StateRow)
  | { outcome: 'recorded'; members: SwipeMember[]; swipesBefore: number; deckSize: number; position: number; canStillMatch: number };

/**
 * The swipe hot path's SQL. A swipe is one round trip when it can be: try_swipe answers a repeat from one
 * read without any lock, and records a new swipe that has no consequence beyond its own row under the
 * session lock, in the same call. A swipe with consequences takes a transaction: record_swipe takes the
 * session row lock, records it, marks a finished member and reads everything the rules need, in one call;
 * only a match, the session's completion and the notices write more. The names below are the migrations'
 * table and column names (raw SQL, so the statements read as they run).
 */
export class SwipeRepository {
  /**
   * The first call of every swipe: prepared once (a named statement on PostgreSQL, so it is not planned
   * again; the function's own statements are planned once per connection).
   */
  private readonly firstTry;

  /** Also for the statements a swipe runs after its transaction (its notifications). */
  constructor(private readonly db: Db) {
    const sessionId = sql.placeholder('sessionId');
    const userId = sql.placeholder('userId');
    const restaurantId = sql.placeholder('restaurantId');
    const action = sql.placeholder('action');
    this.firstTry = db
      .select({ answer: sql<FirstTryRow>`answer` })
      .from(sql`try_swipe(${sessionId}::uuid, ${userId}::uuid, ${restaurantId}::text, ${action}::text) as answer`)
      .prepare('try_swipe');
  }

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }

  /**
   * Every swipe's first call: answers a swipe that records nothing, records one without consequences, or
   * defers (see FirstTry). A deferred swipe has written nothing and holds no lock once this returns.
   */
  async trySwipe(swipe: NewSwipe): Promise<FirstTry> {
    const [row] = await this.firstTry.execute({ ...swipe });
    const answer = row?.answer;
    if (!answer) throw new Error('try_swipe returned no row');
    if (answer.outcome !== 'read') return answer;
    const card = answer.placeId !== null && answer.position !== null ? { position: answer.position, placeId: answer.placeId } : null;
    return {
      outcome: 'read',
      state: { status: answer.status, members: answer.members ?? [], card, swiped: answer.swiped, match: answer.match },
    };
  }

  /**
   * The session row under an exclusive lock: every new swipe of a session runs one at a time from here,
   * so the statements after it (new snapshots) see every swipe committed before. It stays a statement of
   * its own: a statement that waits for the lock keeps the snapshot it started with.
   */
  async lockSession(tx: Db, sessionId: string): Promise<SwipeSessionRow['status'] | undefined> {
    const [row] = await rowsOf<{ status: SwipeSessionRow['status'] }>(
      tx.execute(sql`select status from swipe_sessions where id = ${sessionId} for update`),
    );
    return row?.status;
  }

  /**
   * The swipe transaction's first call (record_swipe, migrations 0015 and 0016): takes the session row lock,
   * then inserts the swipe when the card is in the deck, the user is a member, the session is active and it
   * is not a repeat, and marks the member finished when it was their last card. Returns the state the rules
   * decide on, read after the lock and this insert (the members with this swipe's finish, "can still
   * match" with it; `swipesBefore` and `swiped` as before it); undefined for an unknown session. The deck
   * position comes from the deck, never from the client.
   */
  async record(tx: Db, swipe: NewSwipe, now: Date): Promise<RecordedSwipe | undefined> {
    const { sessionId, userId, restaurantId, action } = swipe;
    type RecordRow = StateRow & {
      status: SwipeSessionRow['status'];
      restaurant: Restaurant | null;
      inserted: number;
      finished: boolean;
      swipesBefore: number;
      deckSize: number;
      othersLiked: number;
      firstName: string | null;
      canStillMatch: number;
    };
    const [answer] = await rowsOf<{ row: RecordRow | null }>(
      tx.execute(
        sql`select record_swipe(${sessionId}::uuid, ${userId}::uuid, ${restaurantId}::text, ${action}::text, ${now.toISOString()}::timestamptz) as "row"`,
      ),
    );
    const row = answer?.row;
    if (!row) return undefined;
    const state = toState(row);
    return {
      ...state,
      status: row.status,
      inserted: row.inserted > 0,
      finished: row.finished,
      swipesBefore: row.swipesBefore,
      deckSize: row.deckSize,
      partnerLiked: state.members.length > 1 && row.othersLiked >= state.members.length - 1,
      firstName: row.firstName,
      canStillMatch: row.canStillMatch,
    };
  }

  /**
   * Under the session lock (a separate statement after lockSession, for the snapshot reason given there):
   * everything an undo decides on. "Newest" is the latest created_at; every swipe of a session commits
   * under the lock one at a time, and the deck position breaks a tie.
   */
  async undoState(tx: Db, sessionId: string, userId: string, restaurantId: string): Promise<UndoState> {
    const [row] = await rowsOf<UndoState & { recent: RecordedSwipeRow[] | null }>(
      tx.execute(sql`
        select
          exists (select 1 from swipe_session_members where session_id = ${sessionId} and user_id = ${userId}) as "member",
          (select count(*) from swipe_session_members where session_id = ${sessionId})::int as "memberCount",
          (select matched_restaurant_id is not null from swipe_sessions where id = ${sessionId}) as "matched",
          (select json_agg(json_build_object(
              'id', w.id, 'restaurantId', w.restaurant_id, 'action', w.action, 'position', w.position, 'createdAt', w.created_at::text)
              order by w.created_at desc, w.position desc)
            from (select * from swipes where session_id = ${sessionId} and user_id = ${userId}
                  order by created_at desc, position desc limit 2) w) as "recent",
          (select count(*) from swipes where session_id = ${sessionId} and user_id = ${userId})::int as "swiped",
          (select count(*) from swipe_session_restaurants where session_id = ${sessionId})::int as "deckSize",
          ${swipedBy(sessionId, userId, restaurantId)} as "targetSwiped"`),
    );
    if (!row) throw new Error('Undo statement returned no row');
    return { ...row, matched: Boolean(row.matched), recent: row.recent ?? [] };
  }

  /** Cards no current member has passed (see canStillMatchOf), read in `db`'s transaction, after its writes. */
  async canStillMatch(db: Db, sessionId: string): Promise<number> {
    const [row] = await rowsOf<{ count: number }>(db.execute(sql`select ${canStillMatchOf(sessionId)} as "count"`));
    return row?.count ?? 0;
  }

  /**
   * Under the session lock: what ending a partnered session early decides on, in one statement: who is in it
   * (each gets the no-match notice) and how many cards can still match (only 0 may be ended).
   */
  async earlyEndState(tx: Db, sessionId: string): Promise<{ memberIds: string[]; canStillMatch: number }> {
    const [row] = await rowsOf<{ memberIds: string[] | null; canStillMatch: number }>(
      tx.execute(sql`
        select
          (select json_agg(m.user_id) from swipe_session_members m where m.session_id = ${sessionId}) as "memberIds",
          ${canStillMatchOf(sessionId)} as "canStillMatch"`),
    );
    return { memberIds: row?.memberIds ?? [], canStillMatch: row?.canStillMatch ?? 0 };
  }

  async deleteSwipe(tx: Db, swipeId: string): Promise<void> {
    await tx.delete(swipes).where(eq(swipes.id, swipeId));
  }

  /** A member who takes back a swipe has a card left again: no longer finished. */
  async markMemberNotCompleted(tx: Db, sessionId: string, userId: string): Promise<void> {
    await tx
      .update(swipeSessionMembers)
      .set({ completedAt: null })
      .where(and(eq(swipeSessionMembers.sessionId, sessionId), eq(swipeSessionMembers.userId, userId)));
  }

  /**
   * Records the match, only if the session has none: the conditional UPDATE is the exactly-once
   * guarantee (on top of the row lock). A match also completes the session.
   */
  async setMatch(tx: Db, sessionId: string, restaurantId: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(swipeSessions)
      .set({ matchedRestaurantId: restaurantId, matchedAt: now, status: 'completed', completedAt: now })
      .where(and(eq(swipeSessions.id, sessionId), isNull(swipeSessions.matchedRestaurantId), eq(swipeSessions.status, 'active')))
      .returning({ id: swipeSessions.id });
    return rows.length > 0;
  }

  /** Completes an active session; false when it was already over. */
  async complete(tx: Db, sessionId: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(swipeSessions)
      .set({ status: 'completed', completedAt: now })
      .where(and(eq(swipeSessions.id, sessionId), eq(swipeSessions.status, 'active')))
      .returning({ id: swipeSessions.id });
    return rows.length > 0;
  }
}

function swipedBy(sessionId: string, userId: string, restaurantId: string): SQL {
  return sql`exists (select 1 from swipes w where w.session_id = ${sessionId} and w.user_id = ${userId} and w.restaurant_id = ${restaurantId})`;
}

function toState(row: StateRow & { restaurant: Restaurant | null }): SwipeState {
  return {
    members: row.members ?? [],
    card:
      row.placeId !== null && row.position !== null && row.restaurant
        ? { position: row.position, placeId: row.placeId, restaurant: row.restaurant }
        : null,
    swiped: row.swiped,
    match: row.match,
  };
}

/** node-postgres and PGlite both answer raw statements with `{ rows }`. */
async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}
