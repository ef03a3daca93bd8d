import { CatalogLoadError, DEFAULT_CATALOG_PATH, loadCatalog, parseCatalog } from '../catalog/load-catalog';
import { SpatialGrid } from '../catalog/spatial-grid';
import { distanceMiles } from '../domain/geo';
import { CatalogSource } from '../sources/catalog-source';

const ZIP_19103 = { latitude: 39.9525, longitude: -75.1741 };

describe('bundled catalog', () => {
  it('loads every real place once and caches the result', async () => {
    const catalog = await loadCatalog();
    expect(catalog.places.length).toBeGreaterThanOrEqual(2000);
    expect(catalog.skipped).toBe(0);
    expect(await loadCatalog()).toBe(catalog);
    expect(loadCatalog(DEFAULT_CATALOG_PATH)).toBe(loadCatalog());
  });

  it('maps records to catalog places with no price, rating or photo', async () => {
    const { byId } = await loadCatalog();
    const pizza = byId.get('osm:node/566683522');
    expect(pizza).toMatchObject({
      name: 'Spring Garden Pizza & Restaurant',
      cuisines: ['Pizza'],
      priceLevel: null,
      rating: null,
      photoRef: null,
      source: 'catalog',
      vicinity: 'Philadelphia, PA',
    });
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
    for (const radius of [0.5, 2, 5, 25]) {
      const scan = places.filter((p) => distanceMiles(ZIP_19103, { latitude: p.lat, longitude: p.lng }) <= radius);
      expect(index.within(ZIP_19103, radius).map((e) => e.item.id).sort()).toEqual(scan.map((p) => p.id).sort());
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

  it('rejects a file that is not a list, and does not cache a failed load', async () => {
    expect(() => parseCatalog({ places: [] })).toThrow(CatalogLoadError);
    await expect(loadCatalog('/nonexistent/catalog.json')).rejects.toThrow(CatalogLoadError);
    await expect(loadCatalog('/nonexistent/catalog.json')).rejects.toThrow(/Cannot load restaurant catalog/);
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

  it('covers the three cities in the data README', async () => {
    for (const center of [
      { latitude: 30.2672, longitude: -97.7431 }, // Austin 78701
      { latitude: 33.6846, longitude: -117.8265 }, // Irvine 92614
    ]) {
      expect((await source.nearby({ ...center, radiusMiles: 5 })).length).toBeGreaterThan(20);
    }
  });
});
