import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Single-use partner invites: a 6-character code to read aloud and, beside it, a link token (256 bits,
 * only its SHA-256 stored) for the invite link and QR code. Either one accepts the same invite, once.
 * Codes stay unique forever (a used or expired code never comes back to mean someone else); creating a
 * new invite revokes the inviter's previous unused one, code and link together.
 */
export const partnerInvites = pgTable(
  'partner_invites',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    /** SHA-256 (hex) of the invite link's token; null for invites made before links existed. */
    tokenHash: text('token_hash'),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partner_invites_code_unique').on(table.code),
    uniqueIndex('partner_invites_token_hash_unique').on(table.tokenHash),
    index('partner_invites_inviter_idx').on(table.inviterId),
  ],
);

/**
 * Two linked users: user1 invited, user2 accepted. Removing a partnership ends it (`ended_at`) instead of
 * deleting it, so session history keeps its partner; at most one live partnership per pair.
 */
export const partnerships = pgTable(
  'partnerships',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // Null only on an ended partnership whose member deleted their account: the other member's history
    // keeps the partnership (their sessions stay partnered) without the deleted person's id.
    user1Id: uuid('user1_id').references(() => users.id, { onDelete: 'set null' }),
    user2Id: uuid('user2_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('partnerships_live_pair_unique')
      .on(sql`least(${table.user1Id}, ${table.user2Id})`, sql`greatest(${table.user1Id}, ${table.user2Id})`)
      .where(sql`${table.endedAt} is null`),
    index('partnerships_user1_idx').on(table.user1Id),
    index('partnerships_user2_idx').on(table.user2Id),
  ],
);

export type PartnerInviteRow = typeof partnerInvites.$inferSelect;
export type PartnershipRow = typeof partnerships.$inferSelect;
