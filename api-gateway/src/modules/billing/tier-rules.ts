import { sql, type SQL } from 'drizzle-orm';
import type { SubscriptionPlan, SubscriptionStatus, SubscriptionTier } from '@forkcast/contracts';
import { subscriptions, users, type SubscriptionRow } from '../../db/schema';

/**
 * Tier rules, all in one place: which tier a subscription gives and until when (entitlements), and what a
 * tier allows (partner limits, premium of one's own or shared by a partner). Partnerships, sessions,
 * users and billing read them from here.
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

// What a tier allows (docs/product.md › Tiers and roles).

/** docs/product.md › Tiers and roles: free and monthly users may have 1 partner, annual/premium unlimited. */
export function partnerLimit(tier: SubscriptionTier): number {
  return tier === 'free' || tier === 'monthly' ? 1 : Number.POSITIVE_INFINITY;
}

const UNLIMITED_PARTNERS: ReadonlySet<SubscriptionTier> = new Set(['annual', 'premium']);

/**
 * The tier whose partner limit applies: the user's own, lifted to annual when a live partner has
 * annual/premium of their own (docs/product.md › Tiers and roles: premium inherited through a partner has unlimited partners).
 * Only partners' *own* plans count, so inheritance never chains, and a monthly partner passes on nothing
 * more than monthly's single partner (the subscriber would otherwise have fewer than their partner).
 */
export function partnerLimitTier(own: SubscriptionTier, partnersOwnTiers: readonly SubscriptionTier[]): SubscriptionTier {
  if (UNLIMITED_PARTNERS.has(own)) return own;
  return partnersOwnTiers.some((tier) => UNLIMITED_PARTNERS.has(tier)) ? 'annual' : own;
}

/** A paid tier of the user's own (any tier but free). */
export const hasOwnPremium = (tier: SubscriptionTier): boolean => tier !== 'free';

/**
 * The plan premium shared by live partners amounts to: annual when any partner's own plan is
 * annual/premium (it lifts the partner limit too), monthly when only monthly plans are shared, else null.
 */
export function premiumViaPartnerPlan(partnersOwnTiers: readonly SubscriptionTier[]): 'monthly' | 'annual' | null {
  if (partnersOwnTiers.some((tier) => UNLIMITED_PARTNERS.has(tier))) return 'annual';
  return partnersOwnTiers.some(hasOwnPremium) ? 'monthly' : null;
}

export function partnerLimitMessage(tier: SubscriptionTier): string {
  return tier === 'monthly'
    ? 'Monthly subscribers can have 1 partner. Upgrade to Annual for unlimited!'
    : 'Free users can have 1 partner. Upgrade to Premium for unlimited!';
}
