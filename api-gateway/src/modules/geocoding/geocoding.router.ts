import { Router } from 'express';
import { geocodeRequestSchema } from '@forkcast/contracts';
import { BadRequestError, NotFoundError } from '../../errors';
import type { GeocodingProvider } from './geocoding-provider';

const INVALID_ZIP = 'Invalid zip code';

/** POST /api/restaurants/geocode {zipCode} and GET /api/geocode?zipCode= answer the same. */
export function createGeocodingRouter(provider: GeocodingProvider): Router {
  const router = Router();

  const geocode = async (raw: unknown) => {
    // Missing, numeric or otherwise odd input all read "Invalid zip code", like a bad 5-digit string.
    const zipCode = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
    const parsed = geocodeRequestSchema.safeParse({ zipCode });
    if (!parsed.success) throw new BadRequestError(INVALID_ZIP);
    const result = await provider.geocodeZip(parsed.data.zipCode);
    if (!result) throw new NotFoundError(INVALID_ZIP);
    return result;
  };

  router.post('/restaurants/geocode', async (req, res) => {
    res.json(await geocode((req.body as { zipCode?: unknown } | undefined)?.zipCode));
  });
  router.get('/geocode', async (req, res) => {
    res.json(await geocode(req.query.zipCode));
  });

  return router;
}
