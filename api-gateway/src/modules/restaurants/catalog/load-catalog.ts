import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../../../paths';
import { removeDuplicatePlaces, type DuplicateRemoval } from '../domain/duplicates';
import type { Place } from '../domain/place';
import { catalogRecordSchema, catalogRecordToPlace } from './catalog-record';
import { SpatialGrid } from './spatial-grid';

/** The bundled OpenStreetMap catalog (see catalog/NOTICE.md); read from disk, never bundled into dist. */
export const DEFAULT_CATALOG_PATH = path.join(packageRoot, 'catalog', 'restaurants-osm.json');

export interface Catalog {
  places: readonly Place[];
  byId: ReadonlyMap<string, Place>;
  index: SpatialGrid<Place>;
  /** Records that failed validation (or repeated an id) and were left out. */
  skipped: number;
  /** Entries left out as near-duplicates of a richer entry (same name, close by: domain/duplicates.ts). */
  duplicates: readonly DuplicateRemoval[];
}

export class CatalogLoadError extends Error {
  override name = 'CatalogLoadError';
}

/** Pure: validates each record on its own so one bad record costs one place, not the catalog. */
export function parseCatalog(json: unknown): Catalog {
  if (!Array.isArray(json)) throw new CatalogLoadError('Restaurant catalog must be a JSON array of places');
  const byId = new Map<string, Place>();
  let skipped = 0;
  for (const raw of json) {
    const parsed = catalogRecordSchema.safeParse(raw);
    if (!parsed.success || byId.has(parsed.data.id)) {
      skipped++;
      continue;
    }
    byId.set(parsed.data.id, catalogRecordToPlace(parsed.data));
  }
  // One restaurant mapped twice is one card: the richer entry stays.
  const { places, removed } = removeDuplicatePlaces([...byId.values()]);
  for (const { removed: place } of removed) byId.delete(place.id);
  return { places, byId, index: new SpatialGrid(places), skipped, duplicates: removed };
}

const cache = new Map<string, Promise<Catalog>>();

/**
 * Reads and validates the catalog file once per path; later calls share the same promise. A failed
 * load is forgotten so the next call retries instead of caching the error.
 */
export function loadCatalog(filePath: string = DEFAULT_CATALOG_PATH): Promise<Catalog> {
  const cached = cache.get(filePath);
  if (cached) return cached;
  const loading = readFile(filePath, 'utf8')
    .then((text) => parseCatalog(JSON.parse(text) as unknown))
    .catch((error: unknown) => {
      cache.delete(filePath);
      if (error instanceof CatalogLoadError) throw error;
      throw new CatalogLoadError(`Cannot load restaurant catalog ${filePath}: ${(error as Error).message}`);
    });
  cache.set(filePath, loading);
  return loading;
}
