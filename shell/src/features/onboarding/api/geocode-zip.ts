import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/shared-ui';
import type { GeocodeResult } from '@forkcast/shared-ui/contracts';

/** POST /api/restaurants/geocode {zipCode} → {zipCode, latitude, longitude, city, state}. */
export function geocodeZip(zipCode: string): Promise<GeocodeResult> {
  return apiRequest<GeocodeResult>('POST', '/api/restaurants/geocode', { zipCode });
}

export function useGeocodeZip() {
  return useMutation({ mutationFn: geocodeZip });
}
