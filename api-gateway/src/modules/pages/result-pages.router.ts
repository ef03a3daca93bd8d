import { Router } from 'express';
import { paths } from '@forkcast/contracts';
import type { RestaurantsService } from '../restaurants/restaurants.service';
import type { SharesService } from '../shares/shares.service';
import { resultNotFoundPage, resultPage } from './result-page';

/** The place's photo in a preview: wide enough for a chat's large card. */
const PREVIEW_PHOTO_WIDTH = 1200;

/**
 * /r/<token>, a session's public result (docs/product.md › Screens › Shared result): a small page of its own,
 * rendered here with no app scripts and no sign-in, so a chat's link preview and a signed-out phone read the
 * same thing. /r/<token>/photo is the place's own photo for that preview: a source photo is otherwise only for
 * signed-in users (each costs an upstream call; the restaurants module keeps it in memory a day).
 */
export function createResultPagesRouter(deps: {
  shares: Pick<SharesService, 'result'>;
  restaurants: Pick<RestaurantsService, 'photo'>;
  /** Where the page's links and preview tags point (PUBLIC_URL, or the address the request was sent to). */
  origin: (req: Parameters<Parameters<Router['get']>[1]>[0]) => string;
}): Router {
  const router = Router();

  router.get(paths.sharedResultPattern, async (req, res) => {
    const token = String(req.params.token);
    const origin = deps.origin(req);
    const result = await deps.shares.result(token);
    // The same for anyone holding the link, and never a search result.
    res.set('X-Robots-Tag', 'noindex');
    if (!result) return void res.status(404).set('Cache-Control', 'no-store').type('html').send(resultNotFoundPage(origin));
    const link = paths.sharedResult(token);
    const page = resultPage(result, { url: `${origin}${link}`, origin, photoPath: `${link}/photo` });
    res.set('Cache-Control', 'public, max-age=300').type('html').send(page);
  });

  router.get(`${paths.sharedResultPattern}/photo`, async (req, res) => {
    const result = await deps.shares.result(String(req.params.token));
    if (!result?.photoRef) return void res.status(404).type('text/plain').send('Not found');
    const photo = await deps.restaurants.photo(result.photoRef, PREVIEW_PHOTO_WIDTH);
    res.set('Content-Type', photo.contentType).set('Cache-Control', 'public, max-age=86400').send(photo.body);
  });

  return router;
}
