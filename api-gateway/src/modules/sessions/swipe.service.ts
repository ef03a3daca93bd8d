import {
  CAN_STILL_MATCH_END_MESSAGE,
  type Restaurant,
  type SwipeRef,
  type SwipeRequest,
  type SwipeResult,
  type UndoSwipeResult,
} from '@forkcast/contracts';
import type { Db } from '../../db/database';
import type { NotificationRow } from '../../db/schema';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { Logger } from '../../logger';
import type { SoloLikeSaver } from '../favorites/favorites.service';
import type { LiveDelivery, LiveEvents } from '../live/live-events';
import { toNotificationView } from '../notifications/notification-view';
import type { NewNotification, NotificationsService } from '../notifications/notifications.service';
import type { RecordedSwipeRow, SwipeRepository, SwipeState } from './swipe.repository';

/** What happened in one swipe transaction, pushed live only after it committed. */
type LiveEffect =
  | { kind: 'own_swipe'; swipe: SwipeRef }
  | { kind: 'partner_swipe'; swiped: number; total: number; canStillMatch: number }
  | { kind: 'partner_completed' }
  | { kind: 'match'; restaurant: Restaurant }
  | { kind: 'no_match' };

interface SwipeOutcome {
  result: SwipeResult;
  effects: LiveEffect[];
  /** Written in the swipe's transaction: a committed match always has its notifications. */
  notifications: NotificationRow[];
}

/**
 * One swipe, with the session's rules: idempotent per (session, user, restaurant); the first restaurant
 * both partners like is the match, decided exactly once (every new swipe of a session takes the session
 * row lock, and the match is a conditional UPDATE); finishing completes the session. A repeat is answered
 * from one unlocked read (it changes nothing), and a new swipe without consequences is recorded in the same
 * call (SwipeRepository.trySwipe). Notifications are written in the same transaction as what they announce;
 * live events go out after commit and can never fail the request.
 */
export class SwipeService {
  constructor(
    private readonly swipes: SwipeRepository,
    private readonly notifications: Pick<NotificationsService, 'addInTransaction' | 'pushCommitted'>,
    private readonly live: LiveEvents,
    private readonly now: () => Date,
    private readonly logger: Logger,
    private readonly soloLikes: SoloLikeSaver,
  ) {}

  /** `origin`: the tab that swiped, left out of the echo to the user's other tabs. */
  async swipe(sessionId: string, userId: string, input: Omit<SwipeRequest, 'userId'>, origin?: LiveDelivery): Promise<SwipeResult> {
    // One round trip for most swipes: a repeat is answered, and a new swipe with no consequence beyond its
    // own row is recorded under the session lock (the same rules as swipeInTransaction, which it defers to
    // for everything else: completion, a match, a solo like's favourite).
    const first = await this.swipes.trySwipe({ sessionId, userId, restaurantId: input.restaurantId, action: input.action });
    if (first.outcome === 'unknown') throw new NotFoundError('Session not found');
    if (first.outcome === 'read') {
      const { state } = first;
      checkSwipe(state, userId);
      // A repeat (retry, double tap, another tab) answers the current outcome and changes nothing, even after the end.
      if (state.swiped) return repeated(resultOf(state.status !== 'active', state, userId, input.restaurantId));
      // An ended session never becomes active again, and nothing is inserted into it.
      if (state.status !== 'active') throw new ConflictError('Session already completed');
    }
    if (first.outcome === 'recorded') {
      this.publishSession(
        sessionId,
        userId,
        [
          { kind: 'own_swipe', swipe: { restaurantId: input.restaurantId, action: input.action, position: first.position } },
          { kind: 'partner_swipe', swiped: first.swipesBefore + 1, total: first.deckSize, canStillMatch: first.canStillMatch },
        ],
        origin,
      );
      return resultOf(false, { members: first.members, match: null }, userId, input.restaurantId);
    }

    const outcome = await this.swipes.transaction((tx) => this.swipeInTransaction(tx, sessionId, userId, input));
    // `match_found` is what both partners wait for: it goes out first, the moment the commit returns; the
    // bell's rows follow. The rows themselves were written in the transaction (one extra statement before
    // the commit) so that a crash between the commit and a later write can never lose a match's notice.
    this.publishSession(sessionId, userId, outcome.effects, origin);
    this.pushNotifications(sessionId, outcome.notifications);
    this.notifications.pushCommitted(outcome.notifications);
    return outcome.result;
  }

