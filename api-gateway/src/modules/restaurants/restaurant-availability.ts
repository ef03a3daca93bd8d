import type { RestaurantAvailability, RestaurantAvailabilityQuery } from '@forkcast/contracts';
import { BadRequestError } from '../../errors';
import type { GeocodingProvider } from '../geocoding/geocoding-provider';
import { distanceMiles } from './domain/geo';
import { explainEmptySearch } from './empty-result';
import type { RestaurantFinder } from './restaurant-finder';

/**
 * What a deck around a ZIP could hold, for onboarding and settings to say before saving: how many places lie
 * within the radius, who answered, whether they list prices and ratings, and when there are none, why.
 */
export async function restaurantAvailability(
  deps: { finder: Pick<RestaurantFinder, 'search' | 'nearestCoveredArea'>; geocoding: GeocodingProvider },
  { zipCode, radiusMiles }: RestaurantAvailabilityQuery,
): Promise<RestaurantAvailability> {
  const geocoded = await deps.geocoding.geocodeZip(zipCode);
  if (!geocoded) throw new BadRequestError('Invalid zip code');
  const origin = { latitude: geocoded.latitude, longitude: geocoded.longitude };
  const searched = await deps.finder.search(origin, radiusMiles);
  const within = searched.places.filter((place) => distanceMiles(origin, { latitude: place.lat, longitude: place.lng }) <= radiusMiles);
  const empty =
    within.length === 0 ? await explainEmptySearch(deps.finder, { origin, radiusMiles, zipCode, searched, placesWithinRadius: 0 }) : null;
  return {
    zipCode,
    radiusMiles,
    count: within.length,
    source: searched.source,
    pricesKnown: within.some((place) => place.priceLevel !== null),
    ratingsKnown: within.some((place) => place.rating !== null),
    empty,
  };
}
