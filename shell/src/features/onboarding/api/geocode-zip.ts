import { useMutation, useQueryClient } from '@tanstack/react-query';
import { geocodeZipQuery } from '@forkcast/api-client';

/**
 * Onboarding's Next: the typed ZIP's geocode (@forkcast/api-client's geocodeZipQuery, the one POST
 * /api/restaurants/geocode call), read from the cache when the check as the user typed already has it.
 */
export function useGeocodeZip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (zipCode: string) => queryClient.fetchQuery(geocodeZipQuery(zipCode)) });
}
