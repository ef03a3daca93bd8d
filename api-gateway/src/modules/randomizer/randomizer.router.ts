import { Router } from 'express';
import { randomRestaurantRequestSchema, type RandomRestaurantResponse } from '@forkcast/contracts';
import { requireUser } from '../../middleware/require-user';
import type { RandomizerService } from './randomizer.service';

/** POST /api/restaurants/random → { restaurant } (null when nothing matches the filters). */
export function createRandomizerRouter(randomizer: RandomizerService): Router {
  const router = Router();

  router.post('/restaurants/random', requireUser, async (req, res) => {
    const input = randomRestaurantRequestSchema.parse(req.body ?? {});
    const answer: RandomRestaurantResponse = { restaurant: await randomizer.pick(input) };
    res.json(answer);
  });

  return router;
}
