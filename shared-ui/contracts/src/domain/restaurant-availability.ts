// Where places come from and why a search found none (zod-free; contracts/restaurant-availability.ts holds the schemas).
import { countOf } from './plural';
import { NO_RESTAURANTS_MESSAGE } from './swipe';

/** The gateway's restaurant sources: Google Places (a key), live OpenStreetMap (Overpass), the bundled catalog. */
export const RESTAURANT_SOURCE_KINDS = ['google', 'overpass', 'catalog'] as const;
export type RestaurantSourceKind = (typeof RESTAURANT_SOURCE_KINDS)[number];

/**
 * Why a deck, a randomizer spin or an availability check found nothing:
 * - `filtered`: places are within the radius, and the filters (price, rating, open now) left none;
 * - `all-swiped`: every place within the radius was swiped before and repeats are off;
 * - `wider-radius`: nothing within the radius, something within the app's largest radius (suggestedRadiusMiles);
 * - `none-near`: nothing within the largest radius from the source that answered (nearestArea when the catalog answered);
 * - `source-unreachable`: the live source could not be reached and the offline catalog has nothing near.
 */
export const EMPTY_RESULT_REASONS = ['filtered', 'all-swiped', 'wider-radius', 'none-near', 'source-unreachable'] as const;
export type EmptyResultReason = (typeof EMPTY_RESULT_REASONS)[number];

/** The nearest metro area the offline catalog covers, and how far its centre is. */
export interface NearestCoveredArea {
  name: string;
  miles: number;
}

export interface EmptyResultFacts {
  reason: EmptyResultReason;
  radiusMiles: number;
  /** The ZIP code searched around; null when the search used coordinates (a session start's location). */
  zipCode: string | null;
  suggestedRadiusMiles: number | null;
  nearestArea: NearestCoveredArea | null;
}

/** The one sentence every screen shows for an empty result (the 422 message, the randomizer's and onboarding's notes). */
export function emptyResultMessage(facts: EmptyResultFacts): string {
  const where = facts.zipCode ? `of ${facts.zipCode}` : 'of this location';
  const within = `within ${countOf(facts.radiusMiles, 'mile')} ${where}`;
  switch (facts.reason) {
    case 'filtered':
      return NO_RESTAURANTS_MESSAGE;
    case 'all-swiped':
      return `You've already swiped every restaurant ${within}. Allow repeat restaurants in Settings or try a larger radius.`;
    case 'wider-radius':
      return facts.suggestedRadiusMiles
        ? `No restaurants found ${within} yet. A ${facts.suggestedRadiusMiles}-mile radius would find some.`
        : `No restaurants found ${within} yet.`;
    case 'none-near': {
      const area = facts.nearestArea;
      return area
        ? `No restaurants found ${within} yet. Offline, Forkcast knows restaurants in a few metro areas; the nearest is ${area.name} (${countOf(Math.round(area.miles), 'mile')} away).`
        : `No restaurants found ${within} yet.`;
    }
    case 'source-unreachable':
      return `The restaurant service can't be reached right now, and there is no offline data ${within}. Please try again in a few minutes.`;
  }
}

/** Onboarding and settings, when a valid ZIP has no places within the chosen radius (shown before saving). */
export function noPlacesNearZipMessage(radiusMiles: number, zipCode: string): string {
  return `No restaurants found within ${countOf(radiusMiles, 'mile')} of ${zipCode} yet`;
}

/** Said once wherever price and rating filters are chosen, when the places near the user list neither. */
export const PRICE_AND_RATING_UNKNOWN_NOTE =
  "Places near you come from OpenStreetMap, which lists no price or rating: the price and rating filters don't leave them out.";
