// Bundle budget: what a phone downloads, measured in a real browser (Debian's Chromium) against the built
// app. Sums the gzip size of every JavaScript file fetched for the landing page, and for the way to the first
// swipe card (sign-in, home, session start), checks each remoteEntry, and proves React DOM is downloaded
// once. The paths are loaded BUNDLE_RUNS times (default 3, each in a fresh browser context: nothing cached)
// and each figure is the median of the runs (an idle-time prefetch may or may not land before the network
// goes quiet). Fails (exit 1) when that median misses a budget in bench/budgets.json. `--files` also lists
// every file downloaded on each path with its gzip size (which file to look into when a budget is missed).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { client, medianBy, PHILADELPHIA_PREFERENCES, readBudgets, root, startGateway } from './lib.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require(path.join(root, 'node_modules/@playwright/test'));
const budgets = readBudgets();
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function recorder(page) {
  const files = new Map();
  page.on('response', async (res) => {
    const url = res.url();
    if (!url.endsWith('.js') && !url.includes('.js?')) return;
    const body = await res.body().catch(() => null);
    if (body) files.set(url, { gz: gzipSync(body).length, reactDom: body.includes('__reactContainer$') });
  });
  return {
    total: () => [...files.values()].reduce((sum, f) => sum + f.gz, 0),
    reactDom: () => [...files.values()].filter((f) => f.reactDom).length,
    list: () => [...files].map(([url, f]) => ({ file: new URL(url).pathname, gzKb: kb(f.gz) })).sort((a, b) => b.gzKb - a.gzKb),
  };
}

export async function benchBundles({ port = Number(process.env.BENCH_PORT ?? 8320), runs = Number(process.env.BUNDLE_RUNS ?? 3) } = {}) {
  const gw = await startGateway({ port });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const measured = [];
    for (let i = 0; i < Math.max(1, runs); i += 1) measured.push(await measurePaths(browser, gw.base));
    const entries = {};
    for (const folder of ['mfe-swipe', 'mfe-spotlight', 'mfe-account', 'mfe-admin']) {
      const body = readFileSync(path.join(root, folder, 'dist/remoteEntry.js'));
      entries[folder] = kb(gzipSync(body).length);
    }
    const landing = medianBy(measured, (m) => m.landing.total());
    const swipe = medianBy(measured, (m) => m.swipe.total());
    return {
      landingInitialJsGzKb: kb(landing.landing.total()),
      firstSwipeCardJsGzKb: kb(swipe.swipe.total()),
      remoteEntryGzKb: entries,
      reactDomDownloads: medianBy(measured.map((m) => Math.max(m.landing.reactDom(), m.swipe.reactDom()))),
      files: { landing: landing.landing.list(), firstSwipeCard: swipe.swipe.list() },
    };
  } finally {
    await browser.close();
    await gw.stop();
  }
}

/** One run: the landing page signed out, then sign-in → home → a solo session's first card, from an empty cache. */
async function measurePaths(browser, base) {
  const landing = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const landingJs = recorder(landing);
  await landing.goto(`${base}/`, { waitUntil: 'networkidle' });

  const api = client(base);
  const email = `bundle.${Date.now()}@bench.forkcast.test`;
  await api.signIn(email, PHILADELPHIA_PREFERENCES);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const [name, value] = api.cookie().split('=');
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  const swipeJs = recorder(page);
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Solo Session', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByTestId('swipe-progress').waitFor();
  await page.waitForLoadState('networkidle');
  await landing.context().close();
  await context.close();
  return { landing: landingJs, swipe: swipeJs };
}

export function overBudget(result) {
  const over = [];
  if (result.landingInitialJsGzKb > budgets.landingInitialJsGzKb) over.push(`landing ${result.landingInitialJsGzKb} KB > ${budgets.landingInitialJsGzKb} KB`);
  if (result.firstSwipeCardJsGzKb > budgets.firstSwipeCardJsGzKb) over.push(`first swipe card ${result.firstSwipeCardJsGzKb} KB > ${budgets.firstSwipeCardJsGzKb} KB`);
  for (const [folder, size] of Object.entries(result.remoteEntryGzKb)) {
    if (size > budgets.remoteEntryGzKb) over.push(`${folder} remoteEntry ${size} KB > ${budgets.remoteEntryGzKb} KB`);
  }
  if (result.reactDomDownloads !== budgets.reactDomDownloads) over.push(`React DOM downloaded ${result.reactDomDownloads} times`);
  return over;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, ...result } = await benchBundles();
  console.log(JSON.stringify(result, null, 2));
  if (process.argv.includes('--files')) {
    for (const [name, list] of Object.entries(files)) {
      console.log(`\n${name}:`);
      for (const f of list) console.log(`  ${String(f.gzKb).padStart(6)} KB  ${f.file}`);
    }
  }
  const over = overBudget(result);
  if (over.length) {
    console.error(`Over budget: ${over.join('; ')}`);
    process.exit(1);
  }
}
