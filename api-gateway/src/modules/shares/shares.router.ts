import { Router } from 'express';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { currentUserId, requireUser } from '../../middleware/require-user';
import { linkOrigin } from '../../request-origin';
import { parseSessionId } from '../../request-params';
import type { SharesService } from './shares.service';

const shareBodySchema = z.object({}, { message: 'Body must be a JSON object' });

/** POST /api/sessions/:id/share {} → { url }: the session's public result link. */
export function createSharesRouter(shares: SharesService, config: Pick<AppConfig, 'publicUrl' | 'hasExplicitPublicUrl'>): Router {
  const router = Router();
  router.post('/sessions/:id/share', requireUser, async (req, res) => {
    const sessionId = parseSessionId(req.params.id);
    shareBodySchema.parse(req.body ?? {});
    res.json(await shares.link(currentUserId(req), sessionId, linkOrigin(req, config)));
  });
  return router;
}
