import { normalizeCuisines } from './cuisine-labels';
import { inferCuisinesFromName } from './infer-cuisine-from-name';

// A café or fast-food place with no cuisine tag still says what kind of place it is.
const AMENITY_CUISINE: Record<string, string> = { cafe: 'Cafe', fast_food: 'Fast Food' };

export interface PlaceCuisines {
  /** Display labels, primary first; [] means "Restaurant". */
  cuisines: string[];
  /** True when the labels are only a guess from the name. */
  fromName: boolean;
}

/**
 * A place's cuisine labels from the best evidence available: the source's cuisine values, else clear
 * keywords in its name, else what its OSM amenity says (cafe, fast food), and whether they were guessed.
 */
export function placeCuisineEvidence(
  values: string | readonly string[] | null | undefined,
  name: string,
  amenity?: string | null,
): PlaceCuisines {
  const tagged = normalizeCuisines(values);
  if (tagged.length > 0) return { cuisines: tagged, fromName: false };
  const inferred = normalizeCuisines(inferCuisinesFromName(name));
  if (inferred.length > 0) return { cuisines: inferred, fromName: true };
  const fromAmenity = amenity ? AMENITY_CUISINE[amenity] : undefined;
  return { cuisines: fromAmenity ? [fromAmenity] : [], fromName: false };
}

/** The labels alone (see placeCuisineEvidence). */
export function placeCuisines(values: string | readonly string[] | null | undefined, name: string, amenity?: string | null): string[] {
  return placeCuisineEvidence(values, name, amenity).cuisines;
}
