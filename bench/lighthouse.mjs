// Lighthouse (mobile preset: Moto G Power-class CPU, slow 4G, simulated throttling) against the built app in
// Debian's Chromium: the landing page signed out, for a signed-in user with a solo session in progress home
// and the swipe room (/swipe, the page people spend their time on), and home of a user whose partner's session
// waits for them (homePartner). Each page is audited LIGHTHOUSE_RUNS
// times (default 3) and the run with the median performance score is reported, because one run on a busy
// 2-core machine is noisy. The gateway is restarted before the swipe room's runs, so its first run is the first
// /swipe after a start (counted in the median and checked on its own: `firstAfterStart`). Landing, home and the
// room are then audited again with the CPU slowed 6x (a slower phone; only the performance score has a budget
// there). Merges its figures into bench/results.json under `lighthouse` and prints a table.
// A benchmark, not a test (not part of `npm test`): it exits 1 when the median run of a page misses a
// budget in bench/budgets.json (performance score, LCP, TBT, CLS). LIGHTHOUSE_PAGES=swipe,home audits only those.
// The CPU slowdown is the preset's 4x, the setting the budgets are stated for (issue 26: "Lighthouse 12, mobile
// preset, median of 3"). LIGHTHOUSE_CPU_MULTIPLIER=calibrated takes it from this machine's speed in each run
// instead (calibratedCpuMultiplier), a cross-check reported beside the gate, not the gate: on this workplace's
// machines it ranged from 2x to 9x between days, with figures that do not agree (docs/benchmarks.md).
import { readFileSync, writeFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import {
  ACTIVE_SESSION_STORAGE_KEY,
  client,
  isMain,
  PHILADELPHIA_PREFERENCES,
  readBudgets,
  root,
  startBody,
  startGateway,
} from './lib.mjs';

/** The audited app's gateway runs at a lower CPU priority than the browser (see startGateway). */
export const AUDITED_GATEWAY_NICENESS = 10;

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * One Lighthouse performance audit of `url`; `cookie` (name=value) is sent with every request. A run whose
 * trace Chromium failed to record (NO_NAVSTART, NO_FCP: Lighthouse itself says "run Lighthouse again") is
 * run again, up to twice; any other error ends the benchmark. `cpuSlowdownMultiplier` is a number, or
 * 'calibrated' (see calibratedCpuMultiplier); Lighthouse's preset (4) when not given. `loads`: a script path
 * the page meant must request (the audit fails otherwise: a signed-out page that was signed in, say).
 */
export async function audit(url, port, cookie, attempt = 1, tab = {}, cpuSlowdownMultiplier = undefined, loads = undefined) {
  await clearCookies(port);
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(typeof cpuSlowdownMultiplier === 'number' ? { throttling: { cpuSlowdownMultiplier } } : {}),
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const page = tab.sessionStorage ? await tabWithSessionStorage(port, url, tab.sessionStorage) : null;
  let lhr;
  try {
    ({ lhr } =
      cpuSlowdownMultiplier === 'calibrated'
        ? await calibratedRun(url, flags, page)
        : await lighthouse(url, flags, undefined, page ?? undefined));
  } finally {
    await page?.browser().disconnect();
  }
  if (lhr.runtimeError && ['NO_NAVSTART', 'NO_FCP'].includes(lhr.runtimeError.code) && attempt < 3) {
    console.error(`${url}: ${lhr.runtimeError.code}, running that audit again`);
    return audit(url, port, cookie, attempt + 1, tab, cpuSlowdownMultiplier, loads);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requested = (lhr.audits['network-requests']?.details?.items ?? []).map((item) => new URL(item.url).pathname);
  if (loads && !requested.some((file) => loads.test(file)))
    throw new Error(`${url}: the audited page loaded no ${loads} (${requested.join(', ')}): not the page meant`);
  const ms = (id) => Math.round(lhr.audits[id].numericValue);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    lcpMs: ms('largest-contentful-paint'),
    fcpMs: ms('first-contentful-paint'),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    tbtMs: ms('total-blocking-time'),
    speedIndexMs: ms('speed-index'),
    finalUrl: lhr.finalDisplayedUrl,
    // What the largest paint was (the card's image on /swipe; a change that moves it shows here first).
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 160),
    // Lighthouse's own CPU benchmark of this machine: its 4x slowdown is calibrated for a fast desktop, so
    // TBT on a slower machine is higher for the same page. Kept so that figures from two machines compare.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    // LIGHTHOUSE_TASKS=1: the main thread's long tasks (over 50 ms, as Lighthouse simulates them under its 4x
    // CPU slowdown) and the scripts that cost the most, to see which task to split when TBT is over budget.
    ...(process.env.LIGHTHOUSE_TASKS ? { longTasks: longTasks(lhr) } : {}),
  };
}

