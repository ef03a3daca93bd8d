import { randomInt } from 'node:crypto';
import type { RandomRestaurantRequest, RandomRestaurantResponse, RandomRestaurantResult } from '@forkcast/contracts';
import { BadRequestError } from '../../errors';
import type { GeocodingProvider } from '../geocoding/geocoding-provider';
import type { RestaurantFinder } from '../restaurants/restaurant-finder';
import { filterPlaces, priceLevelOf } from '../restaurants/domain/filters';
import type { LatLng, Place } from '../restaurants/domain/place';
import { toRestaurant } from '../restaurants/domain/to-restaurant';
import { explainEmptySearch } from '../restaurants/empty-result';

/** A whole number in [0, exclusiveMax): the randomizer's only source of chance. */
export type RandomIndex = (exclusiveMax: number) => number;

/** crypto.randomInt: uniform (no modulo bias) and not guessable from earlier picks. */
export const cryptoRandomIndex: RandomIndex = (exclusiveMax) => randomInt(exclusiveMax);

export const INVALID_ZIP_MESSAGE = 'Invalid zip code';

/**
 * docs/product.md › Screens › Randomizer: one place picked uniformly at random among those near the ZIP that pass the
 * filters (restaurants library rules: unknown price counts as $$, a minimum rating leaves unrated places
 * out unless nothing nearby is rated, cuisine synonyms). When nothing matches, why (empty-result.ts).
 */
export class RandomizerService {
  constructor(
    private readonly geocoding: GeocodingProvider,
    private readonly finder: Pick<RestaurantFinder, 'search' | 'nearestCoveredArea'>,
    private readonly randomIndex: RandomIndex = cryptoRandomIndex,
  ) {}

  async pick(input: RandomRestaurantRequest): Promise<RandomRestaurantResponse> {
    const geocoded = await this.geocoding.geocodeZip(input.zipCode);
    if (!geocoded) throw new BadRequestError(INVALID_ZIP_MESSAGE);
    const origin: LatLng = { latitude: geocoded.latitude, longitude: geocoded.longitude };
    const searched = await this.finder.search(origin, input.radiusMiles);
    const places = searched.places;
    const matching = uniqueById(
      filterPlaces(places, origin, {
        radiusMiles: input.radiusMiles,
        priceRange: input.priceRange,
        minRating: input.minRating,
        cuisines: input.cuisines,
      }),
    );
    if (matching.length > 0) return { restaurant: toRandomResult(matching[this.randomIndex(matching.length)]!, origin) };
    const empty = await explainEmptySearch(this.finder, {
      origin,
      radiusMiles: input.radiusMiles,
      zipCode: input.zipCode,
      searched,
      placesWithinRadius: filterPlaces(places, origin, { radiusMiles: input.radiusMiles }).length,
    });
    return { restaurant: null, empty };
  }
}

/** A place listed twice by a source must not get twice the chance. */
function uniqueById(places: readonly Place[]): Place[] {
  return [...new Map(places.map((place) => [place.id, place])).values()];
}

/**
 * docs/product.md › Entities (Random restaurant result); an unknown price is reported as 2, as it was filtered, with
 * `priceKnown` false so the screen shows no price for it.
 */
function toRandomResult(place: Place, origin: LatLng): RandomRestaurantResult {
  const restaurant = toRestaurant(place, origin, []);
  return {
    placeId: restaurant.placeId,
    name: restaurant.name,
    cuisineType: restaurant.cuisineType,
    priceLevel: priceLevelOf(place),
    priceKnown: place.priceLevel !== null,
    rating: restaurant.rating,
    vicinity: restaurant.vicinity,
    photoUrl: restaurant.photoUrl,
    attribution: restaurant.attribution ?? null,
  };
}
