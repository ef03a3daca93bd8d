// The gateway's resident memory (RSS) right after start and after a short warm-up, on the embedded PGlite
// and on PostgreSQL: what a small host (a 1 GB VPS) must hold. Starts the built gateway (api-gateway/dist)
// on a fresh data folder (a first start: PGlite's cluster is created then) and, for PostgreSQL, on a fresh
// database of BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432), dropped afterwards;
// without a reachable server that run is skipped, saying why. Waits for /api/health, lets start-up settle
// (BENCH_RSS_SETTLE_MS, default 2000), reads VmRSS from /proc BENCH_RSS_SAMPLES times (default 5, 200 ms
// apart) and reports the median; then the warm-up (GETs of /api/health and the landing page, a sign-in and
// one session start near Philadelphia, i.e. a deck from the catalog) and the same reading again. Run
// directly, it exits 1 when a median misses bench/budgets.json (rssAfterStartMbMax, rssAfterWarmUpMbMax).
// Where the memory goes, and what each engine holds: docs/benchmarks.md, "Memory after start".
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  client,
  isMain,
  PHILADELPHIA_PREFERENCES,
  readBudgets,
  reportAgainstBudget,
  startBody,
  startGateway,
  withPostgresAdmin,
} from './lib.mjs';

const SETTLE_MS = Number(process.env.BENCH_RSS_SETTLE_MS ?? 2000);
const SAMPLES = Math.max(1, Number(process.env.BENCH_RSS_SAMPLES ?? 5));
const WARM_UP_GETS = 20;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A field of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: the most it has been). */
function statusMb(pid, field) {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Math.round(Number(match[1]) / 1024);
}

async function medianRssMb(pid) {
  const samples = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    if (i) await sleep(200);
    samples.push(statusMb(pid, 'VmRSS'));
  }
  return samples.sort((a, b) => a - b)[Math.floor((samples.length - 1) / 2)];
}

async function warmUp(base) {
  for (let i = 0; i < WARM_UP_GETS; i += 1) {
    const health = await fetch(`${base}/api/health`);
    if (!health.ok) throw new Error(`GET /api/health → ${health.status}`);
    await health.arrayBuffer();
    // The landing page: the shell's index.html when it is built (a 404 without a front-end build is fine here).
    const landing = await fetch(`${base}/`);
    if (landing.status >= 500) throw new Error(`GET / → ${landing.status}`);
    await landing.arrayBuffer();
  }
  const user = client(base);
  const { id } = await user.signIn(`rss.${Date.now().toString(36)}@bench.forkcast.test`, PHILADELPHIA_PREFERENCES);
  await user.call('POST', '/api/sessions/start', startBody(id));
}

/** One start of the gateway with `env`, measured; the data folder is removed afterwards. */
async function measure(engine, port, env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forkcast-bench-rss-'));
  try {
    const started = performance.now();
    const gw = await startGateway({ port, env: { RESTAURANT_SOURCE: 'catalog', FORKCAST_DATA_DIR: dataDir, ...env } });
    const healthyMs = Math.round(performance.now() - started);
    try {
      const pid = gw.child.pid;
      await sleep(SETTLE_MS);
      const afterStartMb = await medianRssMb(pid);
      const peakDuringStartMb = statusMb(pid, 'VmHWM');
      await warmUp(gw.base);
      await sleep(SETTLE_MS);
      const afterWarmUpMb = await medianRssMb(pid);
      return { engine, healthyMs, afterStartMb, peakDuringStartMb, afterWarmUpMb };
    } finally {
      await gw.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database on the PostgreSQL server of `serverUrl`, and what drops it; or why there is none. */
async function freshPostgresDatabase(serverUrl) {
  const name = `forkcast_bench_rss_${process.pid}_${Date.now().toString(36)}`;
  try {
    await withPostgresAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  } catch (error) {
    return { skipped: `PostgreSQL at ${new URL(serverUrl).host} is not reachable (${error.message})` };
  }
  return {
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    drop: () => withPostgresAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

export async function benchRssAfterStart({ port = Number(process.env.BENCH_PORT ?? 8350) } = {}) {
  const result = { date: new Date().toISOString(), settleMs: SETTLE_MS, samples: SAMPLES, engines: [] };
  result.engines.push(await measure('pglite', port));
  const postgres = await freshPostgresDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (postgres.skipped) {
    console.log(`SKIPPED: RSS after start on PostgreSQL: ${postgres.skipped}`);
    result.engines.push({ engine: 'postgres', skipped: postgres.skipped });
  } else {
    try {
      result.engines.push(await measure('postgres', port, { DATABASE_URL: postgres.url }));
    } finally {
      await postgres.drop();
    }
  }
  return result;
}

/** The RSS budgets (MB, per engine) the medians miss; a skipped engine misses none. */
export function rssOverBudget(result, budgets = readBudgets()) {
  const over = [];
  for (const run of result.engines) {
    if (run.skipped) continue;
    const start = budgets.rssAfterStartMbMax?.[run.engine];
    if (start !== undefined && run.afterStartMb > start) over.push(`RSS after start on ${run.engine} ${run.afterStartMb} MB > ${start} MB`);
    const warm = budgets.rssAfterWarmUpMbMax?.[run.engine];
    if (warm !== undefined && run.afterWarmUpMb > warm)
      over.push(`RSS after warm-up on ${run.engine} ${run.afterWarmUpMb} MB > ${warm} MB`);
  }
  return over;
}

if (isMain(import.meta.url)) {
  reportAgainstBudget(await benchRssAfterStart(), rssOverBudget);
}
