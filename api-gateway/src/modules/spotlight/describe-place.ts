import type { DiscoverDescription, Preferences } from '@forkcast/contracts';
import { FALLBACK_CUISINE } from '../restaurants/domain/to-restaurant';
import { findCuisineProfile } from '../restaurants/domain/cuisine-knowledge';
import type { Place } from '../restaurants/domain/place';

/**
 * Writes Discover's descriptions: what each place is and why it fits these preferences. The AI
 * service's `discoverDescriptions` in app.ts.
 */
export type DescribeForDiscover = (
  places: readonly Place[],
  preferences: Pick<Preferences, 'priceRange' | 'cuisinePreferences' | 'dietaryRestrictions'>,
) => Promise<readonly DiscoverDescription[]>;

const listOf = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * A short factual sentence from what the restaurants library knows (cuisine, its typical dishes and
 * occasions, diet tags). Used when the AI describer fails or leaves a place out, so a
 * Discover card never shows an empty description or a made-up claim.
 */
export function describePlaceFromFacts(place: Place): string {
  const cuisine = place.cuisines[0] ?? FALLBACK_CUISINE;
  const profile = place.cuisines.map((label) => findCuisineProfile(label)).find(Boolean);
  const kind = cuisine === FALLBACK_CUISINE ? 'A restaurant' : `${/^[aeiou]/i.test(cuisine) ? 'An' : 'A'} ${cuisine} spot`;
  const where = place.vicinity ? ` on ${place.vicinity.split(',')[0]}` : '';
  const dishes = profile ? `, the kind of place for ${listOf(profile.dishes.slice(0, 3))}` : '';
  const diet =
    place.diet.vegan === 'only' || place.diet.vegan === 'yes'
      ? ' Vegan options are listed.'
      : place.diet.vegetarian === 'only' || place.diet.vegetarian === 'yes'
        ? ' Vegetarian options are listed.'
        : '';
  const goodFor = profile?.goodFor[0] ? ` Good for ${profile.goodFor[0]}.` : '';
  return `${kind}${where}${dishes}.${goodFor}${diet}`;
}
