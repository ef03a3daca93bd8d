// Bundle budget: what a phone downloads, measured in a real browser (Debian's Chromium) against the built
// app. Sums the gzip size of every JavaScript file fetched for the landing page; for the swipe room (/swipe
// opened by a signed-in user with a session in progress) the JavaScript fetched before its first card is
// visible (0 when the card is in the HTML: checked with scripts blocked) and requested before that card is
// interactive (React has committed the Like button with its handlers); checks each remoteEntry, and proves
// React DOM is downloaded once. The paths are loaded BUNDLE_RUNS times (default 3, each in a fresh browser context: nothing cached)
// and each figure is the median of the runs (an idle-time prefetch may or may not land before the network
// goes quiet). Fails (exit 1) when that median misses a budget in bench/budgets.json. `--files` also lists
// every file downloaded on each path with its gzip size (which file to look into when a budget is missed).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import {
  ACTIVE_SESSION_STORAGE_KEY,
  client,
  isMain,
  medianBy,
  PHILADELPHIA_PREFERENCES,
  readBudgets,
  root,
  startBody,
  startGateway,
} from './lib.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require(path.join(root, 'node_modules/@playwright/test'));
const budgets = readBudgets();
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const isScript = (url) => url.endsWith('.js') || url.includes('.js?');

/** The scripts a page fetches, with their gzip sizes. */
function recorder(page) {
  const files = new Map();
  const pending = [];
  page.on('response', (res) => {
    const url = res.url();
    if (!isScript(url)) return;
    pending.push(
      res.body().then(
        (body) => files.set(url, { gz: gzipSync(body).length, reactDom: body.includes('__reactContainer$') }),
        () => undefined,
      ),
    );
  });
  return {
    settled: () => Promise.all(pending),
    total: () => [...files.values()].reduce((sum, f) => sum + f.gz, 0),
    reactDom: () => [...files.values()].filter((f) => f.reactDom).length,
    /** The same figures for the files `keep` accepts (by URL). */
    only: (keep) => {
      const kept = [...files].filter(([url]) => keep(url));
      return {
        total: () => kept.reduce((sum, [, f]) => sum + f.gz, 0),
        list: () => kept.map(([url, f]) => ({ file: new URL(url).pathname, gzKb: kb(f.gz) })).sort((a, b) => b.gzKb - a.gzKb),
      };
    },
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
    const swipe = medianBy(measured, (m) => m.interactive.total());
    return {
      landingInitialJsGzKb: kb(landing.landing.total()),
      firstSwipeCardVisibleJsGzKb: medianBy(measured.map((m) => (m.cardInHtml ? 0 : kb(m.interactive.total())))),
      firstSwipeCardInteractiveJsGzKb: kb(swipe.interactive.total()),
      remoteEntryGzKb: entries,
      reactDomDownloads: medianBy(measured.map((m) => Math.max(m.landing.reactDom(), m.room.reactDom()))),
      files: { landing: landing.landing.list(), firstSwipeCardInteractive: swipe.interactive.list() },
    };
  } finally {
    await browser.close();
    await gw.stop();
  }
}

/**
 * One run, each page in a fresh browser context (nothing cached): the landing page signed out; then /swipe
 * for a user with a solo session in progress, opened as a reload of the tab that started it (the tab's
 * active-session snapshot is there). First with every script blocked (is the card in the HTML?), then
 * with scripts, until the Like button has React's handlers.
 */
async function measurePaths(browser, base) {
  const landing = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const landingJs = recorder(landing);
  await landing.goto(`${base}/`, { waitUntil: 'networkidle' });
  await landingJs.settled();
  await landing.context().close();

  const api = client(base);
  const user = await api.signIn(`bundle.${Date.now()}@bench.forkcast.test`, PHILADELPHIA_PREFERENCES);
  const started = await api.call('POST', '/api/sessions/start', startBody(user.id));
  const [name, value] = api.cookie().split('=');
  const snapshot = JSON.stringify({ userId: user.id, ...started });
  const roomContext = async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name, value, url: base }]);
    await context.addInitScript(([key, item]) => sessionStorage.setItem(key, item), [ACTIVE_SESSION_STORAGE_KEY, snapshot]);
    return context;
  };

  const blocked = await roomContext();
  await blocked.route(
    (url) => isScript(url.href),
    (route) => route.abort(),
  );
  const still = await blocked.newPage();
  await still.goto(`${base}/swipe`, { waitUntil: 'load' });
  const cardInHtml = await still.getByTestId('swipe-card').isVisible();
  await blocked.close();

  const context = await roomContext();
  // The moment the Like button has React's handlers and is enabled, taken inside the DOM write that makes it so
  // (before that commit's effects start anything): the scripts requested until then are what the card needed;
  // what the screen's effects request afterwards (the live channel's socket.io, the next cards' details) is
  // not. The hydrated room keeps the HTML's button: React enables it by removing `disabled` in the render
  // after hydration, where a room rendered afresh inserts a new button.
  await context.addInitScript(() => {
    const check = () => {
      if (window.__cardInteractiveAt !== undefined) return;
      const like = document.querySelector('button[aria-label="Like"]');
      if (like && !like.disabled && Object.keys(like).some((key) => key.startsWith('__reactProps$')))
        window.__cardInteractiveAt = performance.now();
    };
    for (const method of ['appendChild', 'insertBefore']) {
      const original = Node.prototype[method];
      Node.prototype[method] = function (...args) {
        const result = original.apply(this, args);
        if (this.isConnected) check();
        return result;
      };
    }
    const removeAttribute = Element.prototype.removeAttribute;
    Element.prototype.removeAttribute = function (name) {
      removeAttribute.call(this, name);
      check();
    };
  });
  const page = await context.newPage();
  const room = recorder(page);
  await page.goto(`${base}/swipe`);
  await page.waitForFunction(() => window.__cardInteractiveAt !== undefined);
  await page.waitForLoadState('networkidle');
  await room.settled();
  const before = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= window.__cardInteractiveAt)
        .map((entry) => entry.name),
    ),
  );
  const interactive = room.only((url) => before.has(url));
  await context.close();
  return { landing: landingJs, interactive, room, cardInHtml };
}

export function overBudget(result) {
  const over = [];
  if (result.landingInitialJsGzKb > budgets.landingInitialJsGzKb)
    over.push(`landing ${result.landingInitialJsGzKb} KB > ${budgets.landingInitialJsGzKb} KB`);
  if (result.firstSwipeCardVisibleJsGzKb > budgets.firstSwipeCardVisibleJsGzKb) {
    over.push(
      `JS before the first swipe card is visible ${result.firstSwipeCardVisibleJsGzKb} KB > ${budgets.firstSwipeCardVisibleJsGzKb} KB`,
    );
  }
  if (result.firstSwipeCardInteractiveJsGzKb > budgets.firstSwipeCardInteractiveJsGzKb) {
    over.push(
      `JS before the first swipe card is interactive ${result.firstSwipeCardInteractiveJsGzKb} KB > ${budgets.firstSwipeCardInteractiveJsGzKb} KB`,
    );
  }
  for (const [folder, size] of Object.entries(result.remoteEntryGzKb)) {
    if (size > budgets.remoteEntryGzKb) over.push(`${folder} remoteEntry ${size} KB > ${budgets.remoteEntryGzKb} KB`);
  }
  if (result.reactDomDownloads !== budgets.reactDomDownloads) over.push(`React DOM downloaded ${result.reactDomDownloads} times`);
  return over;
}

if (isMain(import.meta.url)) {
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
