import { Router } from 'express';
import { createCheckoutSchema, subscriptionActionSchema } from '@forkcast/contracts';
import { currentUserId, requireUser } from '../../middleware/require-user';
import type { SubscriptionStatusService } from './subscription-status.service';

/** /api/subscriptions/*: the signed-in user's own subscription (no user id in the path: always self). */
export function createBillingRouter(billing: SubscriptionStatusService): Router {
  const router = Router();

  router.get('/subscriptions/status', requireUser, async (req, res) => {
    res.json(await billing.status(currentUserId(req)));
  });

  router.post('/subscriptions/create-checkout', requireUser, async (req, res) => {
    const { plan } = createCheckoutSchema.parse(req.body ?? {});
    res.json(await billing.createCheckout(currentUserId(req), plan));
  });

  router.post('/subscriptions/portal', requireUser, async (req, res) => {
    subscriptionActionSchema.parse(req.body ?? {});
    res.json(await billing.portal(currentUserId(req)));
  });

  router.post('/subscriptions/cancel', requireUser, async (req, res) => {
    subscriptionActionSchema.parse(req.body ?? {});
    res.json(await billing.cancel(currentUserId(req)));
  });

  return router;
}
