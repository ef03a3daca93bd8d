import { removeDuplicatePlaces } from './domain/duplicates';
import type { LatLng, Place } from './domain/place';
import type { RestaurantSource } from './sources/restaurant-source';
import type { RestaurantCacheRepository } from './restaurant-cache.repository';

/** The app's largest search radius (docs/product.md › Limits and constants). */
export const MAX_RADIUS_MILES = 25;
/**
 * Areas are keyed by coordinates rounded to 2 decimals (spec: the refresh cooldown's rule), so one area
 * serves origins up to ~0.5 mile from its centre: fetch that much further and nothing near the edge is lost.
 */
const ROUNDING_SLACK_MILES = 0.5;

export const roundCoordinate = (value: number): number => Math.round(value * 100) / 100;

/** '39.95,-75.17': the area a point belongs to. */
export function areaKeyOf({ latitude, longitude }: LatLng): string {
  return `${roundCoordinate(latitude).toFixed(2)},${roundCoordinate(longitude).toFixed(2)}`;
}

/**
 * Places near a point, through the database cache: a nearby query for an area already fetched (with a
 * large enough radius) within the TTL is answered from the database, anything else asks the source and
 * stores what it returned. Callers filter by exact distance themselves. This is what other modules
 * (sessions, spotlight, AI, randomizer) call to find places.
 */
export class RestaurantFinder {
  constructor(
    private readonly cache: RestaurantCacheRepository,
    private readonly source: RestaurantSource,
    private readonly now: () => Date,
    private readonly ttlMs: number,
  ) {}

  async nearby(origin: LatLng, radiusMiles: number): Promise<Place[]> {
    const fetchRadius = Math.min(radiusMiles, MAX_RADIUS_MILES) + ROUNDING_SLACK_MILES;
    const since = new Date(this.now().getTime() - this.ttlMs);
    const area = await this.cache.findFreshArea(areaKeyOf(origin), fetchRadius, since);
    if (area) return this.cache.placesByIds(area.placeIds);
    return this.fetchArea(origin, radiusMiles);
  }

  /**
   * Asks the source for the whole area and stores it, fresh or not (the cache refresh calls this). A live
   * source (OpenStreetMap, Places) can list one restaurant twice, as the bundled catalog did before its
   * load folded them: the area keeps only the richer entry of each near-duplicate pair. Every entry is still
   * cached by id, so a favourite or a session that points at a folded one keeps its card.
   */
  async fetchArea(origin: LatLng, radiusMiles: number): Promise<Place[]> {
    const center = { latitude: roundCoordinate(origin.latitude), longitude: roundCoordinate(origin.longitude) };
    const fetchRadius = Math.min(radiusMiles, MAX_RADIUS_MILES) + ROUNDING_SLACK_MILES;
    const fetched = await this.source.nearby({ ...center, radiusMiles: fetchRadius });
    const { places } = removeDuplicatePlaces(fetched);
    const now = this.now();
    await this.cache.savePlaces(fetched, now);
    await this.cache.saveArea({ areaKey: areaKeyOf(center), ...center, radiusMiles: fetchRadius, placeIds: places.map((place) => place.id) }, now);
    return places;
  }

  /** The cached copies of these places (a place no longer cached is left out). */
  cachedPlaces(ids: readonly string[]): Promise<Place[]> {
    return this.cache.placesByIds(ids);
  }

  /** One place: the cached copy, else the source's details (then cached). Null when unknown. */
  async byId(placeId: string): Promise<Place | null> {
    const cached = await this.cache.findPlace(placeId);
    if (cached) return cached;
    const place = await this.source.details(placeId);
    if (place) await this.cache.savePlaces([place], this.now());
    return place;
  }
}
