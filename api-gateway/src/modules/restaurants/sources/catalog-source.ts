import { DEFAULT_CATALOG_PATH, loadCatalog } from '../catalog/load-catalog';
import type { Place } from '../domain/place';
import type { NearbyQuery, RestaurantSource } from './restaurant-source';

/**
 * The offline default: the bundled OpenStreetMap catalog, loaded on first use. Photos are the cuisine
 * illustrations (see photos/resolve-photo.ts), so this source has no photo method.
 */
export class CatalogSource implements RestaurantSource {
  readonly kind = 'catalog' as const;

  constructor(private readonly catalogPath: string = DEFAULT_CATALOG_PATH) {}

  /** Nearest first. */
  async nearby({ latitude, longitude, radiusMiles }: NearbyQuery): Promise<Place[]> {
    const catalog = await loadCatalog(this.catalogPath);
    return catalog.index.within({ latitude, longitude }, radiusMiles).map(({ item }) => item);
  }

  async details(placeId: string): Promise<Place | null> {
    const catalog = await loadCatalog(this.catalogPath);
    return catalog.byId.get(placeId) ?? null;
  }
}
