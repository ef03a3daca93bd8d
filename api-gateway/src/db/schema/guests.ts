import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { swipeSessions } from './swipe-sessions';
import { users } from './users';

/**
 * A link that lets people without an account into one partner or group session (issue 43). Only the
 * SHA-256 of its token is kept, as for partner invite links: a database leak gives no usable links.
 */
export const guestLinks = pgTable(
  'guest_links',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => swipeSessions.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** How many guests came in by it: a link is used up at GUEST_LINK_MAX_JOINS. */
    joins: integer('joins').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('guest_links_session_idx').on(table.sessionId)],
);

/**
 * A guest: a `users` row with no e-mail of its own that swipes as a member of exactly one session (so the
 * match rule, progress and the live room count it like anyone else), reached by the guest cookie whose
 * SHA-256 is `cookie_hash`. Deleting the user deletes the guest, its membership and its swipes.
 */
export const sessionGuests = pgTable(
  'session_guests',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => swipeSessions.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id').references(() => guestLinks.id, { onDelete: 'set null' }),
    cookieHash: text('cookie_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('session_guests_session_idx').on(table.sessionId)],
);

export type GuestLinkRow = typeof guestLinks.$inferSelect;
export type SessionGuestRow = typeof sessionGuests.$inferSelect;
