import type { Notification } from '@forkcast/contracts';
import type { NotificationRow } from '../../db/schema';

/** The one mapping from a notifications row to the contract the bell reads. */
export function toNotificationView(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    data: row.data ?? null,
  };
}
