import { z } from 'zod';
import { subscriptionTierSchema } from './user';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_SOURCES, SUBSCRIPTION_STATUSES } from '../domain/subscription';
export * from '../domain/subscription';

export const subscriptionPlanSchema = z.enum(SUBSCRIPTION_PLANS);

/** POST /api/subscriptions/create-checkout */
export const createCheckoutSchema = z.object({ plan: subscriptionPlanSchema }).strict();
export type CreateCheckoutInput = z.infer<typeof createCheckoutSchema>;

/** The checkout answer: the browser is sent to `url`. An answer without one counts as a failure. */
export const checkoutSessionSchema = z.object({ url: z.string().min(1) });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const subscriptionSourceSchema = z.enum(SUBSCRIPTION_SOURCES);
export type SubscriptionSource = z.infer<typeof subscriptionSourceSchema>;

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
