import type { DietaryWarning } from '@forkcast/contracts';
import { findCuisine, type CuisineProfile } from '../../restaurants/domain/cuisine-knowledge';
import type { DietTags, Place, PlaceSource } from '../../restaurants/domain/place';
import { FALLBACK_CUISINE } from '../../restaurants/domain/to-restaurant';
import { weeklyHours } from '../../restaurants/domain/opening-hours';
import { joinAnd } from './phrasing';

/**
 * Everything the AI layer knows about one place: the facts a description or insight may use, and all
 * that a remote model ever sees of it. Plain JSON, so it is also part of the cache key.
 */
export interface PlaceFacts {
  placeId: string;
  name: string;
  /** Display labels the source lists (never guessed from the name), primary first; ['Restaurant'] when none. */
  cuisines: string[];
  priceLevel: number | null;
  rating: number | null;
  /** Where the source got it: 'catalog'/'overpass' are OpenStreetMap (no reviews, ratings or prices). */
  source: PlaceSource;
  street: string | null;
  locality: string | null;
  /** Regular weekly hours as readable lines; empty when unknown. */
  hours: string[];
  openDays: number;
  lateNight: boolean;
  /** OSM diet tags the place itself carries (only/yes/limited/no). */
  diet: DietTags;
  hasPhone: boolean;
  hasWebsite: boolean;
}

const POSTCODE_OR_STATE = /^(\d{5}(-\d{4})?|[A-Z]{2}(\s+\d{5})?)$/;

/** '7136 Germantown Ave, Philadelphia' → street + locality; 'Philadelphia, PA' → locality only. */
export function splitVicinity(vicinity: string | null): { street: string | null; locality: string | null } {
  const parts = (vicinity ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !POSTCODE_OR_STATE.test(part));
  if (parts.length === 0) return { street: null, locality: null };
  const startsWithNumber = /^\d/.test(parts[0]!);
  if (parts.length === 1) return startsWithNumber ? { street: parts[0]!, locality: null } : { street: null, locality: parts[0]! };
  return { street: parts[0]!, locality: parts.at(-1)! };
}

/**
 * The cuisine labels AI text may state: the source's own, never a guess from the name ("Fishtown
 * Diner" is not a seafood place). Empty when the source lists none.
 */
export function statedCuisines(place: Pick<Place, 'cuisines' | 'cuisinesFromName'>): string[] {
  return place.cuisinesFromName ? [] : place.cuisines;
}

export function placeFacts(place: Place): PlaceFacts {
  const hours = weeklyHours(place);
  const cuisines = statedCuisines(place);
  return {
    placeId: place.id,
    name: place.name,
    cuisines: cuisines.length > 0 ? cuisines.slice(0, 4) : [FALLBACK_CUISINE],
    priceLevel: place.priceLevel,
    rating: place.rating,
    source: place.source,
    ...splitVicinity(place.vicinity),
    hours: hours.lines,
    openDays: hours.openDays,
    lateNight: hours.lateNight,
    diet: place.diet,
    hasPhone: Boolean(place.phone),
    hasWebsite: Boolean(place.website),
  };
}

/**
 * The knowledge-base entries for a place's cuisines, in its order, without repeats. `exact` keeps only
 * cuisines the labels name themselves: a poke place is covered by the Hawaiian entry (its dishes and diet
 * notes fit), but a sentence may not call it Hawaiian.
 */
export function cuisineProfiles(cuisines: readonly string[], { exact = false } = {}): CuisineProfile[] {
  const profiles: CuisineProfile[] = [];
  for (const label of cuisines) {
    const match = findCuisine(label);
    if (match && (match.exact || !exact) && !profiles.includes(match.profile)) profiles.push(match.profile);
  }
  return profiles;
}

/** 'Vegan' → "vegan-friendly" facts the place's own tags state (diet=yes/only), for sentences. */
export function dietHighlights(diet: DietTags): string[] {
  const words: Record<keyof DietTags, string> = {
    vegetarian: 'vegetarian',
    vegan: 'vegan',
    glutenFree: 'gluten-free',
    dairyFree: 'dairy-free',
    halal: 'halal',
    kosher: 'kosher',
  };
  return (Object.keys(words) as (keyof DietTags)[])
    .filter((key) => diet[key] === 'yes' || diet[key] === 'only')
    .map((key) => (diet[key] === 'only' ? `all-${words[key]}` : `${words[key]} options`));
}

/**
 * An all-vegan or all-vegetarian kitchen: a cuisine's typical dishes (pepperoni pizza, bulgogi) say
 * nothing about its menu, so text about it names none.
 */
export function plantBasedOnly(diet: DietTags): boolean {
  return diet.vegan === 'only' || diet.vegetarian === 'only';
}

/** 'it is listed as all-vegan and with gluten-free options', or null when its tags state no diet. */
export function dietListing(diet: DietTags): string | null {
  const highlights = dietHighlights(diet);
  const only = highlights.filter((item) => item.startsWith('all-'));
  const options = highlights.filter((item) => !item.startsWith('all-'));
  const parts = [only.length > 0 ? `as ${joinAnd(only)}` : null, options.length > 0 ? `with ${joinAnd(options)}` : null].filter(Boolean);
  return parts.length > 0 ? `it is listed ${parts.join(' and ')}` : null;
}

/** The warning a restriction gets, as one sentence with the restriction named. */
export function warningSentence(warning: DietaryWarning): string {
  return `${warning.restriction}: ${warning.warning}`;
}
