import { distanceMiles } from './geo';
import type { LatLng, Place } from './place';
import { seededRandom } from './seeded-random';

export const DEFAULT_DECK_SIZE = 20;

export interface DeckOptions {
  /** The session id: the same seed always deals the same deck, so both partners see the same cards. */
  seed: string;
  size?: number;
  /**
   * 0 (default) shuffles uniformly. Above 0, nearer places tend to come first and be picked:
   * a place's weight is 1 / (1 + nearestBias × miles). Needs `origin`.
   */
  nearestBias?: number;
  origin?: LatLng;
}

/**
 * Shuffles the matching places with a PRNG seeded by the session and keeps the first `size`.
 * Input is first put in id order and de-duplicated, so the deck doesn't depend on the order a source
 * or cache returned the places in.
 */
export function dealDeck(places: readonly Place[], options: DeckOptions): Place[] {
  const size = Math.max(0, Math.floor(options.size ?? DEFAULT_DECK_SIZE));
  const unique = [...new Map(places.map((place) => [place.id, place])).values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const random = seededRandom(options.seed);
  const bias = options.nearestBias ?? 0;

  if (bias > 0 && options.origin) {
    const origin = options.origin;
    // Weighted sampling without replacement (Efraimidis–Spirakis): key = u^(1/w), highest keys first.
    return unique
      .map((place) => {
        const miles = distanceMiles(origin, { latitude: place.lat, longitude: place.lng });
        const weight = 1 / (1 + bias * miles);
        return { place, key: random() ** (1 / weight) };
      })
      .sort((a, b) => b.key - a.key)
      .slice(0, size)
      .map(({ place }) => place);
  }

  // Fisher–Yates.
  for (let i = unique.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [unique[i], unique[j]] = [unique[j]!, unique[i]!];
  }
  return unique.slice(0, size);
}
