import { Router } from 'express';
import { saveFavoriteSchema } from '@forkcast/contracts';
import { assertSelf, requireUser } from '../../middleware/require-user';
import type { FavoritesService } from './favorites.service';
import { parseRestaurantId, parseUserId } from '../../request-params';

export function createFavoritesRouter(favorites: FavoritesService): Router {
  const router = Router();

  router.post('/favorites', requireUser, async (req, res) => {
    const { userId, ...restaurant } = saveFavoriteSchema.parse(req.body ?? {});
    assertSelf(req, userId);
    const { favorite, created } = await favorites.save({ userId: userId.toLowerCase(), ...restaurant });
    res.status(created ? 201 : 200).json(favorite);
  });

  router.get('/favorites/user/:userId', requireUser, async (req, res) => {
    const userId = parseUserId(req.params.userId);
    assertSelf(req, userId);
    res.json(await favorites.list(userId));
  });

  router.get('/favorites/:userId/:restaurantId/check', requireUser, async (req, res) => {
    const userId = parseUserId(req.params.userId);
    assertSelf(req, userId);
    res.json(await favorites.check(userId, parseRestaurantId(req.params.restaurantId)));
  });

  router.delete('/favorites/:userId/:restaurantId', requireUser, async (req, res) => {
    const userId = parseUserId(req.params.userId);
    assertSelf(req, userId);
    await favorites.remove(userId, parseRestaurantId(req.params.restaurantId));
    res.json({ success: true });
  });

  return router;
}
