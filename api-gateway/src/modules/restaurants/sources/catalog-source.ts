import type { NearestCoveredArea } from '@forkcast/contracts';
import { openCatalog, type AreaCatalog } from '../catalog/area-catalog';
import { DEFAULT_CATALOG_PATH } from '../catalog/load-catalog';
import type { LatLng, Place } from '../domain/place';
import type { NearbyQuery, RestaurantSource } from './restaurant-source';

/**
 * The offline source: the bundled OpenStreetMap catalog, read area by area as queries reach them (see
 * catalog/area-catalog.ts). Photos are the cuisine illustrations (see photos/resolve-photo.ts), so this
 * source has no photo method.
 */
export class CatalogSource implements RestaurantSource {
  readonly kind = 'catalog' as const;
  private readonly catalog: AreaCatalog;

  /** `catalogPath`: the catalog folder or its index.json; default the bundled one. Reads nothing yet. */
  constructor(catalogPath: string = DEFAULT_CATALOG_PATH) {
    this.catalog = openCatalog(catalogPath);
  }

  /** Nearest first. */
  async nearby({ latitude, longitude, radiusMiles }: NearbyQuery): Promise<Place[]> {
    return (await this.catalog.within({ latitude, longitude }, radiusMiles)).map(({ item }) => item);
  }

  async details(placeId: string): Promise<Place | null> {
    return this.catalog.byId(placeId);
  }

  /**
   * The covered area whose centre is nearest the point, miles to that centre (to a tenth), null when the
   * catalog covers none. A metro can have several covered circles under one name (catalog/NOTICE.md).
   */
  nearestCoveredArea(point: LatLng): Promise<NearestCoveredArea | null> {
    return this.catalog.nearestCoveredArea(point);
  }
}
