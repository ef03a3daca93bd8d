import type { SubscriptionTier } from '@forkcast/shared-ui/contracts';

/**
 * Spec §6: free and monthly users may have 1 partner, annual/premium unlimited. The limit follows the
 * user's own tier: premium shared by a partner lifts the session limit, not the partner limit (otherwise
 * a free user linked to a monthly subscriber would get more partners than the subscriber has).
 */
export function partnerLimit(tier: SubscriptionTier): number {
  return tier === 'free' || tier === 'monthly' ? 1 : Number.POSITIVE_INFINITY;
}

/** A paid tier of the user's own (any tier but free). */
export const hasOwnPremium = (tier: SubscriptionTier): boolean => tier !== 'free';

export function partnerLimitMessage(tier: SubscriptionTier): string {
  return tier === 'monthly'
    ? 'Monthly subscribers can have 1 partner. Upgrade to Annual for unlimited!'
    : 'Free users can have 1 partner. Upgrade to Premium for unlimited!';
}
