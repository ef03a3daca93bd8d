import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback } from 'node:zlib';
import { packageRoot } from '../../../paths';
import { removeDuplicatePlaces, type DuplicateRemoval } from '../domain/duplicates';
import type { Place } from '../domain/place';
import { catalogIdsSchema, catalogIndexSchema, type CatalogArea, type CatalogIndex } from './catalog-index';
import { catalogRecordSchema, catalogRecordToPlace } from './catalog-record';
import { SpatialGrid } from './spatial-grid';

const gunzip = promisify(gunzipCallback);

/**
 * The bundled OpenStreetMap catalog (see catalog/NOTICE.md): a folder with a small index.json and one gzip
 * file per area, read from disk, never bundled into dist. Built by scripts/build-catalog.mjs.
 */
export const DEFAULT_CATALOG_PATH = path.join(packageRoot, 'catalog', 'restaurants');

/** Reads one catalog file; injectable so tests can see which files a query opens. */
export type CatalogFileReader = (filePath: string) => Promise<Buffer>;
export const readCatalogFile: CatalogFileReader = (filePath) => readFile(filePath);

/** One area's places (or the whole catalog's, from loadCatalog). */
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

/** The catalog folder and its index file, from either (the constructor of CatalogSource takes both). */
export function catalogLocation(catalogPath: string): { folder: string; indexFile: string } {
  return catalogPath.endsWith('.json')
    ? { folder: path.dirname(catalogPath), indexFile: catalogPath }
    : { folder: catalogPath, indexFile: path.join(catalogPath, 'index.json') };
}

async function readJson(filePath: string, read: CatalogFileReader): Promise<unknown> {
  try {
    const bytes = await read(filePath);
    const text = filePath.endsWith('.gz') ? (await gunzip(bytes)).toString('utf8') : bytes.toString('utf8');
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CatalogLoadError(`Cannot load restaurant catalog ${filePath}: ${(error as Error).message}`);
  }
}

export async function readCatalogIndex(
  catalogPath: string = DEFAULT_CATALOG_PATH,
  read: CatalogFileReader = readCatalogFile,
): Promise<CatalogIndex> {
  const { indexFile } = catalogLocation(catalogPath);
  const parsed = catalogIndexSchema.safeParse(await readJson(indexFile, read));
  if (!parsed.success) throw new CatalogLoadError(`Restaurant catalog index ${indexFile} is invalid: ${parsed.error.message}`);
  return parsed.data;
}

/** One area's raw records, unvalidated (parseCatalog validates each). */
export async function readAreaRecords(catalogPath: string, area: CatalogArea, read: CatalogFileReader = readCatalogFile): Promise<unknown> {
  return readJson(path.join(catalogLocation(catalogPath).folder, area.file), read);
}

/** Which area holds each id. */
export async function readAreaIds(
  catalogPath: string,
  index: CatalogIndex,
  read: CatalogFileReader = readCatalogFile,
): Promise<Map<string, string>> {
  const file = path.join(catalogLocation(catalogPath).folder, index.idsFile);
  const parsed = catalogIdsSchema.safeParse(await readJson(file, read));
  if (!parsed.success) throw new CatalogLoadError(`Restaurant catalog ids ${file} are invalid: ${parsed.error.message}`);
  const areaOf = new Map<string, string>();
  for (const [area, ids] of Object.entries(parsed.data)) for (const id of ids) areaOf.set(id, area);
  return areaOf;
}

export interface CatalogAreaChoice {
  /** Area keys (index.json) to read; default every area. */
  areas?: readonly string[];
}

async function chosenAreas(catalogPath: string, { areas }: CatalogAreaChoice): Promise<CatalogArea[]> {
  const index = await readCatalogIndex(catalogPath);
  return areas ? index.areas.filter((area) => areas.includes(area.key)) : index.areas;
}

/** Every area's raw records (or the chosen areas'), for checks over the shipped data (tests, tools). */
export async function readCatalogRecords(catalogPath: string = DEFAULT_CATALOG_PATH, choice: CatalogAreaChoice = {}): Promise<unknown[]> {
  const areas = await chosenAreas(catalogPath, choice);
  const records = await Promise.all(areas.map((area) => readAreaRecords(catalogPath, area)));
  return records.flatMap((list) => (Array.isArray(list) ? list : []));
}

const wholeCatalogs = new Map<string, Promise<Catalog>>();

/**
 * Every area at once (or the chosen areas), as one catalog: for checks over the shipped data (tests, tools,
 * benchmarks). The gateway reads areas lazily instead (area-catalog.ts). Cached per path and choice; a failed
 * load is forgotten so the next call retries instead of caching the error.
 */
export function loadCatalog(catalogPath: string = DEFAULT_CATALOG_PATH, choice: CatalogAreaChoice = {}): Promise<Catalog> {
  const key = `${catalogPath}|${choice.areas?.join(',') ?? '*'}`;
  const cached = wholeCatalogs.get(key);
  if (cached) return cached;
  const loading = chosenAreas(catalogPath, choice)
    .then((areas) => Promise.all(areas.map(async (area) => parseCatalog(await readAreaRecords(catalogPath, area)))))
    .then(mergeCatalogs)
    .catch((error: unknown) => {
      wholeCatalogs.delete(key);
      throw error;
    });
  wholeCatalogs.set(key, loading);
  return loading;
}

/** Areas hold disjoint ids and places (scripts/build-catalog.mjs folds duplicates across areas). */
function mergeCatalogs(areas: readonly Catalog[]): Catalog {
  const places = areas.flatMap((area) => area.places);
  return {
    places,
    byId: new Map(areas.flatMap((area) => [...area.byId])),
    index: new SpatialGrid(places),
    skipped: areas.reduce((sum, area) => sum + area.skipped, 0),
    duplicates: areas.flatMap((area) => area.duplicates),
  };
}
