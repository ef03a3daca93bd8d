import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Mail that would have been sent, when no SMTP server is configured (development and tests). */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_outbox_created_at_idx').on(table.createdAt)],
);

export type DevOutboxRow = typeof devOutbox.$inferSelect;
