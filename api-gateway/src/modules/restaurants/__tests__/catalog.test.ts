import { openCatalog } from '../catalog/area-catalog';
import { CatalogLoadError, DEFAULT_CATALOG_PATH, loadCatalog, parseCatalog, readCatalogRecords } from '../catalog/load-catalog';
import { mergeNearestFirst, SpatialGrid } from '../catalog/spatial-grid';
import { distanceMiles } from '../domain/geo';
import { CatalogSource } from '../sources/catalog-source';

const ZIP_19103 = { latitude: 39.9525, longitude: -75.1741 };
const MIDTOWN = { latitude: 40.7506, longitude: -73.9971 };

describe('bundled catalog', () => {
  it('loads every real place of every area once and caches the result', async () => {
    const catalog = await loadCatalog();
    expect(catalog.places.length).toBeGreaterThanOrEqual(17_000);
    expect(catalog.skipped).toBe(0);
    expect(await loadCatalog()).toBe(catalog);
    expect(loadCatalog(DEFAULT_CATALOG_PATH)).toBe(loadCatalog());
    expect(new Set(catalog.places.map((place) => place.id)).size).toBe(catalog.places.length);
  });

  it('maps records to catalog places with no price, rating or photo', async () => {
    const { byId } = await loadCatalog();
    expect(byId.get('osm:node/566683522')).toMatchObject({
      name: 'Spring Garden Pizza & Restaurant',
      cuisines: ['Pizza'],
      priceLevel: null,
      rating: null,
      photoRef: null,
      source: 'catalog',
      vicinity: 'Philadelphia, PA',
    });
    // From the New York City export (osm-metros), tags mapped as the live Overpass source maps them.
    expect(byId.get('osm:node/357618253')).toMatchObject({
      name: 'Hooters',
      lat: 40.7408217,
      lng: -73.784295,
      cuisines: ['Burgers'],
      vicinity: '61-09 190th Street, Fresh Meadows',
      phone: '(718) 454-2800',
      source: 'catalog',
    });
  });

  it('keeps the OpenStreetMap ids the live source gives, and each record’s source and licence', async () => {
    const nyc = (await readCatalogRecords(DEFAULT_CATALOG_PATH, { areas: ['new-york-city'] })) as Array<{
      id: string;
      source: string;
      license: string;
    }>;
    expect(nyc.length).toBeGreaterThan(7000);
    for (const record of nyc) {
      expect(record.id).toMatch(/^osm:(node|way|relation)\/\d+$/);
      expect(record.source).toMatch(/^github:Shi0v0Jasmine\/GE5226_WHERE-TO-DINE-FINAL@2754a81a00d8:/);
      expect(record.license).toBe('ODbL-1.0 (© OpenStreetMap contributors)');
    }
    expect(nyc.filter((record) => record.id.startsWith('osm:way/')).length).toBeGreaterThan(200);
  });

  it('answers radius queries with only places inside the radius, nearest first', async () => {
    const { index } = await loadCatalog();
    const found = index.within(ZIP_19103, 2);
    expect(found.length).toBeGreaterThanOrEqual(36);
    for (const { item, miles } of found) {
      expect(miles).toBeLessThanOrEqual(2);
      expect(distanceMiles(ZIP_19103, { latitude: item.lat, longitude: item.lng })).toBeCloseTo(miles, 10);
    }
    const miles = found.map((entry) => entry.miles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  it('finds the same places as a full scan (the grid loses nothing at cell edges)', async () => {
    const { index, places } = await loadCatalog();
    for (const centre of [ZIP_19103, MIDTOWN]) {
      for (const radius of [0.5, 2, 5, 25]) {
        const scan = places.filter((p) => distanceMiles(centre, { latitude: p.lat, longitude: p.lng }) <= radius);
        expect(
          index
            .within(centre, radius)
            .map((e) => e.item.id)
            .sort(),
        ).toEqual(scan.map((p) => p.id).sort());
      }
    }
  });

  // How fast a radius query is: bench/catalog-query.mjs (budget catalogRadiusQueryMsMax), not a unit test.

  it('skips and counts bad records instead of failing', () => {
    const catalog = parseCatalog([
      { id: 'osm:node/1', name: 'Good', lat: 39.95, lng: -75.17, cuisine: ['thai'], diet: { vegan: 'maybe' } },
      { id: 'osm:node/2', name: '', lat: 39.95, lng: -75.17 },
      { id: 'osm:node/3', name: 'No position' },
      { id: 'osm:node/1', name: 'Duplicate', lat: 39.95, lng: -75.17 },
      'not an object',
      { id: 'osm:node/4', name: 'Bad phone', lat: 95, lng: -75.17 },
      { id: 'osm:node/5', name: 'Junk fields', lat: 39.9, lng: -75.1, phone: 42, cuisine: 'x' },
    ]);
    expect(catalog.places.map((p) => p.id)).toEqual(['osm:node/1', 'osm:node/5']);
    expect(catalog.skipped).toBe(5);
    expect(catalog.byId.get('osm:node/1')?.diet).toEqual({});
    expect(catalog.byId.get('osm:node/5')).toMatchObject({ phone: null, cuisines: [] });
  });

  it('rejects an area that is not a list, and does not cache a failed load', async () => {
    expect(() => parseCatalog({ places: [] })).toThrow(CatalogLoadError);
    await expect(loadCatalog('/nonexistent/catalog')).rejects.toThrow(CatalogLoadError);
    await expect(loadCatalog('/nonexistent/catalog')).rejects.toThrow(/Cannot load restaurant catalog/);
  });
});

describe('SpatialGrid', () => {
  it('works with southern and eastern hemisphere coordinates', () => {
    const grid = new SpatialGrid([
      { id: 'a', lat: -33.8688, lng: 151.2093 },
      { id: 'b', lat: -33.87, lng: 151.21 },
      { id: 'c', lat: -34.5, lng: 151.2 },
    ]);
    expect(grid.within({ latitude: -33.8688, longitude: 151.2093 }, 1).map((e) => e.item.id)).toEqual(['a', 'b']);
  });

  it('keeps places at the same distance in grid order, and merges areas nearest first', () => {
    const grid = new SpatialGrid([
      { id: 'east', lat: 40, lng: -74.99 },
      { id: 'here', lat: 40, lng: -75 },
      { id: 'east again', lat: 40, lng: -74.99 },
    ]);
    const found = grid.within({ latitude: 40, longitude: -75 }, 5);
    expect(found.map((e) => e.item.id)).toEqual(['here', 'east', 'east again']);
    const other = [{ item: { id: 'between' }, miles: 0.3 }];
    expect(mergeNearestFirst<{ id: string }>([found, other, []]).map((e) => e.item.id)).toEqual(['here', 'between', 'east', 'east again']);
  });
});

describe('CatalogSource', () => {
  const source = new CatalogSource();

  it('returns nearby places and details by id', async () => {
    const nearby = await source.nearby({ ...ZIP_19103, radiusMiles: 1 });
    expect(nearby.length).toBeGreaterThan(10);
    expect(nearby.every((p) => p.source === 'catalog')).toBe(true);
    expect(await source.details(nearby[0]!.id)).toBe(nearby[0]);
    expect(await source.details('osm:node/0')).toBeNull();
  });

  it('opens a place by id from an area no query has reached yet', async () => {
    expect(await source.details('osm:node/357618253')).toMatchObject({ name: 'Hooters' });
    expect(await source.details('scranit-austin:110')).toMatchObject({ name: 'El Chile Café y Cantina' });
  });

  it('takes the index file as well as the folder, and shares the areas loaded either way', async () => {
    expect(openCatalog(`${DEFAULT_CATALOG_PATH}/index.json`)).toBe(openCatalog(DEFAULT_CATALOG_PATH));
    const viaIndex = new CatalogSource(`${DEFAULT_CATALOG_PATH}/index.json`);
    expect((await viaIndex.nearby({ ...ZIP_19103, radiusMiles: 1 })).map((p) => p.id)).toEqual(
      (await source.nearby({ ...ZIP_19103, radiusMiles: 1 })).map((p) => p.id),
    );
  });
});
