import { sql, type SQL } from 'drizzle-orm';
import type { SubscriptionPlan, SubscriptionStatus, SubscriptionTier } from '@forkcast/shared-ui/contracts';
import { subscriptions, users, type SubscriptionRow } from '../../db/schema';

/**
 * Entitlements: the one place that says which tier a subscription gives and until when. Partner and
 * session limits themselves live with their features (partnerships/tier-rules.ts, sessions).
 */

/** States that grant the plan: `past_due` is a renewal being retried, access continues meanwhile. */
export const ENTITLING_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['active', 'past_due']);

export const tierOfPlan = (plan: SubscriptionPlan): SubscriptionTier => plan;

/** What a tier set without a subscription row (admin, legacy 'premium') reads as for the status card. */
export function planOfTier(tier: SubscriptionTier): SubscriptionPlan | null {
  if (tier === 'free') return null;
  return tier === 'monthly' ? 'monthly' : 'annual';
}

type Entitlement = Pick<SubscriptionRow, 'plan' | 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>;

/**
 * The plan a subscription grants at `at`, or null. A subscription set to cancel at its period end stops
 * granting exactly then, without anything having to run at that moment (see effectiveTierSql).
 */
export function entitledPlan(subscription: Entitlement, at: Date): SubscriptionPlan | null {
  if (!ENTITLING_STATUSES.has(subscription.status)) return null;
  if (subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd && subscription.currentPeriodEnd <= at) return null;
  return subscription.plan;
}

export const tierAt = (subscription: Entitlement, at: Date): SubscriptionTier => {
  const plan = entitledPlan(subscription, at);
  return plan ? tierOfPlan(plan) : 'free';
};

/**
 * `users.subscription_tier` as of `at`, for any query over `users`: the stored tier (written by
 * applySubscriptionChange) unless the user's subscription has since run out at its period end: the
 * read-time half of entitledPlan, so access ends at the period end without a cron.
 */
export function effectiveTierSql(at: Date): SQL<SubscriptionTier> {
  return sql<SubscriptionTier>`case when exists (
    select 1 from ${subscriptions}
    where ${subscriptions.userId} = ${users.id}
      and ${subscriptions.cancelAtPeriodEnd}
      and ${subscriptions.currentPeriodEnd} <= ${at.toISOString()}::timestamptz
  ) then 'free' else ${users.subscriptionTier} end`;
}
