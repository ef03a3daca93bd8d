import { Router } from 'express';
import { paths } from '@forkcast/contracts';
import type { RestaurantsService } from '../restaurants/restaurants.service';
import type { SharesService } from '../shares/shares.service';

/** The place's photo in a preview: wide enough for a chat's large card. */
const PREVIEW_PHOTO_WIDTH = 1200;

/**
 * /r/<token>/photo: the place's own photo for a shared result's page and its link preview (pages.router.ts
 * renders /r/<token>). A source photo is otherwise only for signed-in users (each costs an upstream call; the
 * restaurants module keeps it in memory a day).
 */
export function createSharedResultPhotoRouter(deps: {
  shares: Pick<SharesService, 'result'>;
  restaurants: Pick<RestaurantsService, 'photo'>;
}): Router {
  const router = Router();
  router.get(`${paths.sharedResultPattern}/photo`, async (req, res) => {
    const result = await deps.shares.result(String(req.params.token));
    if (!result?.photoRef) return void res.status(404).type('text/plain').send('Not found');
    const photo = await deps.restaurants.photo(result.photoRef, PREVIEW_PHOTO_WIDTH);
    res.set('Content-Type', photo.contentType).set('Cache-Control', 'public, max-age=86400').send(photo.body);
  });
  return router;
}
