import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notifications, type NotificationRow } from '../../db/schema';

export interface NewNotification {
  userId: string;
  type: string;
  data: Record<string, unknown> | null;
}

export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /** Takes the caller's transaction so a notification is written together with what it announces. */
  async insertMany(tx: Db, rows: readonly NewNotification[]): Promise<NotificationRow[]> {
    if (rows.length === 0) return [];
    return tx.insert(notifications).values([...rows]).returning();
  }

  async listForUser(userId: string, limit: number): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  }

  /** Marks one of the user's notifications read; undefined when it is not theirs (or doesn't exist). */
  async markRead(id: string, userId: string): Promise<NotificationRow | undefined> {
    const [row] = await this.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    return row;
  }

  async markAllRead(userId: string): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return rows.length;
  }
}
