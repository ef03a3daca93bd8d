import { z } from 'zod';
import { subscriptionTierSchema } from './user';

/** The two web plans sold through checkout (docs/product.md › Screens › Subscribe, › Limits and constants). */
export const SUBSCRIPTION_PLANS = ['monthly', 'annual'] as const;
export const subscriptionPlanSchema = z.enum(SUBSCRIPTION_PLANS);
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** POST /api/subscriptions/create-checkout */
export const createCheckoutSchema = z.object({ plan: subscriptionPlanSchema }).strict();
export type CreateCheckoutInput = z.infer<typeof createCheckoutSchema>;

/** The checkout answer: the browser is sent to `url`. An answer without one counts as a failure. */
export const checkoutSessionSchema = z.object({ url: z.string().min(1) });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** Where a subscription was bought: web checkout (Stripe, or the offline dev checkout) or the App Store. */
export const SUBSCRIPTION_SOURCES = ['stripe', 'apple', 'dev'] as const;
export const subscriptionSourceSchema = z.enum(SUBSCRIPTION_SOURCES);
export type SubscriptionSource = z.infer<typeof subscriptionSourceSchema>;

/**
 * A subscription's state as every provider's events are normalised to it. `active` and `past_due`
 * (a renewal being retried, still entitled) grant the plan; the others don't.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled', 'expired', 'revoked'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * GET /api/subscriptions/status. `tier` is the effective tier at the time of the request (a cancelled
 * subscription past its period end reads free). plan/source/status/expiresAt describe the user's latest
 * subscription, null when they never had one.
 */
export const subscriptionStatusResponseSchema = z.object({
  tier: subscriptionTierSchema,
  plan: subscriptionPlanSchema.nullable(),
  source: subscriptionSourceSchema.nullable(),
  status: subscriptionStatusSchema.nullable(),
  expiresAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  hasPremiumViaPartner: z.boolean(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

/** POST /api/subscriptions/portal and /cancel take an empty object. */
export const subscriptionActionSchema = z.object({}).strict();

/** POST /api/subscriptions/portal answer: the browser is sent to `url`. */
export const billingPortalSchema = z.object({ url: z.string().min(1) });
export type BillingPortal = z.infer<typeof billingPortalSchema>;

/** POST /api/subscriptions/cancel answer (docs/product.md › Entities): access is kept until currentPeriodEnd. */
export const cancelSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  currentPeriodEnd: z.string().nullable(),
});
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;

/** Where App Store subscribers manage their subscription (the server can't cancel those). */
export const APP_STORE_SUBSCRIPTIONS_URL = 'https://apps.apple.com/account/subscriptions';

/** docs/product.md › Limits and constants (prices), as the web checkout pages print them. */
export const PLAN_PRICE_LABELS: Record<SubscriptionPlan, string> = { monthly: '$9.99/month', annual: '$79.99/year' };
