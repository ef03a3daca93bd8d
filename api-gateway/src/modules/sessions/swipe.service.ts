import type { Restaurant, SwipeRequest, SwipeResult } from '@forkcast/shared-ui/contracts';
import type { Db } from '../../db/database';
import type { NotificationRow, SwipeSessionMemberRow, SwipeSessionRow } from '../../db/schema';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { Logger } from '../../logger';
import type { SoloLikeSaver } from '../favorites/favorites.service';
import type { LiveEvents } from '../live/live-events';
import { toNotificationView } from '../notifications/notification-view';
import type { NewNotification, NotificationsRepository } from '../notifications/notifications.repository';
import type { SessionsRepository } from './sessions.repository';

/** What happened in one swipe transaction, pushed live only after it committed. */
type LiveEffect =
  | { kind: 'partner_swipe'; position: number }
  | { kind: 'partner_completed' }
  | { kind: 'match'; restaurant: Restaurant }
  | { kind: 'no_match' };

interface SwipeOutcome {
  result: SwipeResult;
  effects: LiveEffect[];
  notifications: NotificationRow[];
}

/**
 * One swipe, with the session's rules: idempotent per (session, user, restaurant); the first restaurant
 * both partners like is the match, decided exactly once (every swipe of a session takes the session row
 * lock, and the match is a conditional UPDATE); finishing completes the session. Notifications are
 * written in the same transaction; live events go out after commit and can never fail the request.
 */
export class SwipeService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly notifications: NotificationsRepository,
    private readonly live: LiveEvents,
    private readonly now: () => Date,
    private readonly logger: Logger,
    private readonly soloLikes: SoloLikeSaver,
  ) {}

  async swipe(sessionId: string, userId: string, input: Omit<SwipeRequest, 'userId'>): Promise<SwipeResult> {
    const outcome = await this.sessions.transaction((tx) => this.swipeInTransaction(tx, sessionId, userId, input));
    this.publish(sessionId, userId, input, outcome);
    return outcome.result;
  }

  private async swipeInTransaction(
    tx: Db,
    sessionId: string,
    userId: string,
    input: Omit<SwipeRequest, 'userId'>,
  ): Promise<SwipeOutcome> {
    let session = await this.sessions.lockSession(tx, sessionId);
    if (!session) throw new NotFoundError('Session not found');
    let members = await this.sessions.members(sessionId, tx);
    const me = members.find((member) => member.userId === userId);
    if (!me) throw new ForbiddenError('You are not part of this session');
    const card = await this.sessions.deckCard(tx, sessionId, input.restaurantId);
    if (!card) throw new BadRequestError('Restaurant is not in this session');

    const unchanged = async (): Promise<SwipeOutcome> => ({
      result: await this.result(tx, session!, members, userId, input.restaurantId),
      effects: [],
      notifications: [],
    });
    // A repeat (retry, double tap) answers the current outcome and changes nothing, even after the end.
    if (await this.sessions.findSwipe(tx, sessionId, userId, input.restaurantId)) return unchanged();
    if (session.status !== 'active') throw new ConflictError('Session already completed');

    const inserted = await this.sessions.insertSwipe(tx, {
      sessionId,
      userId,
      restaurantId: card.placeId,
      action: input.action,
      // The deck's position is the truth; the client's is only a hint.
      position: card.position,
    });
    if (!inserted) return unchanged();

    const now = this.now();
    const effects: LiveEffect[] = [{ kind: 'partner_swipe', position: card.position }];
    const written: NewNotification[] = [];
    const deckSize = await this.sessions.deckSize(tx, sessionId);
    const userCompleted = (await this.sessions.countSwipes(tx, sessionId, userId)) >= deckSize;
    if (userCompleted) await this.sessions.markMemberCompleted(tx, sessionId, userId, now);
    const partner = members.find((member) => member.userId !== userId);

    if (!partner) {
      // Spec: a like in a solo session is saved as a favourite, in the swipe's transaction (idempotent).
      if (input.action === 'like') await this.soloLikes.saveSoloLike(tx, userId, card.restaurant);
      if (userCompleted) await this.sessions.complete(tx, sessionId, now);
    } else {
      const matched =
        input.action === 'like' &&
        (await this.sessions.hasLiked(tx, sessionId, partner.userId, card.placeId)) &&
        (await this.sessions.setMatch(tx, sessionId, card.placeId, now));
      if (matched) {
        const data = { sessionId, restaurantName: card.restaurant.name, restaurantId: card.placeId };
        for (const member of members) written.push({ userId: member.userId, type: 'session_match', data });
        effects.push({ kind: 'match', restaurant: card.restaurant });
      } else if (userCompleted && partner.completedAt) {
        if (await this.sessions.complete(tx, sessionId, now)) {
          for (const member of members) written.push({ userId: member.userId, type: 'session_no_match', data: { sessionId } });
          effects.push({ kind: 'no_match' });
        }
      } else if (userCompleted) {
        written.push({ userId: partner.userId, type: 'partner_completed', data: { sessionId } });
        effects.push({ kind: 'partner_completed' });
      }
    }

    const notifications = await this.notifications.insertMany(tx, written);
    session = (await this.sessions.findById(sessionId, tx)) ?? session;
    members = await this.sessions.members(sessionId, tx);
    return { result: await this.result(tx, session, members, userId, input.restaurantId), effects, notifications };
  }

  private async result(
    tx: Db,
    session: SwipeSessionRow,
    members: readonly SwipeSessionMemberRow[],
    userId: string,
    restaurantId: string,
  ): Promise<SwipeResult> {
    const solo = members.length < 2;
    const me = members.find((member) => member.userId === userId);
    const over = session.status !== 'active';
    const match = session.matchedRestaurantId
      ? ((await this.sessions.deckCard(tx, session.id, session.matchedRestaurantId))?.restaurant ?? null)
      : null;
    const userCompleted = Boolean(me?.completedAt);
    return {
      solo,
      userCompleted,
      waitingForPartner: !solo && userCompleted && !over,
      bothCompleted: !solo && over,
      match,
      restaurantId,
    };
  }

  private publish(sessionId: string, userId: string, input: Omit<SwipeRequest, 'userId'>, outcome: SwipeOutcome): void {
    try {
      for (const effect of outcome.effects) {
        switch (effect.kind) {
          case 'partner_swipe':
            this.live.toSession(sessionId, 'partner_swipe', {
              sessionId,
              userId,
              restaurantId: input.restaurantId,
              action: input.action,
              position: effect.position,
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
      for (const row of outcome.notifications) {
        this.live.toUser(row.userId, 'notification', { notification: toNotificationView(row) });
      }
    } catch (error) {
      this.logger.warn({ err: error, sessionId }, 'live delivery failed');
    }
  }
}
