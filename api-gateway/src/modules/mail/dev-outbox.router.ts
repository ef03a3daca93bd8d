import { Router } from 'express';
import { z } from 'zod';
import { loopbackOnly } from '../../middleware/loopback-only';
import type { DevOutboxRepository } from './dev-outbox.repository';

const querySchema = z.object({ to: z.string().trim().toLowerCase().optional() });

/**
 * GET /api/dev/outbox — the latest 50 messages, newest first. Never mounted in production, and it answers
 * this machine only: to anyone else it does not exist (it lists everyone's sign-in codes).
 */
export function createDevOutboxRouter(outbox: DevOutboxRepository): Router {
  const router = Router();
  router.get('/dev/outbox', loopbackOnly, async (req, res) => {
    const { to } = querySchema.parse(req.query);
    const rows = await outbox.latest(50, to || undefined);
    res.json(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
  });
  return router;
}
