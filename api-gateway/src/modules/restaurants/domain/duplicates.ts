import { distanceMiles } from './geo';
import type { Place } from './place';

/**
 * Duplicate places: OpenStreetMap often holds one restaurant twice (a node from an old
 * import beside a newer one, or an entry moved without deleting the old), so "Masala Kitchen, 2004 Chestnut
 * St" was offered right after the user liked another "Masala Kitchen" 0.8 miles away. Two entries are one
 * place when their names read the same and they stand within DUPLICATE_MILES, unless each carries its own
 * numbered street address (121 S Broad St and 127 S 18th St are two HipCityVeg branches) and they stand
 * farther apart than SAME_SPOT_MILES (1900 and 1809 Manor Road, 300 feet apart, are one El Chile).
 */
export const DUPLICATE_MILES = 0.8;
export const SAME_SPOT_MILES = 0.1;

/** 'The Cheesecake Factory' and 'Cheesecake Factory', 'El Chile Café y Cantina' and 'El Chile Cafe Y Cantina' read the same. */
export function placeNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

type DuplicatePlace = Pick<Place, 'name' | 'lat' | 'lng' | 'vicinity'>;

/** '2004 Chestnut Street' from '2004 Chestnut Street, Philadelphia, PA 19103'; null without a house number. */
function numberedStreet(vicinity: string | null): string | null {
  const first = vicinity?.split(',')[0]?.trim().toLowerCase() ?? '';
  return /^\d+\s+\S/.test(first) ? first.replace(/\s+/g, ' ') : null;
}

export function isNearDuplicate(a: DuplicatePlace, b: DuplicatePlace): boolean {
  if (placeNameKey(a.name) !== placeNameKey(b.name)) return false;
  const miles = distanceMiles({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng });
  if (miles > DUPLICATE_MILES) return false;
  if (miles <= SAME_SPOT_MILES) return true;
  const [streetA, streetB] = [numberedStreet(a.vicinity), numberedStreet(b.vicinity)];
  return !(streetA && streetB && streetA !== streetB);
}

/** How much a card and the details dialog can show of an entry: the richer of two duplicates is kept. */
export function placeRichness(place: Place): number {
  const known = [
    place.cuisines.length > 0 && !place.cuisinesFromName,
    numberedStreet(place.vicinity) !== null,
    place.phone,
    place.website,
    place.openingHours,
    place.priceLevel !== null,
    place.rating !== null,
    place.photoRef,
  ].filter(Boolean).length;
  return known * 10 + Object.keys(place.diet).length;
}

export interface DuplicateRemoval {
  kept: Place;
  removed: Place;
  miles: number;
}

/**
 * The places with every near-duplicate group folded into its richest entry (ties: the smaller id, so the
 * result does not depend on the input order), in input order, and what was removed for which entry.
 */
export function removeDuplicatePlaces(places: readonly Place[]): { places: Place[]; removed: DuplicateRemoval[] } {
  const byName = new Map<string, Place[]>();
  for (const place of places) {
    const key = placeNameKey(place.name);
    byName.set(key, [...(byName.get(key) ?? []), place]);
  }
  const dropped = new Map<string, DuplicateRemoval>();
  for (const group of byName.values()) {
    if (group.length < 2) continue;
    // Richest first: each entry is folded into the first richer-or-equal entry it duplicates that is kept.
    const ranked = [...group].sort((a, b) => placeRichness(b) - placeRichness(a) || (a.id < b.id ? -1 : 1));
    const kept: Place[] = [];
    for (const place of ranked) {
      const into = kept.find((other) => isNearDuplicate(other, place));
      if (!into) kept.push(place);
      else
        dropped.set(place.id, {
          kept: into,
          removed: place,
          miles: distanceMiles({ latitude: into.lat, longitude: into.lng }, { latitude: place.lat, longitude: place.lng }),
        });
    }
  }
  return { places: places.filter((place) => !dropped.has(place.id)), removed: [...dropped.values()] };
}