/**
 * The CPU slowdown that makes this machine a mid-tier phone, from Lighthouse's own CPU benchmark of it
 * (`benchmarkIndex`). Lighthouse's fixed 4x is calibrated for a high-end desktop (index about 1,500); its
 * throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") says to pick the multiplier from the
 * index instead, with the figures of its calculator (lighthouse-cpu-throttling-calculator): 2x at 800, 3x at
 * 1,300, 4x at 1,533, 6x at 2,000. This machine's index moves between 730 and 1,570 from one run to the
 * next; at a fixed 4x the same build scored home 80 (TBT 867 ms) at about 900 and 94 (275 ms) at about 1,550.
 * Both directions count: a faster machine gets more than 4x.
 */
export function calibratedCpuMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** LIGHTHOUSE_CPU_MULTIPLIER: unset is the preset (4), 'calibrated' per run, or a factor. */
export function cpuSlowdownSetting(value) {
  if (!value) return 4;
  if (value === 'calibrated') return 'calibrated';
  const factor = Number(value);
  if (!Number.isFinite(factor) || factor < 1)
    throw new Error(`LIGHTHOUSE_CPU_MULTIPLIER must be 'calibrated' or a factor of at least 1, not ${value}`);
  return factor;
}

/**
 * A run whose CPU slowdown comes from the benchmark index Lighthouse measured in that same run, seconds
 * before the page loaded: this machine's speed drifts (index 902 in one run, 1,554 ten minutes later), so an
 * index read once for a whole benchmark would not describe the runs it calibrates. Simulated throttling
 * gathers at full speed and applies the slowdown only when auditing, so the run gathers first (Lighthouse's
 * gather mode), then audits its own artifacts with the multiplier written into their settings.
 */
async function calibratedRun(url, flags, page) {
  const dir = mkdtempSync(path.join(tmpdir(), 'forkcast-lighthouse-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: dir }, undefined, page ?? undefined);
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8'));
    const cpuSlowdownMultiplier = Math.round(calibratedCpuMultiplier(artifacts.BenchmarkIndex) * 100) / 100;
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
    writeFileSync(file, JSON.stringify(artifacts));
    return await lighthouse(url, { ...flags, throttling: { ...flags.throttling, cpuSlowdownMultiplier }, auditMode: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function longTasks(lhr) {
  const path = (url) => (url?.startsWith('http') ? new URL(url).pathname : url);
  return {
    tasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => ({
      url: path(t.url),
      startMs: Math.round(t.startTime),
      ms: Math.round(t.duration),
    })),
    bootup: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 8).map((b) => ({
      url: path(b.url),
      totalMs: Math.round(b.total),
      scriptMs: Math.round(b.scripting),
      parseMs: Math.round(b.scriptParseCompile),
    })),
    mainThread: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((m) => ({
      group: m.groupLabel ?? m.group,
      ms: Math.round(m.duration),
    })),
  };
}

/**
 * Empties the audited browser's cookie jar. Lighthouse resets an origin's storage before each run but keeps
 * its cookies, and a signed-in page's answer refreshes the session cookie: without this, an audit without
 * `cookie` after a signed-in one was signed in too (the landing at 6x measured home, scripts and all).
 */
async function clearCookies(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const session = await browser.target().createCDPSession();
    await session.send('Storage.clearCookies');
  } finally {
    await browser.disconnect();
  }
}

/**
 * A tab of the audited Chromium whose sessionStorage for `url`'s origin holds `items`: the tab that started
 * a session keeps it there (live-store's active-session snapshot), and a reload of /swipe reads it. Written
 * from a JSON answer of the same origin, so no page script is cached before the audit (Lighthouse clears
 * the cache and origin storage, but not a tab's sessionStorage).
 */
async function tabWithSessionStorage(port, url, items) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  await page.goto(new URL('/api/health', url).href);
  await page.evaluate((entries) => entries.forEach(([key, value]) => sessionStorage.setItem(key, value)), Object.entries(items));
  return page;
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)], scores: runs.map((r) => r.performance) };
}

/** The signed-in app's entry (shell/src/start.tsx): every page audited with a cookie loads it. */
const APP = /^\/main\.[0-9a-f]+\.js$/;