  /**
   * Takes back this user's last swipe, under the same session lock as a swipe, so it can never cross a
   * match being decided: a session with a match (or otherwise over) is never reopened, so an announced
   * match never changes. `restaurantId` names the swipe the client means: once it is gone (a retry), the
   * answer is the current state and nothing changes; a different, later swipe is a conflict.
   * A solo like's favourite goes too, if that like created it. The partner hears the new progress.
   */
  async undo(sessionId: string, userId: string, restaurantId: string, origin?: LiveDelivery): Promise<UndoSwipeResult> {
    const outcome = await this.swipes.transaction(async (tx) => {
      const status = await this.swipes.lockSession(tx, sessionId);
      if (!status) throw new NotFoundError('Session not found');
      const state = await this.swipes.undoState(tx, sessionId, userId, restaurantId);
      if (!state.member) throw new ForbiddenError('You are not part of this session');
      if (status !== 'active' || state.matched) throw new ConflictError('Session already completed');
      const [last, previous] = state.recent;
      const unchanged = { undone: null, lastSwipe: last ? toRef(last) : null, swiped: state.swiped, total: state.deckSize };
      // Nothing recorded for that card: already taken back (a retry, a second tab). Nothing to do.
      if (!last || !state.targetSwiped) return { result: unchanged, changed: false, canStillMatch: 0 };
      if (last.restaurantId !== restaurantId) throw new ConflictError('Only your last swipe can be undone');
      await this.swipes.deleteSwipe(tx, last.id);
      if (state.memberCount < 2 && last.action === 'like')
        await this.soloLikes.removeSoloLike(tx, userId, last.restaurantId, last.createdAt);
      await this.swipes.markMemberNotCompleted(tx, sessionId, userId);
      // Counted after the delete, under the lock: a pass taken back can make its card a possible match again.
      const canStillMatch = await this.swipes.canStillMatch(tx, sessionId);
      const result: UndoSwipeResult = {
        undone: toRef(last),
        lastSwipe: previous ? toRef(previous) : null,
        swiped: state.swiped - 1,
        total: state.deckSize,
      };
      return { result, changed: true, canStillMatch };
    });
    if (outcome.changed && outcome.result.undone) {
      const { undone, lastSwipe, swiped, total } = outcome.result;
      try {
        this.live.toUser(userId, 'own_undo', { sessionId, undone, lastSwipe }, origin);
        this.live.toSession(sessionId, 'partner_swipe', { sessionId, userId, swiped, total, canStillMatch: outcome.canStillMatch });
      } catch (error) {
        this.logger.warn({ err: error, sessionId }, 'live delivery failed');
      }
    }
    return outcome.result;
  }

  /**
   * "End now" (POST /api/sessions/:id/end on a partnered session; the caller checked membership): once no card
   * can still match, any member may end the session without a match instead of waiting for everyone to finish.
   * Decided under the session lock, as a swipe or an undo is, so an undo that brings a card back and this end
   * are never both taken. The session ends as if everyone had finished: 'completed', the no-match notices, and
   * session_results sends every member's room to the results.
   */
  async endWithoutMatch(sessionId: string): Promise<void> {
    const notifications = await this.swipes.transaction(async (tx) => {
      const status = await this.swipes.lockSession(tx, sessionId);
      if (!status) throw new NotFoundError('Session not found');
      if (status !== 'active') throw new ConflictError('Session already completed');
      const { memberIds, canStillMatch } = await this.swipes.earlyEndState(tx, sessionId);
      if (canStillMatch > 0) throw new ConflictError(CAN_STILL_MATCH_END_MESSAGE);
      if (!(await this.swipes.complete(tx, sessionId, this.now()))) throw new ConflictError('Session already completed');
      const written: NewNotification[] = memberIds.map((memberId) => ({ userId: memberId, type: 'session_no_match', data: { sessionId } }));
      return this.notifications.addInTransaction(tx, written);
    });
    try {
      this.live.toSession(sessionId, 'session_results', { sessionId, match: null });
    } catch (error) {
      this.logger.warn({ err: error, sessionId }, 'live delivery failed');
    }
    this.pushNotifications(sessionId, notifications);
    this.notifications.pushCommitted(notifications);
  }

