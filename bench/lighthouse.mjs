// Lighthouse (mobile preset: Moto G Power-class CPU, slow 4G, simulated throttling) against the built app in
// Debian's Chromium: the landing page signed out and home signed in. Each page is audited LIGHTHOUSE_RUNS
// times (default 3) and the run with the median performance score is reported, because one run on a busy
// 2-core machine is noisy. Merges its figures into bench/results.json under `lighthouse` and prints a table.
// A benchmark, not a test (not part of `npm test`): it exits 1 when the median run of a page misses a
// budget in bench/budgets.json (performance score, CLS).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { client, PHILADELPHIA_PREFERENCES, readBudgets, root, startGateway } from './lib.mjs';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

/**
 * One Lighthouse performance audit of `url`; `cookie` (name=value) is sent with every request. A run whose
 * trace Chromium failed to record (NO_NAVSTART, NO_FCP: Lighthouse itself says "run Lighthouse again") is
 * run again, up to twice; any other error ends the benchmark.
 */
export async function audit(url, port, cookie, attempt = 1) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (lhr.runtimeError && ['NO_NAVSTART', 'NO_FCP'].includes(lhr.runtimeError.code) && attempt < 3) {
    console.error(`${url}: ${lhr.runtimeError.code}, running that audit again`);
    return audit(url, port, cookie, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const ms = (id) => Math.round(lhr.audits[id].numericValue);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    lcpMs: ms('largest-contentful-paint'),
    fcpMs: ms('first-contentful-paint'),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    tbtMs: ms('total-blocking-time'),
    speedIndexMs: ms('speed-index'),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)], scores: runs.map((r) => r.performance) };
}

export async function benchLighthouse({ port = Number(process.env.BENCH_PORT ?? 8330), runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3) } = {}) {
  const gw = await startGateway({ port });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const api = client(gw.base);
    await api.signIn(`lighthouse.${Date.now()}@bench.forkcast.test`, PHILADELPHIA_PREFERENCES);
    const pages = { landing: { url: `${gw.base}/`, cookie: null }, home: { url: `${gw.base}/`, cookie: api.cookie() } };
    const result = {};
    for (const [name, { url, cookie }] of Object.entries(pages)) {
      const list = [];
      for (let i = 0; i < runs; i += 1) list.push(await audit(url, chrome.port, cookie));
      result[name] = median(list);
    }
    return result;
  } finally {
    chrome.kill();
    await gw.stop();
  }
}

export function lighthouseTable(lh) {
  const lines = ['| Lighthouse, mobile preset (median of runs) | performance | LCP s | CLS | TBT ms | FCP s |', '|---|---|---|---|---|---|'];
  for (const [name, r] of Object.entries(lh.pages)) {
    lines.push(`| ${name === 'landing' ? 'landing (signed out)' : 'home (signed in)'} | ${r.performance} (runs: ${r.scores.join(', ')}) | ${(r.lcpMs / 1000).toFixed(1)} | ${r.cls} | ${r.tbtMs} | ${(r.fcpMs / 1000).toFixed(1)} |`);
  }
  return lines.join('\n');
}

/** The budgets the reported (median) run of each page misses. */
export function lighthouseOverBudget(pages, budgets = readBudgets()) {
  const over = [];
  for (const [name, r] of Object.entries(pages)) {
    const min = budgets.lighthouseMobilePerformanceMin?.[name];
    if (min !== undefined && r.performance < min) over.push(`Lighthouse ${name} performance ${r.performance} < ${min}`);
    if (budgets.lighthouseClsMax !== undefined && r.cls > budgets.lighthouseClsMax) over.push(`Lighthouse ${name} CLS ${r.cls} > ${budgets.lighthouseClsMax}`);
  }
  return over;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = await benchLighthouse();
  const lh = { date: new Date().toISOString(), preset: 'mobile', pages };
  const file = path.join(root, 'bench/results.json');
  const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(file, `${JSON.stringify({ ...results, lighthouse: lh }, null, 2)}\n`);
  console.log(lighthouseTable(lh));
  const over = lighthouseOverBudget(pages);
  if (over.length) {
    console.error(`Over budget: ${over.join('; ')}`);
    process.exit(1);
  }
}
