import { Router } from 'express';
import { randomRestaurantRequestSchema, type RandomRestaurantResponse } from '@forkcast/contracts';
import { requireUser } from '../../middleware/require-user';
import type { RandomizerService } from './randomizer.service';

/** POST /api/restaurants/random → { restaurant }, or { restaurant: null, empty } saying why nothing matched. */
export function createRandomizerRouter(randomizer: RandomizerService): Router {
  const router = Router();

  router.post('/restaurants/random', requireUser, async (req, res) => {
    const input = randomRestaurantRequestSchema.parse(req.body ?? {});
    const answer: RandomRestaurantResponse = await randomizer.pick(input);
    res.json(answer);
  });

  return router;
}
