import type { SubscriptionPlan } from '@forkcast/shared-ui/contracts';
import type { SubscriptionRow } from '../../../db/schema';

export interface CheckoutCustomer {
  id: string;
  email: string;
}

/**
 * Who sells web subscriptions: Stripe, or the offline dev checkout. Neither grants anything here:
 * grants arrive through applySubscriptionChange (Stripe's webhook, the dev pages' Pay button).
 */
export interface WebBillingProvider {
  readonly source: 'stripe' | 'dev';
  /** Where the browser pays for `plan`. `current` is the user's subscription row, if any. */
  checkoutUrl(customer: CheckoutCustomer, plan: SubscriptionPlan, current: SubscriptionRow | undefined): Promise<string>;
  /** Where the browser manages `subscription` (a row of this provider's source). */
  portalUrl(subscription: SubscriptionRow): Promise<string>;
  /** Sets cancel-at-period-end; answers the period end access lasts until. */
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<{ currentPeriodEnd: Date | null }>;
}
