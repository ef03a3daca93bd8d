import { Router } from 'express';
import { z } from 'zod';
import { addSpotlightSchema, markVisitedSchema, spotlightListQuerySchema } from '@forkcast/contracts';
import { BadRequestError } from '../../errors';
import { assertSelf, currentUserId, requireUser } from '../../middleware/require-user';
import { parseRestaurantId, parseUserId } from '../../request-params';
import type { SpotlightService } from './spotlight.service';

const entryIdSchema = z.uuid();

function parseEntryId(value: unknown): string {
  const parsed = entryIdSchema.safeParse(value);
  if (!parsed.success) throw new BadRequestError('Invalid spotlight entry id');
  return parsed.data.toLowerCase();
}

export function createSpotlightRouter(spotlight: SpotlightService): Router {
  const router = Router();

  // Discover is always the signed-in user's own: the spec's client sends no user id.
  router.get('/spotlight/new-restaurants', requireUser, async (req, res) => {
    res.json(await spotlight.discover(currentUserId(req)));
  });

  router.get('/spotlight/user/:userId', requireUser, async (req, res) => {
    const userId = parseUserId(req.params.userId);
    assertSelf(req, userId);
    const { status } = spotlightListQuerySchema.parse(req.query);
    res.json(await spotlight.list(userId, status));
  });

  router.post('/spotlight', requireUser, async (req, res) => {
    const { userId, status: _toGo, ...restaurant } = addSpotlightSchema.parse(req.body ?? {});
    assertSelf(req, userId);
    res.status(201).json(await spotlight.add({ userId: userId.toLowerCase(), ...restaurant }));
  });

  router.patch('/spotlight/:id', requireUser, async (req, res) => {
    const id = parseEntryId(req.params.id);
    const { userId } = markVisitedSchema.parse(req.body ?? {});
    assertSelf(req, userId);
    res.json(await spotlight.markVisited(userId.toLowerCase(), id));
  });

  router.delete('/spotlight/:userId/:restaurantId', requireUser, async (req, res) => {
    const userId = parseUserId(req.params.userId);
    assertSelf(req, userId);
    await spotlight.remove(userId, parseRestaurantId(req.params.restaurantId));
    res.json({ success: true });
  });

  return router;
}
