import { OSM_ATTRIBUTION } from '@forkcast/contracts';

/** Google Places ids (see the gateway's google-places-mapping); every other source is OpenStreetMap data. */
const GOOGLE_ID_PREFIX = 'gplaces:';
const GOOGLE_ATTRIBUTION = 'Powered by Google';

/**
 * The credits a list of saved places needs. Saved entries carry only the place id, and the id names
 * its source, so the id decides: OSM's licence (ODbL) asks for its credit wherever its places are shown.
 */
export function dataCreditsFor(restaurantIds: readonly string[]): string[] {
  const credits = new Set<string>();
  for (const id of restaurantIds) credits.add(id.startsWith(GOOGLE_ID_PREFIX) ? GOOGLE_ATTRIBUTION : OSM_ATTRIBUTION);
  return [...credits];
}
