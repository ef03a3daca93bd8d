import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
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
    return tx
      .insert(notifications)
      .values([...rows])
      .returning();
  }

  /** Which of these (user, type, session) notices were written before, as `sessionNoticeKey`s. */
  async sessionNoticesSent(tx: Db, rows: readonly NewNotification[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const sessionId = sql<string>`${notifications.data} ->> 'sessionId'`;
    const found = await tx
      .select({ userId: notifications.userId, type: notifications.type, sessionId })
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, [...new Set(rows.map((row) => row.userId))]),
          inArray(notifications.type, [...new Set(rows.map((row) => row.type))]),
          inArray(sessionId, [...new Set(rows.map((row) => String(row.data?.sessionId)))]),
        ),
      );
    return new Set(found.map((row) => sessionNoticeKey(row.userId, row.type, row.sessionId)));
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

export const sessionNoticeKey = (userId: string, type: string, sessionId: unknown): string => `${userId}|${type}|${String(sessionId)}`;
