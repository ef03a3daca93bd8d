import { useMutation } from '@tanstack/react-query';
import { geocodeZip } from '@forkcast/api-client';

/**
 * Onboarding's Next: geocodes the typed ZIP once, when asked (@forkcast/api-client's geocodeZip, the one POST
 * /api/restaurants/geocode call); the other ZIP fields check as the user types, with geocodeZipQuery.
 */
export function useGeocodeZip() {
  return useMutation({ mutationFn: geocodeZip });
}
