import type { Place } from '../domain/place';

/**
 * When the offline catalog may call a spot covered: a deck dealt there (the app's default 5-mile radius)
 * has enough places and a real choice of food. Some exports hold one cuisine only (a nationwide
 * `cuisine=chinese` pull), and their places carry secondary labels ('Chinese', 'Dim Sum', 'Noodles'), so
 * counting labels is not enough: each place counts by its primary label, and no label may hold half the
 * places. scripts/build-catalog.mjs draws the covered areas with this rule; the tests check decks with it.
 */
export const COVERAGE_RULE = {
  radiusMiles: 5,
  minPlaces: 10,
  minCuisines: 4,
  /** Share of all places within the radius that one primary label may hold. */
  maxShareOfOneCuisine: 0.5,
} as const;

export interface DeckVariety {
  places: number;
  /** Distinct primary labels (places with no label don't count). */
  cuisines: number;
  /** The most common primary label's share of all the places. */
  topShare: number;
}

export function deckVariety(places: readonly Pick<Place, 'cuisines'>[]): DeckVariety {
  const byLabel = new Map<string, number>();
  for (const { cuisines } of places) {
    const primary = cuisines[0];
    if (primary) byLabel.set(primary, (byLabel.get(primary) ?? 0) + 1);
  }
  const top = Math.max(0, ...byLabel.values());
  return { places: places.length, cuisines: byLabel.size, topShare: places.length ? top / places.length : 0 };
}

export function meetsCoverageRule(variety: DeckVariety): boolean {
  return (
    variety.places >= COVERAGE_RULE.minPlaces &&
    variety.cuisines >= COVERAGE_RULE.minCuisines &&
    variety.topShare <= COVERAGE_RULE.maxShareOfOneCuisine
  );
}
