import type { SubscriptionTier } from '@forkcast/shared-ui/contracts';

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
