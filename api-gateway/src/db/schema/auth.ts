import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { sql } from 'drizzle-orm';

/**
 * E-mail sign-in codes. Only an HMAC of the code is kept, never the code itself. Each is bound to the
 * client that asked for it (a SHA-256 of its pre-sign-in cookie, modules/auth/sign-in-client.ts): one live
 * code per address and client, and only that client can spend its tries.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Null only on codes from before the binding: no client matches them. */
    clientHash: text('client_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('otp_codes_email_idx').on(table.email)],
);

export type OtpCodeRow = typeof otpCodes.$inferSelect;

/**
 * A pending e-mail change: the new address becomes the account's only when the code mailed to it is
 * entered. One per account (a new request replaces it). Only an HMAC of the code is kept. When the new
 * address belongs to someone else no usable code exists (its owner got a notice), so every guess fails.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('email_changes_user_unique').on(table.userId)],
);

export type EmailChangeRow = typeof emailChanges.$inferSelect;
