import type { NearestCoveredArea } from '@forkcast/contracts';
import { removeDuplicatePlaces } from './domain/duplicates';
import type { LatLng, Place, PlaceSource } from './domain/place';
import type { CatalogSource } from './sources/catalog-source';
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

/** Places near a point, and who answered: the configured source, or the catalog standing in for it. */
export interface NearbyResult {
  places: Place[];
  source: PlaceSource;
  /** The live source failed or is resting, and the catalog answered instead (not cached as the area). */
  liveUnavailable: boolean;
}

/**
 * Places near a point, through the database cache: a nearby query for an area already fetched (with a
 * large enough radius) within the TTL is answered from the database, anything else asks the source and
 * stores what it returned. Callers filter by exact distance themselves. This is what other modules
 * (sessions, spotlight, AI, randomizer) call to find places.
 *
 * The bundled catalog (`catalog`) is in memory and never cached in the database: it answers alone when it
 * is the source, stands in (within the live source's deadline) whenever a live source fails or rests, and
 * answers ids the cache lacks. Only the area's rounded centre and radius leave the machine.
 */
export class RestaurantFinder {
  /** One upstream query per area at a time: concurrent searches of one area share the first one's answer. */
  private readonly inFlight = new Map<string, { radiusMiles: number; answer: Promise<NearbyResult> }>();

  constructor(
    private readonly cache: RestaurantCacheRepository,
    private readonly source: RestaurantSource,
    private readonly now: () => Date,
    private readonly ttlMs: number,
    /** The bundled catalog: the source itself, or the stand-in behind a live one. Absent in tests with a fake source. */
    private readonly catalog?: CatalogSource,
  ) {}

  async nearby(origin: LatLng, radiusMiles: number): Promise<Place[]> {
    return (await this.search(origin, radiusMiles)).places;
  }

  async search(origin: LatLng, radiusMiles: number): Promise<NearbyResult> {
    if (this.catalog && this.source === this.catalog) return this.searchCatalog(origin, radiusMiles, false);
    const fetchRadius = Math.min(radiusMiles, MAX_RADIUS_MILES) + ROUNDING_SLACK_MILES;
    const since = new Date(this.now().getTime() - this.ttlMs);
    const area = await this.cache.findFreshArea(areaKeyOf(origin), fetchRadius, since);
    if (!area) return this.searchSource(origin, radiusMiles);
    const places = await this.cache.placesByIds(area.placeIds);
    // An area cached under another configuration keeps the name of the source that listed it.
    return { places, source: places[0]?.source ?? this.source.kind, liveUnavailable: false };
  }

  /**
   * Asks the source for the whole area and stores it, fresh or not (the cache refresh calls this). A live
   * source (OpenStreetMap, Places) can list one restaurant twice, as the bundled catalog did before its
   * load folded them: the area keeps only the richer entry of each near-duplicate pair. Every entry is still
   * cached by id, so a favourite or a session that points at a folded one keeps its card. Without a
   * catalog behind it, a source's failure is the caller's (the refresh reports it).
   */
  async fetchArea(origin: LatLng, radiusMiles: number): Promise<Place[]> {
    const answer =
      this.catalog && this.source === this.catalog
        ? this.searchCatalog(origin, radiusMiles, false)
        : this.searchSource(origin, radiusMiles);
    return (await answer).places;
  }

  private searchSource(origin: LatLng, radiusMiles: number): Promise<NearbyResult> {
    const key = areaKeyOf(origin);
    const running = this.inFlight.get(key);
    if (running && running.radiusMiles >= radiusMiles) return running.answer;
    const answer = this.askSource(origin, radiusMiles).finally(() => {
      if (this.inFlight.get(key)?.answer === answer) this.inFlight.delete(key);
    });
    this.inFlight.set(key, { radiusMiles, answer });
    return answer;
  }

  private async askSource(origin: LatLng, radiusMiles: number): Promise<NearbyResult> {
    // The rounded centre is all a live source learns of where the user is.
    const center = { latitude: roundCoordinate(origin.latitude), longitude: roundCoordinate(origin.longitude) };
    const query = { ...center, radiusMiles: Math.min(radiusMiles, MAX_RADIUS_MILES) + ROUNDING_SLACK_MILES };
    let fetched: Place[];
    try {
      fetched = await this.source.nearby(query);
    } catch (error) {
      if (!this.catalog) throw error;
      // Not cached: the live source is asked again as soon as it is back.
      return this.searchCatalog(origin, radiusMiles, true);
    }
    const { places } = removeDuplicatePlaces(fetched);
    const now = this.now();
    await this.cache.savePlaces(fetched, now);
    await this.cache.saveArea(
      { areaKey: areaKeyOf(center), ...center, radiusMiles: query.radiusMiles, placeIds: places.map((place) => place.id) },
      now,
    );
    return { places, source: this.source.kind, liveUnavailable: false };
  }

  /** The catalog folded its duplicates when it loaded an area; it is searched around the exact point. */
  private async searchCatalog(origin: LatLng, radiusMiles: number, liveUnavailable: boolean): Promise<NearbyResult> {
    const places = await this.catalog!.nearby({ ...origin, radiusMiles: Math.min(radiusMiles, MAX_RADIUS_MILES) });
    return { places, source: 'catalog', liveUnavailable };
  }

  /** These places as last seen: the database's copies, else the catalog's (a place known to neither is left out). */
  async cachedPlaces(ids: readonly string[]): Promise<Place[]> {
    const cached = await this.cache.placesByIds(ids);
    if (!this.catalog || cached.length === ids.length) return cached;
    const found = new Set(cached.map((place) => place.id));
    const fromCatalog = await Promise.all(ids.filter((id) => !found.has(id)).map((id) => this.catalog!.details(id)));
    return [...cached, ...fromCatalog.filter((place): place is Place => place !== null)];
  }

  /**
   * One place: the cached copy, else the bundled catalog's (ids are OSM's own, so a place first seen live is
   * found there too, without a network call), else the live source's details (then cached). Null when unknown.
   */
  async byId(placeId: string): Promise<Place | null> {
    const cached = await this.cache.findPlace(placeId);
    if (cached) return cached;
    const fromCatalog = (await this.catalog?.details(placeId)) ?? null;
    if (fromCatalog || this.source === this.catalog) return fromCatalog;
    const place = await this.source.details(placeId);
    if (place) await this.cache.savePlaces([place], this.now());
    return place;
  }

  /** The metro area the offline catalog covers nearest to a point (for "nothing near" answers). */
  async nearestCoveredArea(point: LatLng): Promise<NearestCoveredArea | null> {
    return this.catalog ? this.catalog.nearestCoveredArea(point) : null;
  }
}
