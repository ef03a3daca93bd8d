import type Stripe from 'stripe';
import type { SubscriptionPlan } from '@forkcast/contracts';
import type { StripeConfig } from '../../../config';
import type { Db } from '../../../db/database';
import type { SubscriptionRow } from '../../../db/schema';
import { ConflictError, ServiceUnavailableError } from '../../../errors';
import { stripePeriodEnd } from './stripe-subscription';
import type { CheckoutCustomer, WebBillingProvider } from './web-billing-provider';

/** Web billing through Stripe Checkout, the Stripe Billing Portal and cancel-at-period-end. */
export class StripeBilling implements WebBillingProvider {
  readonly source = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly config: StripeConfig,
    private readonly publicUrl: string,
  ) {}

  async checkoutUrl(customer: CheckoutCustomer, plan: SubscriptionPlan, current: SubscriptionRow | undefined): Promise<string> {
    const existingCustomer = current?.source === 'stripe' ? current.providerCustomerId : null;
    // The user id rides on the subscription too, so its webhook events name the user without a lookup.
    const metadata = { userId: customer.id, plan };
    const session = await unavailableOnFailure(
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: plan === 'annual' ? this.config.priceAnnual : this.config.priceMonthly, quantity: 1 }],
        client_reference_id: customer.id,
        ...(existingCustomer ? { customer: existingCustomer } : { customer_email: customer.email }),
        success_url: `${this.publicUrl}/settings?checkout=success`,
        cancel_url: `${this.publicUrl}/subscribe`,
        metadata,
        subscription_data: { metadata },
      }),
    );
    if (!session.url) throw new Error('Stripe answered a checkout session without a url');
    return session.url;
  }

  async portalUrl(subscription: SubscriptionRow): Promise<string> {
    if (!subscription.providerCustomerId) throw new ConflictError('No billing account to manage');
    const session = await unavailableOnFailure(
      this.stripe.billingPortal.sessions.create({
        customer: subscription.providerCustomerId,
        return_url: `${this.publicUrl}/settings`,
      }),
    );
    return session.url;
  }

  /** Only asks Stripe: the customer.subscription.updated webhook that follows updates our row. */
  async cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<{ currentPeriodEnd: Date | null }> {
    if (!subscription.providerSubscriptionId) throw new ConflictError('No subscription to cancel');
    const updated = await unavailableOnFailure(
      this.stripe.subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: true }),
    );
    return { currentPeriodEnd: stripePeriodEnd(updated) ?? subscription.currentPeriodEnd };
  }

  /**
   * DELETE /v1/subscriptions/{id}: cancels at once, no proration, no refund. Sent without an
   * Idempotency-Key: Stripe documents DELETE as idempotent by definition (a key has no effect there),
   * and stripe-node keys POSTs only. A subscription Stripe has already ended counts as done.
   */
  async cancelNow(subscription: SubscriptionRow, _tx: Db): Promise<void> {
    const id = subscription.providerSubscriptionId;
    if (!id) return;
    try {
      await this.stripe.subscriptions.cancel(id, { cancellation_details: { comment: 'Forkcast account deleted' } });
    } catch (error) {
      if (!(await this.alreadyEnded(id, error))) throw error;
    }
  }

  /** After a refused cancel: is the subscription gone or over at Stripe (a webhook we have not seen yet)? */
  private async alreadyEnded(id: string, error: unknown): Promise<boolean> {
    const { type, code } = error as { type?: string; code?: string };
    if (type !== 'StripeInvalidRequestError') return false;
    if (code === 'resource_missing') return true;
    const current = await this.stripe.subscriptions.retrieve(id).catch(() => undefined);
    return current?.status === 'canceled' || current?.status === 'incomplete_expired';
  }
}

/** Stripe being down or refusing is the provider's failure, not ours: 503 with a message, never a 500. */
async function unavailableOnFailure<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch {
    throw new ServiceUnavailableError('Billing is temporarily unavailable. Please try again.');
  }
}
