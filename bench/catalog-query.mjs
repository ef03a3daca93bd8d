// Radius queries on the bundled restaurant catalog, the lookup behind every deck built from the catalog: through
// the lazy area catalog CatalogSource uses (area-catalog.ts: the areas the circle reaches, each area's spatial
// grid, merged nearest first). Loads the catalog code from the gateway's TypeScript source (through tsx, no
// build needed), loads the areas a first query reaches, warms up, then times BENCH_CATALOG_ROUNDS rounds
// (default 7) of BENCH_CATALOG_QUERIES queries (default 200) of a 10-mile radius; the round with the median
// time per query is reported. Run directly, it exits 1 when that median misses bench/budgets.json
// (catalogRadiusQueryMsMax). What the query returns is a unit test:
// api-gateway/src/modules/restaurants/__tests__/catalog.test.ts.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMain, medianBy, readBudgets, reportAgainstBudget, root } from './lib.mjs';

// tsx is the gateway's own dev dependency (it runs the gateway's TypeScript in development): resolved from there.
const gatewayRequire = createRequire(path.join(root, 'api-gateway/package.json'));

const ROUNDS = Math.max(1, Number(process.env.BENCH_CATALOG_ROUNDS ?? 7));
const QUERIES = Math.max(1, Number(process.env.BENCH_CATALOG_QUERIES ?? 200));
// Austin (the query of the unit test this replaced), Philadelphia, and Midtown Manhattan: the densest part of the
// catalog, where a 10-mile circle holds some 6,000 places.
const CENTRES = {
  austin: { latitude: 30.2672, longitude: -97.7431 },
  philadelphia: { latitude: 39.9525, longitude: -75.1741 },
  newYorkCity: { latitude: 40.7506, longitude: -73.9971 },
};

export async function benchCatalogQuery() {
  const modulePath = path.join(root, 'api-gateway/src/modules/restaurants/catalog/area-catalog.ts');
  const tsxFolder = path.dirname(gatewayRequire.resolve('tsx/package.json'));
  const { tsImport } = await import(pathToFileURL(path.join(tsxFolder, 'dist/esm/api/index.mjs')).href);
  const { AreaCatalog } = await tsImport(modulePath, import.meta.url);
  const catalog = new AreaCatalog();
  const result = { queriesPerRound: QUERIES, rounds: ROUNDS };
  for (const [name, centre] of Object.entries(CENTRES)) {
    const loadStarted = performance.now();
    await catalog.within(centre, 10); // loads the areas the circle reaches
    const firstQueryMs = performance.now() - loadStarted;
    for (let i = 0; i < 20; i += 1) await catalog.within(centre, 10); // warm up
    const rounds = [];
    let found = 0;
    for (let r = 0; r < ROUNDS; r += 1) {
      const started = performance.now();
      for (let i = 0; i < QUERIES; i += 1) found = (await catalog.within(centre, 10)).length;
      rounds.push((performance.now() - started) / QUERIES);
    }
    const perQuery = medianBy(rounds);
    result[name] = { found, perQueryMs: Math.round(perQuery * 1000) / 1000, firstQueryMs: Math.round(firstQueryMs) };
  }
  result.areasLoaded = catalog.loadedAreas();
  return result;
}

/** The catalog budget the median round misses (milliseconds per radius query). */
export function catalogOverBudget(result, budgets = readBudgets()) {
  const max = budgets.catalogRadiusQueryMsMax;
  if (max === undefined) return [];
  return Object.keys(CENTRES).flatMap((name) =>
    result[name].perQueryMs > max ? [`catalog radius query near ${name} ${result[name].perQueryMs} ms > ${max} ms`] : [],
  );
}

if (isMain(import.meta.url)) {
  reportAgainstBudget(await benchCatalogQuery(), catalogOverBudget);
}
