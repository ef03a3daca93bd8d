import { OSM_ATTRIBUTION, type Restaurant } from '@forkcast/contracts';
import { photoRefFor, photoUrlFor } from '../photos/photo-ref';
import { dietaryWarnings } from './dietary-warnings';
import { distanceMiles, roundToTenth } from './geo';
import type { LatLng, Place, PlaceSource } from './place';

/** The credit each source's terms require next to its places. */
export const SOURCE_ATTRIBUTION: Record<PlaceSource, string> = {
  catalog: OSM_ATTRIBUTION,
  overpass: OSM_ATTRIBUTION,
  google: 'Powered by Google',
};

/** Shown when a place lists no cuisine. */
export const FALLBACK_CUISINE = 'Restaurant';

/**
 * A place as one user sees it from one origin (docs/product.md › Entities (Restaurant)). aiDescription stays null here:
 * the AI layer fills it in afterwards.
 */
export function toRestaurant(place: Place, origin: LatLng, userRestrictions: readonly string[]): Restaurant {
  return {
    placeId: place.id,
    name: place.name,
    photoUrl: photoUrlFor(photoRefFor(place)),
    cuisineType: place.cuisines[0] ?? FALLBACK_CUISINE,
    priceLevel: place.priceLevel,
    rating: place.rating,
    distance: roundToTenth(distanceMiles(origin, { latitude: place.lat, longitude: place.lng })),
    vicinity: place.vicinity,
    aiDescription: null,
    dietaryWarnings: dietaryWarnings(place, userRestrictions),
    attribution: SOURCE_ATTRIBUTION[place.source],
  };
}
