import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { AreaCatalog, openCatalog } from '../catalog/area-catalog';
import { CatalogLoadError, DEFAULT_CATALOG_PATH, readCatalogFile } from '../catalog/load-catalog';
import { CatalogSource } from '../sources/catalog-source';

/** The catalog costs nothing until asked, and then only the areas a query reaches. */

const PHILADELPHIA = { latitude: 39.9525, longitude: -75.1741 };

/** An AreaCatalog over the bundled files that notes each file it reads. */
function countingCatalog(catalogPath = DEFAULT_CATALOG_PATH) {
  const read: string[] = [];
  const catalog = new AreaCatalog(catalogPath, (file) => {
    read.push(path.basename(file));
    return readCatalogFile(file);
  });
  return { catalog, read };
}

describe('lazy loading of the bundled catalog', () => {
  it('a new source reads nothing; a Philadelphia query reads the index and Philadelphia only', async () => {
    const source = new CatalogSource();
    expect(openCatalog().loadedAreas()).toEqual([]);
    expect((await source.nearby({ ...PHILADELPHIA, radiusMiles: 5 })).length).toBeGreaterThan(100);
    expect(openCatalog().loadedAreas()).toEqual(['philadelphia']);
  });

  it('reads each file once, and a place by id loads only its own area', async () => {
    const { catalog, read } = countingCatalog();
    await catalog.within(PHILADELPHIA, 25);
    expect(read).toEqual(['index.json', 'philadelphia.json.gz']);
    await catalog.within(PHILADELPHIA, 10);
    expect(read).toHaveLength(2);

    expect(await catalog.byId('osm:node/566683522')).toMatchObject({ name: 'Spring Garden Pizza & Restaurant' });
    expect(read).toHaveLength(2);
    expect(await catalog.byId('osm:node/357618253')).toMatchObject({ name: 'Hooters' });
    expect(read.slice(2)).toEqual(['ids.json.gz', 'new-york-city.json.gz']);
    expect(await catalog.byId('osm:node/1')).toBeNull();
    expect(read).toHaveLength(4);
    expect(catalog.loadedAreas()).toEqual(['philadelphia', 'new-york-city']);
  });

  it('answers where it covers from the index alone', async () => {
    const { catalog, read } = countingCatalog();
    expect(await catalog.nearestCoveredArea({ latitude: 46.87, longitude: -113.99 })).toMatchObject({ name: 'Central San Francisco, CA' });
    expect(read).toEqual(['index.json']);
  });

  it('shares one load between concurrent queries', async () => {
    const { catalog, read } = countingCatalog();
    await Promise.all([catalog.within(PHILADELPHIA, 5), catalog.within(PHILADELPHIA, 2), catalog.byId('osm:node/566683522')]);
    expect(read.filter((file) => file === 'philadelphia.json.gz')).toHaveLength(1);
  });
});

describe('an area file with problems', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'forkcast-catalog-'));
  const area = (key: string, file: string, bounds: number[]) => ({ key, name: key, state: 'PA', file, places: 3, bounds, covered: [] });
  writeFileSync(
    path.join(folder, 'index.json'),
    JSON.stringify({
      license: 'ODbL-1.0 (© OpenStreetMap contributors)',
      idsFile: 'ids.json.gz',
      areas: [area('good', 'good.json.gz', [39.9, -75.2, 40, -75.1]), area('broken', 'missing.json.gz', [41, -75.2, 41.1, -75.1])],
    }),
  );
  writeFileSync(
    path.join(folder, 'good.json.gz'),
    gzipSync(
      JSON.stringify([
        { id: 'osm:node/1', name: 'Good', lat: 39.95, lng: -75.17, cuisine: ['thai'] },
        { id: 'osm:node/2', name: 'No position' },
        { id: 'osm:node/3', name: 'Also good', lat: 39.96, lng: -75.16 },
      ]),
    ),
  );
  writeFileSync(
    path.join(folder, 'ids.json.gz'),
    gzipSync(JSON.stringify({ good: ['osm:node/1', 'osm:node/2', 'osm:node/3'], broken: ['osm:node/9'] })),
  );
  const source = new CatalogSource(folder);

  it('skips a bad record and keeps the rest of its area', async () => {
    expect((await source.nearby({ latitude: 39.95, longitude: -75.17, radiusMiles: 5 })).map((place) => place.id)).toEqual([
      'osm:node/1',
      'osm:node/3',
    ]);
    expect(await source.details('osm:node/2')).toBeNull();
  });

  it('fails a query that reaches a missing area file, and tries again next time', async () => {
    await expect(source.nearby({ latitude: 41.05, longitude: -75.15, radiusMiles: 5 })).rejects.toThrow(CatalogLoadError);
    await expect(source.details('osm:node/9')).rejects.toThrow(/Cannot load restaurant catalog .*missing\.json\.gz/);
    writeFileSync(
      path.join(folder, 'missing.json.gz'),
      gzipSync(JSON.stringify([{ id: 'osm:node/9', name: 'Late', lat: 41.05, lng: -75.15 }])),
    );
    expect(await source.details('osm:node/9')).toMatchObject({ name: 'Late' });
  });

  it('says it covers nothing when the index lists no covered area', async () => {
    expect(await source.nearestCoveredArea({ latitude: 39.95, longitude: -75.17 })).toBeNull();
  });

  it('refuses an index that points outside its folder', async () => {
    writeFileSync(
      path.join(folder, 'bad-index.json'),
      JSON.stringify({ license: 'x', idsFile: 'ids.json.gz', areas: [area('x', '../x.json.gz', [0, 0, 1, 1])] }),
    );
    await expect(
      new CatalogSource(path.join(folder, 'bad-index.json')).nearby({ latitude: 0.5, longitude: 0.5, radiusMiles: 1 }),
    ).rejects.toThrow(/index .* is invalid/);
  });
});
