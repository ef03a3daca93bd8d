import type Stripe from 'stripe';
import type { SubscriptionPlan, SubscriptionStatus } from '@forkcast/contracts';
import type { StripeConfig } from '../../../config';

/** Since API version 2025-03-31 the period lives on the subscription items; older objects carry it on top. */
export function stripePeriodEnd(subscription: Stripe.Subscription): Date | null {
  const fromItem = subscription.items?.data?.[0]?.current_period_end;
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const seconds = fromItem ?? legacy;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

/** Stripe's subscription states in ours: trialing counts as active, past_due keeps access while Stripe retries. */
export function stripeStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'canceled':
      return 'canceled';
    default:
      // incomplete, incomplete_expired, unpaid, paused: not paid for.
      return 'expired';
  }
}

/** The plan from the price the subscription bills; the checkout metadata as a fallback. */
export function stripePlan(subscription: Stripe.Subscription, config: StripeConfig): SubscriptionPlan | null {
  const priceId = subscription.items?.data?.[0]?.price?.id;
  if (priceId === config.priceAnnual) return 'annual';
  if (priceId === config.priceMonthly) return 'monthly';
  const fromMetadata = subscription.metadata?.plan;
  return fromMetadata === 'annual' || fromMetadata === 'monthly' ? fromMetadata : null;
}

export function stripeCustomerId(subscription: Stripe.Subscription): string | null {
  const customer = subscription.customer;
  if (typeof customer === 'string') return customer;
  return customer?.id ?? null;
}
