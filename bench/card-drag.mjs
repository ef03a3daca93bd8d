// What a finger dragging the swipe card costs the main thread, per touch move, in Debian's Chromium with the CPU
// slowed 4x (Lighthouse's mobile preset). Each round signs a new user in, starts a solo session, opens /swipe at
// 390×844 with touch, waits for the card and for the page to settle, then drags from the card's name with real
// touch events (CDP Input.dispatchTouchEvent): DRAG_MOVES moves of 2 px, one a frame, short of the swipe
// threshold so the card springs back. Chromium's own counters (Performance.getMetrics) give the script and
// main-thread time of the drag, divided by the moves. The median round is checked against bench/budgets.json
// (cardDragScriptMsPerMoveMax); run directly, it exits 1 on a miss.
import puppeteer from 'puppeteer-core';
import { client, isMain, medianBy, PHILADELPHIA_PREFERENCES, readBudgets, reportAgainstBudget, startBody, startGateway } from './lib.mjs';
import { AUDITED_GATEWAY_NICENESS, CHROME_FLAGS } from './lighthouse.mjs';

const ROUNDS = Math.max(1, Number(process.env.BENCH_DRAG_ROUNDS ?? 5));
const DRAG_MOVES = 45;
const CPU_SLOWDOWN = 4;
const FRAME_MS = 16;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round2 = (v) => Math.round(v * 100) / 100;

async function dragOnce(browser, base, tag) {
  const api = client(base);
  const user = await api.signIn(`drag.${Date.now()}.${tag}@bench.forkcast.test`, PHILADELPHIA_PREFERENCES);
  await api.call('POST', '/api/sessions/start', startBody(user.id));
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 390, height: 844, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
    const [name, ...value] = api.cookie().split(';')[0].split('=');
    await page.setCookie({ name, value: value.join('='), url: base });
    await page.goto(`${base}/swipe`, { waitUntil: 'networkidle0' });
    const heading = await page.waitForSelector('[data-testid="swipe-card"] h2');
    // Past start-up: the idle work (the live channel, the overlays) is not the drag's.
    await wait(1500);
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const box = await heading.boundingBox();
    const y = box.y + box.height / 2;
    const x0 = 120;
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const before = await metrics();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
    for (let i = 1; i <= DRAG_MOVES; i += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + i * 2, y }] });
      await wait(FRAME_MS);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await wait(500);
    const after = await metrics();
    const perMove = (key) => round2(((after[key] - before[key]) * 1000) / DRAG_MOVES);
    return {
      scriptMs: perMove('ScriptDuration'),
      mainThreadMs: perMove('TaskDuration'),
      styleMs: perMove('RecalcStyleDuration'),
      layoutMs: perMove('LayoutDuration'),
    };
  } finally {
    await page.close();
  }
}

/** ROUNDS drags, each on a fresh page; the median round by script time. */
export async function benchCardDrag({ port = Number(process.env.BENCH_PORT ?? 8341) } = {}) {
  const gw = await startGateway({ port, niceness: AUDITED_GATEWAY_NICENESS });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
    headless: true,
  });
  try {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i += 1) rounds.push(await dragOnce(browser, gw.base, i));
    return { cpuSlowdown: CPU_SLOWDOWN, moves: DRAG_MOVES, median: medianBy(rounds, (r) => r.scriptMs), rounds };
  } finally {
    await browser.close();
    await gw.stop();
  }
}

export function cardDragOverBudget(result, budgets = readBudgets()) {
  const max = budgets.cardDragScriptMsPerMoveMax;
  return max !== undefined && result.median.scriptMs > max
    ? [`card drag: ${result.median.scriptMs} ms of script per touch move > ${max} ms (4x CPU)`]
    : [];
}

if (isMain(import.meta.url)) {
  reportAgainstBudget(await benchCardDrag(), cardDragOverBudget);
}
