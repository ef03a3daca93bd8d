import { loadCuisineKnowledge, type CUISINE_GLYPHS } from '../knowledge/load-cuisine-knowledge';
import type { DietRestriction } from './dietary-restrictions';

/**
 * How well a typical restaurant of a cuisine serves a restriction when nothing else is known.
 * good: no warning · some: low (options exist, ask) · limited: medium · poor: high (little or nothing).
 */
export type DietFit = 'good' | 'some' | 'limited' | 'poor';

export interface DietNote {
  fit: DietFit;
  /** One or two sentences about this cuisine and this restriction; shown as the warning text when fit isn't good. */
  note: string;
  /** Where the claim comes from (a reference, or 'general culinary knowledge'). */
  source: string;
}

/** The vector shape the photo endpoint draws for a cuisine (see photos/cuisine-illustration.ts). */
export type CuisineGlyph = (typeof CUISINE_GLYPHS)[number];

export interface CuisineProfile {
  /** The OSM `cuisine=` value this profile is named for. */
  slug: string;
  /** How the app shows it. */
  label: string;
  /** Other OSM spellings that mean exactly this cuisine (shown with this label). */
  aliases: readonly string[];
  /** Related OSM values that keep their own label but eat like this cuisine (same diet profile). */
  covers: readonly string[];
  glyph: CuisineGlyph;
  /** Dishes a diner can expect; the AI layer uses them for descriptions and menu tips. */
  dishes: readonly string[];
  /** Occasions and groups it suits. */
  goodFor: readonly string[];
  /** Where the dishes and occasions come from. */
  source: string;
  diet: Record<DietRestriction, DietNote>;
}

/**
 * Curated knowledge about ~55 cuisines common in US cities (and in the bundled OSM catalog):
 * the fallback for dietary warnings when a place has no diet tags, and raw facts for AI descriptions.
 * Notes describe a typical US restaurant of the cuisine, not every dish of the cuisine's home country.
 * The data lives in catalog/cuisine-knowledge.json, validated when this module loads (a bad file stops
 * the start with a clear message).
 */
export const CUISINE_PROFILES: readonly CuisineProfile[] = loadCuisineKnowledge().profiles;

/** One spelling for lookups: lower case, spaces and hyphens as underscores, no stray underscores. */
export function cuisineKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/&/g, '_and_')
    .replace(/[\s\-/]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
}

interface CuisineMatch {
  profile: CuisineProfile;
  /** True when the text names the cuisine itself (slug, alias or label), false for a covered relative. */
  exact: boolean;
}

const INDEX: ReadonlyMap<string, CuisineMatch> = (() => {
  const index = new Map<string, CuisineMatch>();
  // Exact names first so a covered value never hides a profile's own name.
  for (const profile of CUISINE_PROFILES) {
    for (const name of [profile.slug, profile.label, ...profile.aliases]) {
      index.set(cuisineKey(name), { profile, exact: true });
    }
  }
  for (const profile of CUISINE_PROFILES) {
    for (const name of profile.covers) {
      const key = cuisineKey(name);
      if (!index.has(key)) index.set(key, { profile, exact: false });
    }
  }
  return index;
})();

/** Finds the profile for an OSM value or a display label ('steak_house', 'Steakhouse', 'Lao'), or undefined. */
export function findCuisine(text: string): CuisineMatch | undefined {
  return INDEX.get(cuisineKey(text));
}

export function findCuisineProfile(text: string): CuisineProfile | undefined {
  return findCuisine(text)?.profile;
}
