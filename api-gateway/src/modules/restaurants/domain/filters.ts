import { UNKNOWN_PRICE_LEVEL, type PriceRange } from '@forkcast/contracts';
import { isOpenNow } from './opening-hours';
import { cuisineKey, findCuisine } from './cuisine-knowledge';
import { distanceMiles } from './geo';
import type { DietValue, LatLng, Place } from './place';

export interface PlaceFilters {
  /** Only places within this many miles of the origin. */
  radiusMiles?: number;
  /** '$'..'$$$$'; empty or absent means any price. A place that lists no price is never left out. */
  priceRange?: readonly PriceRange[];
  /** Places rated below this are left out, and so are unrated ones where ratings exist (see meetsMinRating). */
  minRating?: number | null;
  /** Any of these cuisines (case-insensitive, with synonyms); empty or absent means any cuisine. */
  cuisines?: readonly string[];
  /** Place ids to leave out (e.g. already swiped when repeats aren't allowed). */
  excludePlaceIds?: ReadonlySet<string>;
  /** Only places whose hours say they are open at this instant (on their own clock); unknown hours are left out. */
  openAt?: Date;
}

/** The level the spec reports for a place: '$$' when the source lists no price (compromises, the randomizer). */
export const priceLevelOf = (place: Pick<Place, 'priceLevel'>): number => place.priceLevel ?? UNKNOWN_PRICE_LEVEL;

/**
 * An unknown price is not a price outside the range: OpenStreetMap lists none, and "$ only" must not empty a
 * deck of places whose price nobody knows (the screens say prices are unknown there). No levels: any price.
 */
export function withinPriceRange(place: Pick<Place, 'priceLevel'>, levels: ReadonlySet<number>): boolean {
  return levels.size === 0 || place.priceLevel === null || levels.has(place.priceLevel);
}

/** '$$$' → 3. */
export const priceRangeLevel = (range: PriceRange): number => range.length;

/**
 * What a requested cuisine should also match, beyond its own name: the randomizer's list (docs/product.md › Screens › Randomizer)
 * names broad cuisines while OSM tags are specific ('Sushi' must find places tagged japanese and the
 * other way round). Keys are cuisineKey() spellings or knowledge-base slugs.
 */
const CUISINE_SYNONYMS: Record<string, readonly string[]> = {
  sushi: ['japanese'],
  japanese: ['sushi', 'ramen', 'izakaya', 'teriyaki', 'okinawan', 'udon', 'tempura'],
  steak_house: ['steak', 'steakhouse', 'argentinian', 'argentine', 'churrascaria'],
  pizza: ['italian_pizza', 'pizzeria'],
  italian: ['pasta', 'italian_pizza', 'trattoria'],
  mexican: ['tex_mex', 'tacos', 'taco', 'taqueria', 'burrito', 'oaxacan'],
  tacos: ['mexican', 'tex_mex', 'taqueria'],
  chinese: ['cantonese', 'szechuan', 'sichuan', 'hunan', 'dim_sum', 'dumplings', 'taiwanese', 'hotpot', 'shanghainese'],
  indian: ['punjabi', 'south_indian', 'north_indian', 'nepali', 'nepalese', 'pakistani', 'bangladeshi', 'curry'],
  thai: ['lao_thai'],
  american: ['new_american', 'burger', 'diner', 'southern', 'comfort_food', 'californian'],
  greek: ['gyro', 'gyros'],
  mediterranean: ['greek', 'middle_eastern', 'lebanese', 'turkish', 'falafel', 'israeli', 'moroccan'],
  seafood: ['fish', 'oyster', 'oysters', 'fish_and_chips', 'crab', 'lobster', 'poke'],
  french: ['bistro', 'brasserie', 'crepe', 'crepes'],
  vegetarian: ['vegan'],
  barbecue: ['bbq', 'texan', 'smokehouse'],
};

/** The names a cuisine answers to: its own key and, when known, its knowledge-base slug. */
function namesOf(text: string): string[] {
  const key = cuisineKey(text);
  const match = findCuisine(key);
  return match?.exact && match.profile.slug !== key ? [key, match.profile.slug] : [key];
}

function requestedNames(cuisine: string): Set<string> {
  const names = new Set(namesOf(cuisine));
  for (const name of [...names]) {
    for (const synonym of CUISINE_SYNONYMS[name] ?? []) names.add(synonym);
  }
  return names;
}

const served = (value: DietValue | undefined): boolean => value === 'only' || value === 'yes';

/** True when the place serves any of the requested cuisines; 'Vegetarian'/'Vegan' also read diet tags. */
export function matchesCuisines(place: Pick<Place, 'cuisines' | 'diet'>, requested: readonly string[]): boolean {
  if (requested.length === 0) return true;
  const placeNames = new Set(place.cuisines.flatMap(namesOf));
  return requested.some((cuisine) => {
    const names = requestedNames(cuisine);
    if (names.has('vegan') && served(place.diet.vegan)) return true;
    if (names.has('vegetarian') && (served(place.diet.vegetarian) || served(place.diet.vegan))) return true;
    for (const name of names) if (placeNames.has(name)) return true;
    return false;
  });
}

const LOWEST_RATING = 1;

/**
 * The minimum-rating rule, for the deck, the randomizer and spotlight alike: a minimum keeps only places
 * rated at least that, so "3.0 and up" never brings a place with no rating. The one exception is a listing
 * in which nothing is rated (the bundled OpenStreetMap catalog and Overpass carry no ratings): there the
 * minimum cannot be applied at all, and the screens say so, rather than every search coming back empty.
 * The sliders' lowest step (1, the bottom of the 1–5 scale) excludes nothing: it reads "any rating".
 */
export function meetsMinRating(place: Pick<Place, 'rating'>, minRating: number | null, listingHasRatings: boolean): boolean {
  if (minRating === null || minRating <= LOWEST_RATING) return true;
  if (place.rating === null) return !listingHasRatings;
  return place.rating >= minRating;
}

/** The places that pass every filter, in their input order. */
export function filterPlaces(places: readonly Place[], origin: LatLng, filters: PlaceFilters): Place[] {
  const levels = new Set((filters.priceRange ?? []).map(priceRangeLevel));
  const cuisines = filters.cuisines ?? [];
  const minRating = filters.minRating ?? null;
  const listingHasRatings = places.some((place) => place.rating !== null);

  return places.filter((place) => {
    if (filters.excludePlaceIds?.has(place.id)) return false;
    if (!withinPriceRange(place, levels)) return false;
    if (!meetsMinRating(place, minRating, listingHasRatings)) return false;
    if (filters.radiusMiles !== undefined) {
      const miles = distanceMiles(origin, { latitude: place.lat, longitude: place.lng });
      if (miles > filters.radiusMiles) return false;
    }
    if (!matchesCuisines(place, cuisines)) return false;
    // Last: reading the hours is the costliest test.
    return filters.openAt === undefined || isOpenNow(place, filters.openAt) === true;
  });
}
