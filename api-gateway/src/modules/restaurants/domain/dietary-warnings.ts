import type { DietarySeverity, DietaryWarning } from '@forkcast/contracts';
import { findCuisineProfile, type CuisineProfile, type DietFit } from './cuisine-knowledge';
import { parseRestriction, RESTRICTION_NOUN, type DietRestriction } from './dietary-restrictions';
import type { DietTags, DietValue, Place } from './place';

const FIT_SEVERITY: Record<DietFit, DietarySeverity | null> = {
  good: null,
  some: 'low',
  limited: 'medium',
  poor: 'high',
};
const FIT_ORDER: readonly DietFit[] = ['good', 'some', 'limited', 'poor'];

// A "limited" tag is a nuisance for a preference but a real risk for allergies and religious rules.
const LIMITED_SEVERITY: Record<DietRestriction, DietarySeverity> = {
  vegetarian: 'low',
  vegan: 'low',
  glutenFree: 'medium',
  dairyFree: 'medium',
  nutFree: 'medium',
  halal: 'medium',
  kosher: 'medium',
};

// Cuisines that define the whole menu: when a place lists one, it speaks for the place.
const DIET_DEFINING_SLUGS = new Set(['vegetarian', 'vegan']);

const MAX_RESTRICTION_TEXT = 40;

/**
 * The tag that answers a restriction, reading implications the mapper didn't spell out:
 * an all-vegan place is vegetarian, dairy-free and meat-free (halal concern) too.
 */
function tagFor(diet: DietTags, restriction: DietRestriction): DietValue | undefined {
  const served = (value: DietValue | undefined) => value === 'only' || value === 'yes';
  switch (restriction) {
    case 'vegetarian':
      return diet.vegetarian ?? (served(diet.vegan) ? diet.vegan : undefined);
    case 'dairyFree':
      return diet.dairyFree ?? (diet.vegan === 'only' ? 'only' : undefined);
    case 'halal':
      return diet.halal ?? (diet.vegan === 'only' || diet.vegetarian === 'only' ? 'only' : undefined);
    case 'nutFree':
      return undefined; // OSM has no nut tag.
    default:
      return diet[restriction];
  }
}

function fromTag(restriction: DietRestriction, tag: DietValue): { severity: DietarySeverity; warning: string } | null {
  const noun = RESTRICTION_NOUN[restriction];
  if (tag === 'only' || tag === 'yes') return null;
  if (tag === 'limited') {
    return { severity: LIMITED_SEVERITY[restriction], warning: `Only limited ${noun}, according to OpenStreetMap.` };
  }
  return { severity: 'high', warning: `Does not offer ${noun}, according to OpenStreetMap.` };
}

/** Worst fit among the cuisines a place lists, unless one of them defines the whole menu (Vegan). */
function fromCuisines(restriction: DietRestriction, profiles: readonly CuisineProfile[]) {
  const defining = profiles.filter((profile) => DIET_DEFINING_SLUGS.has(profile.slug));
  const candidates = defining.length > 0 ? defining : profiles;
  let chosen = candidates[0]!.diet[restriction];
  for (const profile of candidates.slice(1)) {
    const note = profile.diet[restriction];
    if (FIT_ORDER.indexOf(note.fit) > FIT_ORDER.indexOf(chosen.fit)) chosen = note;
  }
  const severity = FIT_SEVERITY[chosen.fit];
  return severity ? { severity, warning: chosen.note } : null;
}

/**
 * One warning per user restriction the place may not meet. OSM diet tags win (they describe this very
 * place); untagged places fall back to what is typical of their cuisine; with neither, a low
 * "no information" warning so the user knows to ask. Free-text restrictions we can't interpret get
 * that same low warning rather than being dropped.
 */
export function dietaryWarnings(place: Pick<Place, 'cuisines' | 'diet'>, userRestrictions: readonly string[]): DietaryWarning[] {
  const profiles = place.cuisines
    .map((label) => findCuisineProfile(label))
    .filter((profile): profile is CuisineProfile => profile !== undefined);
  const seen = new Set<string>();
  const warnings: DietaryWarning[] = [];

  for (const raw of userRestrictions) {
    const text = raw.trim().slice(0, MAX_RESTRICTION_TEXT);
    const restriction = parseRestriction(text);
    const dedupeKey = restriction ?? text.toLowerCase();
    if (!text || seen.has(dedupeKey)) continue;
    seen.add(dedupeKey);

    if (!restriction) {
      warnings.push({
        restriction: text,
        severity: 'low',
        warning: `No dietary information available about "${text}"; check with the restaurant.`,
      });
      continue;
    }
    const tag = tagFor(place.diet, restriction);
    const result = tag
      ? fromTag(restriction, tag)
      : profiles.length > 0
        ? fromCuisines(restriction, profiles)
        : {
            severity: 'low' as const,
            warning: `No dietary information available; check with the restaurant about ${RESTRICTION_NOUN[restriction]}.`,
          };
    if (result) warnings.push({ restriction: text, ...result });
  }
  return warnings;
}
