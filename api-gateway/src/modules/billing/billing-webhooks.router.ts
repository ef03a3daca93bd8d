import express, { Router } from 'express';
import { z } from 'zod';
import { NotFoundError } from '../../errors';
import type { AppStoreNotifications } from './providers/app-store-notifications';
import type { StripeWebhook } from './providers/stripe-webhook';

const appleBodySchema = z.object({ signedPayload: z.string().min(1).max(200_000) });

/**
 * Provider-to-server calls. Mounted before the API's JSON parser and CSRF guard: Stripe's signature
 * covers the raw bytes, and neither provider is a browser (they are authenticated by signatures instead).
 * Without a configured provider its path answers 404.
 */
export function createBillingWebhooksRouter(deps: {
  stripe: StripeWebhook | undefined;
  appStore: AppStoreNotifications | undefined;
}): Router {
  const router = Router();

  router.post('/subscriptions/webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    if (!deps.stripe) throw new NotFoundError();
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    await deps.stripe.handle(body, req.get('stripe-signature'));
    res.json({ received: true });
  });

  router.post('/subscriptions/apple/notifications', express.json({ limit: '1mb' }), async (req, res) => {
    if (!deps.appStore) throw new NotFoundError();
    const { signedPayload } = appleBodySchema.parse(req.body ?? {});
    await deps.appStore.handle(signedPayload);
    res.json({ received: true });
  });

  return router;
}
