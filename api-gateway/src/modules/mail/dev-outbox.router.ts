import { Router } from 'express';
import { z } from 'zod';
import { loopbackOnly } from '../../middleware/loopback-only';
import type { DevOutboxService } from './dev-outbox.service';

const querySchema = z.object({ to: z.string().trim().toLowerCase().optional() });

/**
 * GET /api/dev/outbox — the latest 50 messages, newest first. Never mounted in production, and it answers
 * this machine only: to anyone else it does not exist (it lists everyone's sign-in codes).
 */
export function createDevOutboxRouter(outbox: DevOutboxService): Router {
  const router = Router();
  router.get('/dev/outbox', loopbackOnly, async (req, res) => {
    const { to } = querySchema.parse(req.query);
    res.json(await outbox.latest(to || undefined));
  });
  return router;
}
