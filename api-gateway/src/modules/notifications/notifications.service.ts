import type { Notification } from '@forkcast/contracts';
import type { Db } from '../../db/database';
import type { NotificationRow } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { toNotificationView } from './notification-view';
import type { NewNotification, NotificationsRepository } from './notifications.repository';

export type { NewNotification } from './notifications.repository';

/** The bell shows the newest entries; older ones stay in the table but are not listed. */
export const NOTIFICATION_LIST_LIMIT = 50;

export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  /**
   * Writes notifications inside the caller's transaction (a swipe's match, an accepted invite), so they
   * exist exactly when what they announce does: one INSERT, no query of its own.
   */
  addInTransaction(tx: Db, rows: readonly NewNotification[]): Promise<NotificationRow[]> {
    return this.notifications.insertMany(tx, rows);
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
