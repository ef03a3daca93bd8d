// Subscription constants (zod-free; contracts/subscription.ts holds the schemas).

/** The two web plans sold through checkout (docs/product.md › Screens › Subscribe, › Limits and constants). */
export const SUBSCRIPTION_PLANS = ['monthly', 'annual'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/** Where a subscription was bought: web checkout (Stripe, or the offline dev checkout) or the App Store. */
export const SUBSCRIPTION_SOURCES = ['stripe', 'apple', 'dev'] as const;

/**
 * A subscription's state as every provider's events are normalised to it. `active` and `past_due`
 * (a renewal being retried, still entitled) grant the plan; the others don't.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled', 'expired', 'revoked'] as const;

/** Where App Store subscribers manage their subscription (the server can't cancel those). */
export const APP_STORE_SUBSCRIPTIONS_URL = 'https://apps.apple.com/account/subscriptions';

/** docs/product.md › Limits and constants (prices), as the web checkout pages print them. */
export const PLAN_PRICE_LABELS: Record<SubscriptionPlan, string> = { monthly: '$9.99/month', annual: '$79.99/year' };
