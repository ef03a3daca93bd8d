import type { Db } from '../../db/database';
import type { SwipeRow, SwipeSessionRow } from '../../db/schema';
import type { SessionQueries } from './session-queries';
import { startOfUtcDay } from './session-view';
import type { DeckCard, MemberProfile, SessionsRepository } from './sessions.repository';

export type { MemberProfile } from './sessions.repository';

/**
 * What other modules (AI, spotlight, user stats, the live channel, first paint, account deletion) may use of
 * sessions: the member-checked reads of SessionQueries, and a few repository reads for callers that have
 * already checked membership. They reach sessions only through this, never through the repository.
 */
export interface SessionReads extends Pick<
  SessionQueries,
  'memberSession' | 'get' | 'memberIds' | 'inProgressFor' | 'activeFor' | 'swipesOf'
> {
  memberProfiles(sessionIds: readonly string[]): Promise<MemberProfile[]>;
  deck(sessionId: string): Promise<DeckCard[]>;
  /** The session row, unchecked: for a caller that holds another proof of access (a share link's token). */
  findById(sessionId: string): Promise<SwipeSessionRow | undefined>;
  /** One member's recorded swipes, unchecked: for callers that already checked membership (memberSession). */
  recordedSwipes(sessionId: string, userId: string): Promise<SwipeRow[]>;
  /** Places any of these users ever swiped. */
  swipedPlaceIds(userIds: readonly string[]): Promise<Set<string>>;
  /**
   * GET /api/auth/user's counters: sessions started today (from midnight UTC, as the free daily limit counts
   * them), matches in any of the user's sessions.
   */
  userCounters(userId: string): Promise<{ sessionsToday: number; totalMatches: number }>;
  /** Account deletion, inside its transaction. */
  detachUser(tx: Db, userId: string): Promise<void>;
}

export function createSessionReads(queries: SessionQueries, sessions: SessionsRepository, now: () => Date): SessionReads {
  return {
    memberSession: (userId, sessionId) => queries.memberSession(userId, sessionId),
    get: (userId, sessionId) => queries.get(userId, sessionId),
    memberIds: (sessionId) => queries.memberIds(sessionId),
    inProgressFor: (userId) => queries.inProgressFor(userId),
    activeFor: (userId) => queries.activeFor(userId),
    swipesOf: (viewerId, sessionId, ownerId) => queries.swipesOf(viewerId, sessionId, ownerId),
    memberProfiles: (sessionIds) => sessions.memberProfiles(sessionIds),
    deck: (sessionId) => sessions.deck(sessionId),
    findById: (sessionId) => sessions.findById(sessionId),
    recordedSwipes: (sessionId, userId) => sessions.swipesOf(sessionId, userId),
    swipedPlaceIds: (userIds) => sessions.swipedPlaceIds(userIds),
    userCounters: (userId) => sessions.userCounters(userId, startOfUtcDay(now())),
    detachUser: (tx, userId) => sessions.detachUser(tx, userId),
  };
}
