import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@forkcast/design-system';
import type { RestaurantAvailability } from '@forkcast/contracts';
import { apiRequest } from '../api/api-client';
import { ZIP_LENGTH } from '../location/use-zip-check';

/*
 * GET /api/restaurants/availability?zipCode=&radiusMiles=: how many places a deck around a ZIP could hold, and
 * why none when there are none. Onboarding and /settings ask it before saving. Its own entry point
 * (@forkcast/api-client/restaurant-availability): only those two screens read it.
 */
export const restaurantAvailabilityQueryKey = (zipCode: string, radiusMiles: number) =>
  ['/api/restaurants/availability', zipCode, radiusMiles] as const;

export function getRestaurantAvailability(zipCode: string, radiusMiles: number): Promise<RestaurantAvailability> {
  const query = new URLSearchParams({ zipCode, radiusMiles: String(radiusMiles) });
  return apiRequest<RestaurantAvailability>('GET', `/api/restaurants/availability?${query}`);
}

export const restaurantAvailabilityQuery = (zipCode: string, radiusMiles: number) =>
  queryOptions({
    queryKey: restaurantAvailabilityQueryKey(zipCode, radiusMiles),
    queryFn: () => getRestaurantAvailability(zipCode, radiusMiles),
  });

/** The gateway counts this check with its costly calls: a radius slider being dragged asks once it rests. */
export const AVAILABILITY_DEBOUNCE_MS = 500;

/**
 * What a deck around `zipCode` within `radiusMiles` could hold. Asked only when `enabled` (the caller's ZIP check
 * found the ZIP) and once the radius has rested; while a new radius is asked, the last answer for the same ZIP
 * stays. Undefined until there is an answer for this ZIP, and on a failed check: the note it feeds is advice,
 * never a reason to stop the user.
 */
export function useRestaurantAvailability(zipCode: string, radiusMiles: number, enabled: boolean): RestaurantAvailability | undefined {
  const settledRadius = useDebouncedValue(radiusMiles, AVAILABILITY_DEBOUNCE_MS);
  const ready = enabled && zipCode.length === ZIP_LENGTH;
  const { data } = useQuery({
    ...restaurantAvailabilityQuery(zipCode, settledRadius),
    enabled: ready,
    // Another ZIP's answer would describe the wrong place.
    placeholderData: (previous) => (previous?.zipCode === zipCode ? previous : undefined),
  });
  return ready && data?.zipCode === zipCode ? data : undefined;
}

/** Price and rating filters leave nothing out here: none of the places near the ZIP lists either. */
export function placesListNoPriceOrRating(availability: RestaurantAvailability | undefined): boolean {
  return Boolean(availability && availability.count > 0 && !availability.pricesKnown && !availability.ratingsKnown);
}
