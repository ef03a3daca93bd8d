import { Router } from 'express';
import { z } from 'zod';
import { BadRequestError } from '../../errors';
import { currentUserId, requireUser } from '../../middleware/require-user';
import { parseSessionId } from '../../request-params';
import type { AiApiService } from './ai-api.service';

/** Same rule as GET /api/restaurants/:id: ids carry their source and arrive URL-encoded ('osm%3Anode%2F123'). */
const placeIdSchema = z.string().trim().min(1).max(300);
/** docs/product.md › API: the compromise call sends `{}`; anything but a JSON object is bad input. */
const compromiseBodySchema = z.object({}, { message: 'Body must be a JSON object' });

export function createAiRouter(ai: AiApiService): Router {
  const router = Router();

  router.get('/restaurants/:id/insights', requireUser, async (req, res) => {
    const id = placeIdSchema.safeParse(req.params.id);
    if (!id.success) throw new BadRequestError('Invalid restaurant id');
    res.json(await ai.restaurantInsights(currentUserId(req), id.data));
  });

  router.post('/sessions/:id/compromise', requireUser, async (req, res) => {
    const sessionId = parseSessionId(req.params.id);
    compromiseBodySchema.parse(req.body ?? {});
    res.json(await ai.compromises(currentUserId(req), sessionId));
  });

  router.get('/sessions/:id/insights', requireUser, async (req, res) => {
    const sessionId = parseSessionId(req.params.id);
    res.json(await ai.soloInsights(currentUserId(req), sessionId));
  });

  return router;
}
