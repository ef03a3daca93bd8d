import type Stripe from 'stripe';
import { z } from 'zod';
import type { StripeConfig } from '../../../config';
import { BadRequestError } from '../../../errors';
import type { Logger } from '../../../logger';
import type { SubscriptionChanges } from '../apply-subscription-change';
import type { SubscriptionsRepository } from '../subscriptions.repository';
import { stripeCustomerId, stripePeriodEnd, stripePlan, stripeStatus } from './stripe-subscription';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

const userIdSchema = z.uuid();

/**
 * POST /api/subscriptions/webhook: the only thing that grants or removes premium in Stripe mode.
 * The signature is checked on the raw bytes; every subscription snapshot goes through
 * applySubscriptionChange, which drops redeliveries (event id) and states older than the stored one.
 */
export class StripeWebhook {
  constructor(
    private readonly stripe: Stripe,
    private readonly config: StripeConfig,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly changes: SubscriptionChanges,
    private readonly logger: Logger,
  ) {}

  async handle(rawBody: Buffer, signature: string | undefined): Promise<void> {
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('missing signature');
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      throw new BadRequestError('Invalid Stripe signature');
    }
    if (!SUBSCRIPTION_EVENTS.has(event.type)) return;

    const subscription = event.data.object as Stripe.Subscription;
    const plan = stripePlan(subscription, this.config);
    const userId = await this.userOf(subscription);
    if (!plan || !userId) {
      this.logger.warn({ eventId: event.id, subscription: subscription.id }, 'stripe event for an unknown user or price ignored');
      return;
    }
    const outcome = await this.changes.applySubscriptionChange(
      {
        userId,
        source: 'stripe',
        plan,
        status: stripeStatus(subscription.status),
        // A cancellation scheduled with `cancel_at` (newer portals) ends access then, like one at period end.
        currentPeriodEnd: subscription.cancel_at ? new Date(subscription.cancel_at * 1000) : stripePeriodEnd(subscription),
        cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at),
        providerCustomerId: stripeCustomerId(subscription),
        providerSubscriptionId: subscription.id,
        occurredAt: new Date(event.created * 1000),
      },
      { provider: 'stripe', id: event.id, type: event.type },
    );
    // An upgrade is bought as a new subscription: stop billing the one it replaces.
    const replaced = outcome.applied ? outcome.replaced : null;
    if (replaced?.source === 'stripe' && replaced.providerSubscriptionId) {
      await this.stripe.subscriptions.cancel(replaced.providerSubscriptionId, { prorate: true }).catch((error: unknown) => {
        this.logger.error({ err: error, subscription: replaced.providerSubscriptionId }, 'could not cancel the replaced subscription');
      });
    }
  }

  private async userOf(subscription: Stripe.Subscription): Promise<string | undefined> {
    const fromMetadata = userIdSchema.safeParse(subscription.metadata?.userId);
    if (fromMetadata.success) return fromMetadata.data.toLowerCase();
    const row = await this.subscriptions.findByProviderIds('stripe', subscription.id, stripeCustomerId(subscription));
    return row?.userId;
  }
}
