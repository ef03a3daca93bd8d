import type { NearestCoveredArea } from '@forkcast/contracts';
import { degreeSpan, distanceMiles, roundToTenth } from '../domain/geo';
import type { LatLng, Place } from '../domain/place';
import type { CatalogArea, CatalogIndex } from './catalog-index';
import {
  catalogLocation,
  DEFAULT_CATALOG_PATH,
  parseCatalog,
  readAreaIds,
  readAreaRecords,
  readCatalogFile,
  readCatalogIndex,
  type Catalog,
  type CatalogFileReader,
} from './load-catalog';
import { mergeNearestFirst, type Nearby } from './spatial-grid';

/**
 * The catalog as the gateway reads it: nothing at start, the small index on first use, then each area's file
 * only when a query reaches its box, kept from then on. So a gateway serving Philadelphia never holds New York.
 * Every load is shared by concurrent callers; a failed one is forgotten so the next call retries.
 */
export class AreaCatalog {
  private index: Promise<CatalogIndex> | null = null;
  private areaOfId: Promise<Map<string, string>> | null = null;
  private readonly areas = new Map<string, Promise<Catalog>>();

  constructor(
    private readonly catalogPath: string = DEFAULT_CATALOG_PATH,
    private readonly read: CatalogFileReader = readCatalogFile,
  ) {}

  /** Places within the radius, nearest first, from every area the circle's box reaches. */
  async within(center: LatLng, radiusMiles: number): Promise<Nearby<Place>[]> {
    const span = degreeSpan(center, radiusMiles);
    const box = [center.latitude - span.lat, center.longitude - span.lng, center.latitude + span.lat, center.longitude + span.lng] as const;
    const { areas } = await this.loadIndex();
    const reached = areas.filter(
      ({ bounds: [south, west, north, east] }) => box[0] <= north && box[2] >= south && box[1] <= east && box[3] >= west,
    );
    const catalogs = await Promise.all(reached.map((area) => this.loadArea(area)));
    return mergeNearestFirst(catalogs.map((catalog) => catalog.index.within(center, radiusMiles)));
  }

  /** Any place of the catalog by id, loading at most its own area. */
  async byId(id: string): Promise<Place | null> {
    for (const loading of this.areas.values()) {
      const place = (await loading).byId.get(id);
      if (place) return place;
    }
    const areaKey = (await this.loadIds()).get(id);
    const area = areaKey ? (await this.loadIndex()).areas.find(({ key }) => key === areaKey) : undefined;
    return area ? ((await this.loadArea(area)).byId.get(id) ?? null) : null;
  }

  /** The covered area whose centre is nearest the point; null when the catalog covers none. */
  async nearestCoveredArea(point: LatLng): Promise<NearestCoveredArea | null> {
    let nearest: NearestCoveredArea | null = null;
    for (const area of (await this.loadIndex()).areas) {
      for (const { name, lat, lng } of area.covered) {
        const miles = distanceMiles(point, { latitude: lat, longitude: lng });
        if (!nearest || miles < nearest.miles) nearest = { name, miles };
      }
    }
    return nearest && { name: nearest.name, miles: roundToTenth(nearest.miles) };
  }

  /**
   * Every area, loaded one after another as queries would (at most one area's file text in memory at once):
   * for the memory benchmark and whole-catalog checks.
   */
  async loadEveryArea(): Promise<Catalog[]> {
    const catalogs: Catalog[] = [];
    for (const area of (await this.loadIndex()).areas) catalogs.push(await this.loadArea(area));
    return catalogs;
  }

  /** Keys of the areas loaded or loading, in the order they were first asked for. */
  loadedAreas(): string[] {
    return [...this.areas.keys()];
  }

  private loadIndex(): Promise<CatalogIndex> {
    this.index ??= readCatalogIndex(this.catalogPath, this.read).catch((error: unknown) => {
      this.index = null;
      throw error;
    });
    return this.index;
  }

  private loadIds(): Promise<Map<string, string>> {
    this.areaOfId ??= this.loadIndex()
      .then((index) => readAreaIds(this.catalogPath, index, this.read))
      .catch((error: unknown) => {
        this.areaOfId = null;
        throw error;
      });
    return this.areaOfId;
  }

  private loadArea(area: CatalogArea): Promise<Catalog> {
    const cached = this.areas.get(area.key);
    if (cached) return cached;
    const loading = readAreaRecords(this.catalogPath, area, this.read)
      .then(parseCatalog)
      .catch((error: unknown) => {
        this.areas.delete(area.key);
        throw error;
      });
    this.areas.set(area.key, loading);
    return loading;
  }
}

const opened = new Map<string, AreaCatalog>();

/**
 * One AreaCatalog per catalog (named by its folder or its index file alike), shared by every CatalogSource of
 * the process so each area loads once.
 */
export function openCatalog(catalogPath: string = DEFAULT_CATALOG_PATH): AreaCatalog {
  const { indexFile } = catalogLocation(catalogPath);
  let catalog = opened.get(indexFile);
  if (!catalog) {
    catalog = new AreaCatalog(catalogPath);
    opened.set(indexFile, catalog);
  }
  return catalog;
}
