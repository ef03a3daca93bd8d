import { deletePushSubscriptionSchema, pushSettingsPatchSchema, pushSubscriptionSchema } from '@forkcast/contracts';
import { Router } from 'express';
import { currentUserId, requireUser } from '../../middleware/require-user';
import type { PushService } from './push.service';

/**
 * Web Push, fixed so any client can rely on it: the public key for `pushManager.subscribe`, and the
 * signed-in person's devices; plus the switches of Settings › Notifications.
 */
export function createPushRouter(push: PushService): Router {
  const router = Router();

  // Public: it is the application server key every browser is given anyway.
  router.get('/push/vapid-public-key', async (_req, res) => {
    res.json({ publicKey: await push.publicKey() });
  });

  router.post('/push/subscriptions', requireUser, async (req, res) => {
    await push.subscribe(currentUserId(req), req.sessionID, pushSubscriptionSchema.parse(req.body ?? {}));
    res.status(201).json({ subscribed: true });
  });

  router.delete('/push/subscriptions', requireUser, async (req, res) => {
    await push.unsubscribe(currentUserId(req), deletePushSubscriptionSchema.parse(req.body ?? {}).endpoint);
    res.status(204).end();
  });

  router.get('/push/settings', requireUser, async (req, res) => {
    res.json(await push.settings(currentUserId(req)));
  });

  router.patch('/push/settings', requireUser, async (req, res) => {
    res.json(await push.updateSettings(currentUserId(req), pushSettingsPatchSchema.parse(req.body ?? {})));
  });

  return router;
}
