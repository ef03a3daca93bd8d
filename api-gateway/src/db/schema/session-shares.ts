import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { swipeSessions } from './swipe-sessions';

/**
 * A session's public result link (/r/<token>, docs/product.md › Screens › Shared result): one per session, so
 * every member who shares it hands out the same link. The token (256 bits from the CSPRNG) is stored as it is:
 * the link must be handed out again, and what it opens is public by design (the place and first names, what
 * a member chose to share), unlike an invite token, which grants something and is kept only as its hash.
 */
export const sessionShares = pgTable(
  'session_shares',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => swipeSessions.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('session_shares_token_unique').on(table.token)],
);