/** The pages audited again at SLOW_PHONE_CPU (bench/budgets.json lighthouseMobilePerformanceMinAt6xCpu). */
export const SLOW_PHONE_CPU = 6;

export async function benchLighthouse({
  port = Number(process.env.BENCH_PORT ?? 8330),
  pages: only = process.env.LIGHTHOUSE_PAGES?.split(','),
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
} = {}) {
  // One data folder for both starts of the gateway: the users and sessions outlive the restart.
  const env = { FORKCAST_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'forkcast-lighthouse-data-')) };
  let gw = await startGateway({ port, env, niceness: AUDITED_GATEWAY_NICENESS });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const api = client(gw.base);
    const user = await api.signIn(`lighthouse.${Date.now()}@bench.forkcast.test`, PHILADELPHIA_PREFERENCES);
    // A solo session in progress, two cards in: home offers it, /swipe resumes at card 3.
    const started = await api.call('POST', '/api/sessions/start', startBody(user.id));
    for (const [i, { placeId }] of started.restaurants.slice(0, 2).entries()) {
      await api.call('POST', `/api/sessions/${started.session.id}/swipe`, {
        userId: user.id,
        restaurantId: placeId,
        action: 'pass',
        position: i + 1,
      });
    }
    // Card 3's details, read ahead as the room does while card 2 is shown: its description is written.
    await api.call('GET', `/api/restaurants/${encodeURIComponent(started.restaurants[2].placeId)}`);
    // What the tab that started it keeps (live-store's active-session snapshot), for the app's own resume.
    const tab = { sessionStorage: { [ACTIVE_SESSION_STORAGE_KEY]: JSON.stringify({ userId: user.id, ...started }) } };
    // Home of someone whose partner has started a session and waits for them: the partner's card is home's
    // largest element (its own frame in the page). Two more users, so the first one's solo session stays alone.
    const waiting = client(gw.base);
    const waitingUser = await waiting.signIn(`lighthouse.waiting.${Date.now()}@bench.forkcast.test`, PHILADELPHIA_PREFERENCES);
    const starter = client(gw.base);
    const starterUser = await starter.signIn(`lighthouse.starter.${Date.now()}@bench.forkcast.test`, PHILADELPHIA_PREFERENCES);
    const { inviteCode } = await starter.call('POST', '/api/partnerships/invite', { userId: starterUser.id });
    const partnership = await waiting.call('POST', '/api/partnerships/accept', { userId: waitingUser.id, inviteCode });
    await starter.call('POST', '/api/sessions/start', startBody(starterUser.id, partnership.id));
    const pages = {
      // The signed-out landing is its own small bundle (shell/src/landing): its audit fails if it loads none.
      landing: { url: `${gw.base}/`, cookie: null, loads: /^\/landing\.[0-9a-f]+\.js$/ },
      home: { url: `${gw.base}/`, cookie: api.cookie(), tab, loads: APP },
      homePartner: { url: `${gw.base}/`, cookie: waiting.cookie(), loads: APP },
      swipe: { url: `${gw.base}/swipe`, cookie: api.cookie(), tab, loads: APP },
    };
    // The preset's 4x unless LIGHTHOUSE_CPU_MULTIPLIER says 'calibrated' or another factor.
    const cpu = cpuSlowdownSetting(process.env.LIGHTHOUSE_CPU_MULTIPLIER);
    const result = {};
    for (const [name, { url, cookie, tab: tabState, loads }] of Object.entries(pages)) {
      if (only && !only.includes(name)) continue;
      if (name === 'swipe') {
        // The first /swipe after a start is a run like the others, not a slower one.
        await gw.stop();
        gw = await startGateway({ port, env, niceness: AUDITED_GATEWAY_NICENESS });
      }
      const list = [];
      for (let i = 0; i < runs; i += 1) list.push(await audit(url, chrome.port, cookie, 1, tabState, cpu, loads));
      result[name] = { ...median(list), ...(name === 'swipe' ? { firstAfterStart: list[0].performance } : {}) };
    }
    const slowPhone = {};
    for (const name of ['landing', 'home', 'swipe']) {
      if (only && !only.includes(name)) continue;
      const { url, cookie, tab: tabState, loads } = pages[name];
      const list = [];
      for (let i = 0; i < runs; i += 1) list.push(await audit(url, chrome.port, cookie, 1, tabState, SLOW_PHONE_CPU, loads));
      slowPhone[name] = median(list);
    }
    return { pages: result, cpu, slowPhone };
  } finally {
    chrome.kill();
    await gw.stop();
    rmSync(env.FORKCAST_DATA_DIR, { recursive: true, force: true });
  }
}

