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

  /**
   * Takes the caller's transaction so a notification is written together with what it announces. A row
   * whose type is in `oncePerSession` is left out when its (user, type, `data.sessionId`) was written
   * before: decided in the same statement, so a swipe's last card costs no extra read.
   */
  async insertMany(tx: Db, rows: readonly NewNotification[], oncePerSession: ReadonlySet<string>): Promise<NotificationRow[]> {
    if (rows.length === 0) return [];
    const input = JSON.stringify(
      rows.map((row) => ({ user_id: row.userId, type: row.type, data: row.data, once: oncePerSession.has(row.type) })),
    );
    return tx
      .insert(notifications)
      .select(
        tx
          // drizzle's INSERT … SELECT names every column, in the table's order (the defaults as the table has them).
          .select({
            id: sql<string>`gen_random_uuid()`.as('id'),
            userId: sql<string>`r.user_id`.as('user_id'),
            type: sql<string>`r.type`.as('type'),
            data: sql`r.data`.as('data'),
            readAt: sql`null::timestamptz`.as('read_at'),
            createdAt: sql`now()`.as('created_at'),
          })
          // A lateral lookup with a limit, so each row is one index probe on the user's notices (an EXISTS
          // here is planned as a hashed subplan: a scan of the whole table on every call).
          .from(
            sql`json_to_recordset(${input}::json) as r(user_id uuid, type text, data jsonb, once boolean)
              left join lateral (
                select 1 as found from ${notifications} n
                where r.once and n.user_id = r.user_id and n.type = r.type and n.data ->> 'sessionId' = r.data ->> 'sessionId'
                limit 1
              ) sent on true`,
          )
          .where(sql`sent.found is null`),
      )
      .returning();
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
