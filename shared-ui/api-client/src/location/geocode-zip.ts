import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import type { GeocodeResult } from '@forkcast/contracts';

/** POST /api/restaurants/geocode {zipCode} → {zipCode, latitude, longitude, city?, state?}. */
export function geocodeZip(zipCode: string): Promise<GeocodeResult> {
  return apiRequest<GeocodeResult>('POST', '/api/restaurants/geocode', { zipCode });
}

/*
 * A query rather than a mutation: the answer for a ZIP never changes, so re-typing a ZIP reuses it,
 * and an answer for a ZIP the user has already typed past is simply not the one the screen reads.
 * In @forkcast/api-client because the home screen's session-start override and /settings check ZIPs the same way.
 */
export const geocodeZipQuery = (zipCode: string) =>
  queryOptions({
    queryKey: ['/api/restaurants/geocode', zipCode] as const,
    queryFn: () => geocodeZip(zipCode),
  });
