import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SubscriptionPlan, SubscriptionSource, SubscriptionStatus } from '@forkcast/contracts';
import { users } from './users';

/**
 * A user's current subscription, one row per user, written only by applySubscriptionChange (billing
 * module). `state_at` is the provider's time of the state stored here: an event older than it is stale.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<SubscriptionPlan>().notNull(),
    source: text('source').$type<SubscriptionSource>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_provider_subscription_idx').on(table.source, table.providerSubscriptionId),
    index('subscriptions_provider_customer_idx').on(table.source, table.providerCustomerId),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Provider events already handled (Stripe event ids, App Store notificationUUIDs): redeliveries are no-ops. */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    provider: text('provider').$type<SubscriptionSource>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('billing_events_provider_event_unique').on(table.provider, table.eventId)],
);

/**
 * Single-use tokens of the offline dev checkout and portal pages, bound to the user who asked for them.
 * Only a hash is stored: the token itself travels in the page URL.
 */
export const devBillingTokens = pgTable('dev_billing_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'checkout' | 'portal'>().notNull(),
  plan: text('plan').$type<SubscriptionPlan>(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DevBillingTokenRow = typeof devBillingTokens.$inferSelect;
