import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Preferences, SubscriptionTier } from '@forkcast/contracts';

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // Always stored lower-cased by the services, so the unique index is also case-insensitive in practice.
    email: text('email').notNull(),
    // When the address was last proven: a sign-in code, Google with email_verified, or a confirmed change.
    // Null for accounts from before verification was recorded; Google links only to verified addresses.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    profileImageUrl: text('profile_image_url'),
    oauthProvider: text('oauth_provider'),
    oauthSubject: text('oauth_subject'),
    isAdmin: boolean('is_admin').notNull().default(false),
    subscriptionTier: text('subscription_tier').$type<SubscriptionTier>().notNull().default('free'),
    preferences: jsonb('preferences').$type<Preferences>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_oauth_unique').on(table.oauthProvider, table.oauthSubject),
  ],
);

export type UserRow = typeof users.$inferSelect;