export function lighthouseTable(lh) {
  const cpu = lh.cpuSlowdown === 'calibrated' ? 'CPU slowdown calibrated per run' : `CPU slowdown ${lh.cpuSlowdown ?? 4}x`;
  const lines = [
    `| Lighthouse, mobile preset (median of runs; ${cpu}) | performance | LCP s | CLS | TBT ms | FCP s | benchmarkIndex → slowdown |`,
    '|---|---|---|---|---|---|---|',
  ];
  const titles = {
    landing: 'landing (signed out)',
    home: 'home (signed in, a session in progress)',
    homePartner: "home (a partner's session waiting)",
    swipe: '/swipe (a session in progress)',
  };
  const row = (name, r, note = '') =>
    `| ${titles[name] ?? name}${note} | ${r.performance} (runs: ${r.scores.join(', ')}) | ${(r.lcpMs / 1000).toFixed(1)} | ${r.cls} | ${r.tbtMs} | ${(r.fcpMs / 1000).toFixed(1)} | ${r.benchmarkIndex} → ${r.cpuSlowdownMultiplier}x |`;
  for (const [name, r] of Object.entries(lh.pages))
    lines.push(row(name, r, r.firstAfterStart === undefined ? '' : `; first run after a start: ${r.firstAfterStart}`));
  for (const [name, r] of Object.entries(lh.slowPhone ?? {})) lines.push(row(name, r, `, CPU ${SLOW_PHONE_CPU}x`));
  return lines.join('\n');
}

/**
 * The budgets the reported (median) run of each page misses, at the preset's CPU (`pages`) and at
 * SLOW_PHONE_CPU (`slowPhone`, the performance score only); and the swipe room's first run after a start.
 */
export function lighthouseOverBudget(pages, budgets = readBudgets(), slowPhone = {}) {
  const over = [];
  for (const [name, r] of Object.entries(slowPhone)) {
    const min = budgets.lighthouseMobilePerformanceMinAt6xCpu?.[name];
    if (min !== undefined && r.performance < min)
      over.push(`Lighthouse ${name} performance at ${SLOW_PHONE_CPU}x CPU ${r.performance} < ${min}`);
  }
  for (const [name, r] of Object.entries(pages)) {
    const min = budgets.lighthouseMobilePerformanceMin?.[name];
    if (min !== undefined && r.performance < min) over.push(`Lighthouse ${name} performance ${r.performance} < ${min}`);
    if (min !== undefined && r.firstAfterStart < min)
      over.push(`Lighthouse ${name} performance of the first run after a start ${r.firstAfterStart} < ${min}`);
    const lcpMax = budgets.lighthouseLcpMsMax;
    if (lcpMax !== undefined && r.lcpMs > lcpMax) over.push(`Lighthouse ${name} LCP ${r.lcpMs} ms > ${lcpMax} ms`);
    const tbtMax = budgets.lighthouseTbtMsMax;
    if (tbtMax !== undefined && r.tbtMs > tbtMax) over.push(`Lighthouse ${name} TBT ${r.tbtMs} ms > ${tbtMax} ms`);
    if (budgets.lighthouseClsMax !== undefined && r.cls > budgets.lighthouseClsMax)
      over.push(`Lighthouse ${name} CLS ${r.cls} > ${budgets.lighthouseClsMax}`);
  }
  return over;
}

if (isMain(import.meta.url)) {
  const { pages, cpu, slowPhone } = await benchLighthouse();
  const lh = { date: new Date().toISOString(), preset: 'mobile', cpuSlowdown: cpu, pages, slowPhone };
  const file = path.join(root, 'bench/results.json');
  const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(file, `${JSON.stringify({ ...results, lighthouse: lh }, null, 2)}\n`);
  console.log(lighthouseTable(lh));
  if (process.env.LIGHTHOUSE_TASKS) {
    for (const [name, r] of Object.entries(pages)) console.log(`\n${name} (the median run):\n${JSON.stringify(r.longTasks, null, 1)}`);
    for (const [name, r] of Object.entries(slowPhone))
      console.log(`\n${name} at ${SLOW_PHONE_CPU}x (the median run):\n${JSON.stringify(r.longTasks, null, 1)}`);
  }
  const over = lighthouseOverBudget(pages, readBudgets(), slowPhone);
  if (over.length) {
    console.error(`Over budget: ${over.join('; ')}`);
    process.exit(1);
  }
}
