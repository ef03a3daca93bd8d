import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** express-session rows (cookie sessions), on the same database as everything else. */
export const httpSessions = pgTable(
  'http_sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('http_sessions_expires_at_idx').on(table.expiresAt)],
);
