import type { SubscriptionPlan } from '@forkcast/contracts';
import type { Db } from '../../../db/database';
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
  /**
   * Ends `subscription` now with no further charge (account deletion); resolves once the provider has
   * done it, throws otherwise. `tx` is the deletion's transaction: the only database handle usable
   * while it holds the user's row.
   */
  cancelNow(subscription: SubscriptionRow, tx: Db): Promise<void>;
}
