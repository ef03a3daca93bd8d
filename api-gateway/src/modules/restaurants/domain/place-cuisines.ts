import { normalizeCuisines } from './cuisine-labels';
import { inferCuisinesFromName } from './infer-cuisine-from-name';

// A café or fast-food place with no cuisine tag still says what kind of place it is.
const AMENITY_CUISINE: Record<string, string> = { cafe: 'Cafe', fast_food: 'Fast Food' };

/**
 * A place's cuisine labels from the best evidence available: the source's cuisine values, else clear
 * keywords in its name, else what its OSM amenity says (cafe, fast food); [] means "Restaurant".
 */
export function placeCuisines(
  values: string | readonly string[] | null | undefined,
  name: string,
  amenity?: string | null,
): string[] {
  const tagged = normalizeCuisines(values);
  if (tagged.length > 0) return tagged;
  const inferred = normalizeCuisines(inferCuisinesFromName(name));
  if (inferred.length > 0) return inferred;
  const fromAmenity = amenity ? AMENITY_CUISINE[amenity] : undefined;
  return fromAmenity ? [fromAmenity] : [];
}
