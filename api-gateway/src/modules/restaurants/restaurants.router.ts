import { Router } from 'express';
import { restaurantAvailabilityQuerySchema, type RestaurantAvailability, type RestaurantAvailabilityQuery } from '@forkcast/contracts';
import { z } from 'zod';
import { BadRequestError } from '../../errors';
import { currentUserId, requireUser } from '../../middleware/require-user';
import { preferredPhotoFormat } from './photos/photo-format';
import { DEFAULT_PHOTO_WIDTH, parsePhotoRef } from './photos/photo-ref';
import type { RestaurantsService } from './restaurants.service';

const refreshSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

const photoQuerySchema = z.object({
  maxWidth: z.coerce
    .number({ message: 'maxWidth must be a whole number from 1 to 1600' })
    .int('maxWidth must be a whole number from 1 to 1600')
    .min(1, 'maxWidth must be a whole number from 1 to 1600')
    .max(1600, 'maxWidth must be a whole number from 1 to 1600')
    .default(DEFAULT_PHOTO_WIDTH),
});

const placeIdSchema = z.string().trim().min(1).max(300);
const photoRefSchema = z.string().min(1).max(2000);

export function createRestaurantsRouter(
  restaurants: RestaurantsService,
  availability: (query: RestaurantAvailabilityQuery) => Promise<RestaurantAvailability>,
): Router {
  const router = Router();

  // Before /restaurants/:id. The answer changes as sources and the cache do: never stored by a browser.
  router.get('/restaurants/availability', requireUser, async (req, res) => {
    const query = restaurantAvailabilityQuerySchema.parse(req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await availability(query));
  });

  router.post('/cache/refresh-restaurants', requireUser, async (req, res) => {
    const { latitude, longitude } = refreshSchema.parse(req.body ?? {});
    res.json(await restaurants.refresh(currentUserId(req), latitude, longitude));
  });

  /**
   * Generated cuisine illustrations are public and cacheable by anyone; a source photo is proxied
   * (the API key stays on the server) only for signed-in users, since each one costs an upstream call.
   * Whatever goes wrong upstream, the answer is still an image. A source photo comes as AVIF or WebP to a
   * client that names one in Accept (a third to a half of the JPEG), so the answer varies by Accept.
   */
  router.get('/restaurants/photo/:ref', async (req, res) => {
    const ref = photoRefSchema.safeParse(req.params.ref);
    if (!ref.success) throw new BadRequestError('Invalid photo reference');
    const { maxWidth } = photoQuerySchema.parse(req.query);
    const isIllustration = parsePhotoRef(ref.data).kind === 'cuisine';
    if (!isIllustration) currentUserId(req);
    const photo = await restaurants.photo(ref.data, maxWidth, isIllustration ? null : preferredPhotoFormat(req.get('accept')));
    res.setHeader('Content-Type', photo.contentType);
    if (!isIllustration) res.vary('Accept');
    res.setHeader('Cache-Control', isIllustration ? 'public, max-age=86400' : 'private, max-age=86400');
    res.send(photo.body);
  });

  router.get('/restaurants/:id', requireUser, async (req, res) => {
    const id = placeIdSchema.safeParse(req.params.id);
    if (!id.success) throw new BadRequestError('Invalid restaurant id');
    res.json(await restaurants.getRestaurant(currentUserId(req), id.data));
  });

  return router;
}
