import type { Notification } from '@forkcast/contracts';
import type { Db } from '../../db/database';
import type { NotificationRow } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { toNotificationView } from './notification-view';
import { noPush, pushMessages, type PushNotifier } from './push-notifier';
import type { NewNotification, NotificationsRepository } from './notifications.repository';

export type { NewNotification } from './notifications.repository';

/** The bell shows the newest entries; older ones stay in the table but are not listed. */
export const NOTIFICATION_LIST_LIMIT = 50;

/**
 * Notices a user gets at most once per session (`data.sessionId`), however often what they announce
 * happens again: undoing the last card and swiping it again finishes the deck again.
 */
const ONCE_PER_SESSION: ReadonlySet<string> = new Set(['partner_completed']);

export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    /** Web Push to the people's devices (modules/push); none in tests that don't need it. */
    private readonly push: PushNotifier = noPush,
  ) {}

  /**
   * After the commit of what `rows` announce: the devices of the people they are for hear of a match or of
   * their partner finishing (each person's Settings › Notifications decide). Returns at once.
   */
  pushCommitted(rows: readonly NotificationRow[]): void {
    for (const row of rows) {
      const sessionId = typeof row.data?.sessionId === 'string' ? row.data.sessionId : undefined;
      if (!sessionId) continue;
      if (row.type === 'session_match' && typeof row.data?.restaurantId === 'string') {
        const name = typeof row.data.restaurantName === 'string' ? row.data.restaurantName : null;
        this.push.notify(row.userId, pushMessages.match(sessionId, row.data.restaurantId, name));
      } else if (row.type === 'partner_completed') {
        const { memberName, memberCount } = row.data ?? {};
        const group =
          typeof memberCount === 'number' ? { memberName: typeof memberName === 'string' ? memberName : null, memberCount } : undefined;
        this.push.notify(row.userId, pushMessages.partnerFinished(sessionId, group));
      }
    }
  }

  /**
   * A partner started a session with `userId` (no bell entry: home's card shows it); `memberCount` for a
   * group only. Returns at once.
   */
  pushSessionStarted(userId: string, sessionId: string, starterFirstName: string | null, memberCount?: number): void {
    this.push.notify(userId, pushMessages.partnerStarted(sessionId, starterFirstName, memberCount));
  }

  /** `userId`'s invite was accepted (the bell's partner_joined row is written in the accept). Returns at once. */
  pushInviteAccepted(userId: string, partnershipId: string, partnerFirstName: string | null): void {
    this.push.notify(userId, pushMessages.inviteAccepted(partnershipId, partnerFirstName));
  }

  /**
   * Writes notifications inside the caller's transaction (a swipe's match, an accepted invite), so they
   * exist exactly when what they announce does: one INSERT, which leaves out a once-per-session notice
   * already sent. The swipe path holds its session's row lock, so two transactions of one session can't
   * both find none.
   */
  async addInTransaction(tx: Db, rows: readonly NewNotification[]): Promise<NotificationRow[]> {
    return this.notifications.insertMany(tx, rows, ONCE_PER_SESSION);
  }

  async list(userId: string): Promise<Notification[]> {
    const rows = await this.notifications.listForUser(userId, NOTIFICATION_LIST_LIMIT);
    return rows.map(toNotificationView);
  }

  /** Another user's notification answers 404 like an unknown one, so ids can't be probed. */
  async markRead(userId: string, id: string): Promise<Notification> {
    const row = await this.notifications.markRead(id, userId);
    if (!row) throw new NotFoundError('Notification not found');
    return toNotificationView(row);
  }

  async markAllRead(userId: string): Promise<{ updated: number }> {
    return { updated: await this.notifications.markAllRead(userId) };
  }
}
