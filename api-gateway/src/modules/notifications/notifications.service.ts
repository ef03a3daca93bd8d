import type { Notification } from '@forkcast/contracts';
import type { Db } from '../../db/database';
import type { NotificationRow } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { toNotificationView } from './notification-view';
import { sessionNoticeKey, type NewNotification, type NotificationsRepository } from './notifications.repository';

export type { NewNotification } from './notifications.repository';

/** The bell shows the newest entries; older ones stay in the table but are not listed. */
export const NOTIFICATION_LIST_LIMIT = 50;

/**
 * Notices a user gets at most once per session (`data.sessionId`), however often what they announce
 * happens again: undoing the last card and swiping it again finishes the deck again (issue 27).
 */
const ONCE_PER_SESSION: ReadonlySet<string> = new Set(['partner_completed']);

export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  /**
   * Writes notifications inside the caller's transaction (a swipe's match, an accepted invite), so they
   * exist exactly when what they announce does: one INSERT, and a read first only for a once-per-session
   * notice, leaving out those already sent. The swipe path holds its session's row lock, so two
   * transactions of one session can't both find none.
   */
  async addInTransaction(tx: Db, rows: readonly NewNotification[]): Promise<NotificationRow[]> {
    const once = rows.filter((row) => ONCE_PER_SESSION.has(row.type));
    if (once.length === 0) return this.notifications.insertMany(tx, rows);
    const sent = await this.notifications.sessionNoticesSent(tx, once);
    const fresh = rows.filter((row) => !ONCE_PER_SESSION.has(row.type) || !sent.has(sessionNoticeKey(row.userId, row.type, row.data?.sessionId)));
    return this.notifications.insertMany(tx, fresh);
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
