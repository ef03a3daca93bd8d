import { z } from 'zod';

/** The two web plans sold through checkout (spec §2 /subscribe, §9 prices). */
export const SUBSCRIPTION_PLANS = ['monthly', 'annual'] as const;
export const subscriptionPlanSchema = z.enum(SUBSCRIPTION_PLANS);
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** POST /api/subscriptions/create-checkout */
export const createCheckoutSchema = z.object({ plan: subscriptionPlanSchema }).strict();
export type CreateCheckoutInput = z.infer<typeof createCheckoutSchema>;

/** The checkout answer: the browser is sent to `url`. An answer without one counts as a failure. */
export const checkoutSessionSchema = z.object({ url: z.string().min(1) });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