  private async swipeInTransaction(tx: Db, sessionId: string, userId: string, input: Omit<SwipeRequest, 'userId'>): Promise<SwipeOutcome> {
    // Checked again under the lock (record_swipe takes it): the unlocked read may be stale by now.
    const now = this.now();
    const recorded = await this.swipes.record(tx, { sessionId, userId, restaurantId: input.restaurantId, action: input.action }, now);
    if (!recorded) throw new NotFoundError('Session not found');
    const card = checkSwipe(recorded, userId);
    if (recorded.swiped)
      return {
        result: repeated(resultOf(recorded.status !== 'active', recorded, userId, input.restaurantId)),
        effects: [],
        notifications: [],
      };
    if (!recorded.inserted) throw new ConflictError('Session already completed');

    // Progress only: the partner's like/pass and the place stay private until the results (as over HTTP).
    const effects: LiveEffect[] = [
      { kind: 'own_swipe', swipe: { restaurantId: card.placeId, action: input.action, position: card.position } },
      { kind: 'partner_swipe', swiped: recorded.swipesBefore + 1, total: recorded.deckSize, canStillMatch: recorded.canStillMatch },
    ];
    const written: NewNotification[] = [];
    // record_swipe marked the member finished on their last card, and its members say so.
    const { members, finished: userCompleted } = recorded;
    const others = members.filter((member) => member.userId !== userId);
    let over = false;
    let match: Restaurant | null = null;

    if (others.length === 0) {
      // Spec: a like in a solo session is saved as a favourite, in the swipe's transaction (idempotent).
      if (input.action === 'like') await this.soloLikes.saveSoloLike(tx, userId, card.restaurant);
      if (userCompleted) over = await this.swipes.complete(tx, sessionId, now);
    } else {
      const matched = input.action === 'like' && recorded.partnerLiked && (await this.swipes.setMatch(tx, sessionId, card.placeId, now));
      if (matched) {
        over = true;
        match = card.restaurant;
        const data = { sessionId, restaurantName: card.restaurant.name, restaurantId: card.placeId };
        for (const member of members) written.push({ userId: member.userId, type: 'session_match', data });
        effects.push({ kind: 'match', restaurant: card.restaurant });
      } else if (userCompleted && others.every((other) => other.completed)) {
        if (await this.swipes.complete(tx, sessionId, now)) {
          over = true;
          for (const member of members) written.push({ userId: member.userId, type: 'session_no_match', data: { sessionId } });
          effects.push({ kind: 'no_match' });
        }
      } else if (userCompleted) {
        // A group's notice says who finished and how many they are; a pair's keeps the spec's payload.
        const data = members.length > 2 ? { sessionId, memberName: recorded.firstName, memberCount: members.length } : { sessionId };
        for (const other of others) written.push({ userId: other.userId, type: 'partner_completed', data });
        effects.push({ kind: 'partner_completed' });
      }
    }

    const notifications = written.length ? await this.notifications.addInTransaction(tx, written) : [];
    return { result: resultOf(over, { members, match }, userId, input.restaurantId), effects, notifications };
  }

  private publishSession(sessionId: string, userId: string, effects: LiveEffect[], origin?: LiveDelivery): void {
    try {
      for (const effect of effects) {
        switch (effect.kind) {
          case 'own_swipe':
            // The user's other tabs, never the partner's (who hears counts only, below).
            this.live.toUser(userId, 'own_swipe', { sessionId, swipe: effect.swipe }, origin);
            break;
          case 'partner_swipe':
            this.live.toSession(sessionId, 'partner_swipe', {
              sessionId,
              userId,
              swiped: effect.swiped,
              total: effect.total,
              canStillMatch: effect.canStillMatch,
            });
            break;
          case 'partner_completed':
            this.live.toSession(sessionId, 'partner_completed', { sessionId, userId });
            break;
          case 'match':
            this.live.toSession(sessionId, 'match_found', { sessionId, restaurant: effect.restaurant });
            this.live.toSession(sessionId, 'session_results', { sessionId, match: effect.restaurant });
            break;
          case 'no_match':
            this.live.toSession(sessionId, 'session_results', { sessionId, match: null });
            break;
        }
      }
    } catch (error) {
      this.logger.warn({ err: error, sessionId }, 'live delivery failed');
    }
  }

  private pushNotifications(sessionId: string, rows: NotificationRow[]): void {
    try {
      for (const row of rows) this.live.toUser(row.userId, 'notification', { notification: toNotificationView(row) });
    } catch (error) {
      this.logger.warn({ err: error, sessionId }, 'live delivery failed');
    }
  }
}

function toRef(swipe: RecordedSwipeRow): SwipeRef {
  return { restaurantId: swipe.restaurantId, action: swipe.action, position: swipe.position };
}

/** 403 for a non-member, 400 for a card outside the deck; the card otherwise. */
function checkSwipe<Card>(state: Pick<SwipeState<Card>, 'members' | 'card'>, userId: string): Card {
  if (!state.members.some((member) => member.userId === userId)) throw new ForbiddenError('You are not part of this session');
  if (!state.card) throw new BadRequestError('Restaurant is not in this session');
  return state.card;
}

/** A swipe already recorded: said so, so that a tab whose deck was behind reads its swipes again. */
function repeated(result: SwipeResult): SwipeResult {
  return { ...result, alreadySwiped: true };
}

function resultOf(over: boolean, state: Pick<SwipeState, 'members' | 'match'>, userId: string, restaurantId: string): SwipeResult {
  const solo = state.members.length < 2;
  const userCompleted = state.members.some((member) => member.userId === userId && member.completed);
  return {
    solo,
    userCompleted,
    waitingForPartner: !solo && userCompleted && !over,
    bothCompleted: !solo && over,
    match: state.match,
    restaurantId,
  };
}
