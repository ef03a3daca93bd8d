import Stripe from 'stripe';
import type { StripeConfig } from '../../../config';

/** The one Stripe client; `STRIPE_API_URL` sends its calls elsewhere (a recording server in tests). */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(config.api ?? {}),
  });
}
