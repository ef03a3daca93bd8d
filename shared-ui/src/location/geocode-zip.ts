import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { geocodeResultSchema, type GeocodeResult } from '../contracts/auth';

/** POST /api/restaurants/geocode {zipCode} → {zipCode, latitude, longitude, city?, state?}. */
export async function geocodeZip(zipCode: string): Promise<GeocodeResult> {
  const body = await apiRequest<unknown>('POST', '/api/restaurants/geocode', { zipCode });
  return geocodeResultSchema.parse(body);
}

/*
 * A query rather than a mutation: the answer for a ZIP never changes, so re-typing a ZIP reuses it,
 * and an answer for a ZIP the user has already typed past is simply not the one the screen reads.
 * In shared-ui because the home screen's session-start override and /settings check ZIPs the same way.
 */
export const geocodeZipQuery = (zipCode: string) =>
  queryOptions({
    queryKey: ['/api/restaurants/geocode', zipCode] as const,
    queryFn: () => geocodeZip(zipCode),
  });
