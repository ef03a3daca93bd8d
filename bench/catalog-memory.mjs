// What the bundled restaurant catalog costs the gateway in memory once every area is loaded, and how long each
// area takes to load on its first query. Each run is a fresh node process (--expose-gc) that imports the
// catalog code from the gateway's TypeScript source (through tsx), collects garbage and reads its RSS, then
// loads every area through the lazy catalog CatalogSource uses (area-catalog.ts), collects again and reads RSS
// once more. Median of BENCH_CATALOG_MEMORY_RUNS runs (default 3) by RSS growth. Run directly, it exits 1 when
// that median misses bench/budgets.json (catalogRssGrowthMbMax). That nothing loads at start is a unit test:
// api-gateway/src/modules/restaurants/__tests__/catalog-lazy-loading.test.ts.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMain, medianBy, readBudgets, reportAgainstBudget, root } from './lib.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_CATALOG_MEMORY_RUNS ?? 3));
const MB = 2 ** 20;
const round1 = (value) => Math.round(value * 10) / 10;

/** One measurement, in this (fresh) process. */
async function measureHere() {
  // tsx is the gateway's own dev dependency (it runs the gateway's TypeScript in development): resolved from there.
  const gatewayRequire = createRequire(path.join(root, 'api-gateway/package.json'));
  const tsxFolder = path.dirname(gatewayRequire.resolve('tsx/package.json'));
  const { tsImport } = await import(pathToFileURL(path.join(tsxFolder, 'dist/esm/api/index.mjs')).href);
  const { AreaCatalog } = await tsImport(path.join(root, 'api-gateway/src/modules/restaurants/catalog/area-catalog.ts'), import.meta.url);
  const { readCatalogFile } = await tsImport(
    path.join(root, 'api-gateway/src/modules/restaurants/catalog/load-catalog.ts'),
    import.meta.url,
  );

  // Time each area's first load: the reader notes when each area file was asked for.
  const asked = new Map();
  const catalog = new AreaCatalog(undefined, (file) => {
    asked.set(path.basename(file), performance.now());
    return readCatalogFile(file);
  });
  global.gc();
  const before = process.memoryUsage();
  const started = performance.now();
  const areas = await catalog.loadEveryArea();
  const loadMs = performance.now() - started;
  global.gc();
  const after = process.memoryUsage();
  return {
    places: areas.reduce((sum, area) => sum + area.places.length, 0),
    areas: areas.length,
    loadAllMs: Math.round(loadMs),
    rssBeforeMb: round1(before.rss / MB),
    rssAfterMb: round1(after.rss / MB),
    rssGrowthMb: round1((after.rss - before.rss) / MB),
    heapGrowthMb: round1((after.heapUsed - before.heapUsed) / MB),
    filesRead: asked.size,
  };
}

export async function benchCatalogMemory() {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const child = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--measure'], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`catalog memory run failed: ${child.stderr}`);
    runs.push(JSON.parse(child.stdout));
  }
  return { runs: runs.length, median: medianBy(runs, (run) => run.rssGrowthMb), rssGrowthMb: runs.map((run) => run.rssGrowthMb) };
}

/** The memory budget the median run misses (MB of RSS growth with every area loaded). */
export function catalogMemoryOverBudget(result, budgets = readBudgets()) {
  const max = budgets.catalogRssGrowthMbMax;
  if (max === undefined || result.median.rssGrowthMb <= max) return [];
  return [`catalog RSS growth with every area loaded ${result.median.rssGrowthMb} MB > ${max} MB`];
}

if (process.argv.includes('--measure')) {
  console.log(JSON.stringify(await measureHere()));
} else if (isMain(import.meta.url)) {
  reportAgainstBudget(await benchCatalogMemory(), catalogMemoryOverBudget);
}
