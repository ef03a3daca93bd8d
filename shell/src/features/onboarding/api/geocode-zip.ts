import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/shared-ui';
import { geocodeResultSchema, type GeocodeResult } from '@forkcast/shared-ui/contracts';

/** POST /api/restaurants/geocode {zipCode} → {zipCode, latitude, longitude, city, state}. */
export async function geocodeZip(zipCode: string): Promise<GeocodeResult> {
  const body = await apiRequest<unknown>('POST', '/api/restaurants/geocode', { zipCode });
  return geocodeResultSchema.parse(body);
}

export function useGeocodeZip() {
  return useMutation({ mutationFn: geocodeZip });
}
