import { emptyResultMessage, type EmptyResult, type EmptyResultFacts } from '@forkcast/contracts';
import { distanceMiles } from './domain/geo';
import type { LatLng } from './domain/place';
import { MAX_RADIUS_MILES, type NearbyResult, type RestaurantFinder } from './restaurant-finder';

/** A suggested radius should find a deck worth swiping, not one lonely place (when there are that many). */
const SUGGESTED_RADIUS_FINDS = 10;

export interface EmptySearch {
  origin: LatLng;
  radiusMiles: number;
  /** The ZIP the user searched around; null when the search used coordinates. */
  zipCode: string | null;
  /** What the search found before any filter (the places within the radius count). */
  searched: NearbyResult;
  placesWithinRadius: number;
  /** The filters left places, and only leaving out the user's earlier swipes emptied the deck. */
  emptiedBySwipes?: boolean;
}

/**
 * Why a search came back empty, told truthfully: filters only when a filter left places out, a wider radius
 * when one would find some, the live source's outage when the catalog had to stand in, else the nearest area
 * the offline catalog covers. Called on the empty path only, so its extra search costs nothing on a deal.
 */
export async function explainEmptySearch(
  finder: Pick<RestaurantFinder, 'search' | 'nearestCoveredArea'>,
  search: EmptySearch,
): Promise<EmptyResult> {
  const facts = await emptyFacts(finder, search);
  return {
    reason: facts.reason,
    message: emptyResultMessage(facts),
    suggestedRadiusMiles: facts.suggestedRadiusMiles,
    nearestArea: facts.nearestArea,
  };
}

async function emptyFacts(finder: Pick<RestaurantFinder, 'search' | 'nearestCoveredArea'>, search: EmptySearch): Promise<EmptyResultFacts> {
  const base = { radiusMiles: search.radiusMiles, zipCode: search.zipCode, suggestedRadiusMiles: null, nearestArea: null };
  if (search.placesWithinRadius > 0) return { ...base, reason: search.emptiedBySwipes ? 'all-swiped' : 'filtered' };
  // With the live source down, the catalog's "nothing" says little about the place: say what happened.
  if (search.searched.liveUnavailable) return { ...base, reason: 'source-unreachable' };
  if (search.radiusMiles < MAX_RADIUS_MILES) {
    const wider = await finder.search(search.origin, MAX_RADIUS_MILES);
    const suggested = suggestedRadius(search.origin, wider, search.radiusMiles);
    if (suggested !== null) return { ...base, reason: 'wider-radius', suggestedRadiusMiles: suggested };
    if (wider.liveUnavailable) return { ...base, reason: 'source-unreachable' };
  }
  // Only the catalog's coverage can be named: a live source's "nothing" is the map's own.
  const nearestArea = search.searched.source === 'catalog' ? await finder.nearestCoveredArea(search.origin) : null;
  return { ...base, reason: 'none-near', nearestArea };
}

/** The smallest whole radius that holds a deck's worth of places (or all there are within the largest). */
function suggestedRadius(origin: LatLng, wider: NearbyResult, radiusMiles: number): number | null {
  const miles = wider.places
    .map((place) => distanceMiles(origin, { latitude: place.lat, longitude: place.lng }))
    .filter((distance) => distance <= MAX_RADIUS_MILES)
    .sort((a, b) => a - b);
  if (miles.length === 0) return null;
  const enough = miles[Math.min(SUGGESTED_RADIUS_FINDS, miles.length) - 1]!;
  return Math.min(MAX_RADIUS_MILES, Math.max(radiusMiles + 1, Math.ceil(enough)));
}
