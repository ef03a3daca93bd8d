import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every AI answer by what produced it: the key is a hash of kind + provider + model + normalised input,
 * so the same question is never generated twice (across instances and restarts). The value is the
 * validated output as JSON; rows are never updated, only inserted once.
 */
export const aiCache = pgTable('ai_cache', {
  key: text('key').primaryKey(),
  /** 'description', 'insights', 'compromises', 'solo-insights', 'discover': for inspection and pruning. */
  kind: text('kind').notNull(),
  provider: text('provider').notNull(),
  model: text('model').notNull(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AiCacheRow = typeof aiCache.$inferSelect;
