import { randomInt } from 'node:crypto';
import type { RandomRestaurantRequest, RandomRestaurantResult } from '@forkcast/contracts';
import { BadRequestError } from '../../errors';
import type { GeocodingProvider } from '../geocoding/geocoding-provider';
import type { RestaurantFinder } from '../restaurants/restaurant-finder';
import { filterPlaces, priceLevelOf } from '../restaurants/domain/filters';
import type { LatLng, Place } from '../restaurants/domain/place';
import { toRestaurant } from '../restaurants/domain/to-restaurant';

/** A whole number in [0, exclusiveMax): the randomizer's only source of chance. */
export type RandomIndex = (exclusiveMax: number) => number;

/** crypto.randomInt: uniform (no modulo bias) and not guessable from earlier picks. */
export const cryptoRandomIndex: RandomIndex = (exclusiveMax) => randomInt(exclusiveMax);

export const INVALID_ZIP_MESSAGE = 'Invalid zip code';

/**
 * docs/product.md › Screens › Randomizer: one place picked uniformly at random among those near the ZIP that pass the
 * filters (restaurants library rules: unknown price counts as $$, a minimum rating leaves unrated places
 * out unless nothing nearby is rated, cuisine synonyms). Null when nothing matches.
 */
export class RandomizerService {
  constructor(
    private readonly geocoding: GeocodingProvider,
    private readonly finder: Pick<RestaurantFinder, 'nearby'>,
    private readonly randomIndex: RandomIndex = cryptoRandomIndex,
  ) {}

  async pick(input: RandomRestaurantRequest): Promise<RandomRestaurantResult | null> {
    const geocoded = await this.geocoding.geocodeZip(input.zipCode);
    if (!geocoded) throw new BadRequestError(INVALID_ZIP_MESSAGE);
    const origin: LatLng = { latitude: geocoded.latitude, longitude: geocoded.longitude };
    const places = await this.finder.nearby(origin, input.radiusMiles);
    const matching = uniqueById(
      filterPlaces(places, origin, {
        radiusMiles: input.radiusMiles,
        priceRange: input.priceRange,
        minRating: input.minRating,
        cuisines: input.cuisines,
      }),
    );
    if (matching.length === 0) return null;
    return toRandomResult(matching[this.randomIndex(matching.length)]!, origin);
  }
}

/** A place listed twice by a source must not get twice the chance. */
function uniqueById(places: readonly Place[]): Place[] {
  return [...new Map(places.map((place) => [place.id, place])).values()];
}

/** docs/product.md › Entities (Random restaurant result); an unknown price is reported as 2 ('$$'), as it was filtered. */
function toRandomResult(place: Place, origin: LatLng): RandomRestaurantResult {
  const restaurant = toRestaurant(place, origin, []);
  return {
    placeId: restaurant.placeId,
    name: restaurant.name,
    cuisineType: restaurant.cuisineType,
    priceLevel: priceLevelOf(place),
    rating: restaurant.rating,
    vicinity: restaurant.vicinity,
    photoUrl: restaurant.photoUrl,
    attribution: restaurant.attribution ?? null,
  };
}
