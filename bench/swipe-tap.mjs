// How long a tap on Like or Pass keeps the swipe room from painting its answer, in Debian's Chromium with the
// CPU slowed 4x (Lighthouse's mobile preset): the metric Interaction to Next Paint is made of. Each round signs a
// new user in, starts a solo session, opens /swipe at 390×844 with touch (the room arrives prerendered and is
// hydrated), waits for the Like button to be live and the page to settle, then taps Like and Pass in turn with
// real touch events (CDP Input.dispatchTouchEvent), TAPS times, each once the previous card has moved on. The
// page's own Event Timing entries (PerformanceEventTiming, durationThreshold 16, the entries INP reads) give each
// interaction's duration: its longest event, from input to the next paint. The worst interaction of the worst
// round is checked against bench/budgets.json (swipeTapWorstMsMax); run directly, it exits 1 on a miss.
import { createRequire } from 'node:module';
import path from 'node:path';
import { client, isMain, PHILADELPHIA_PREFERENCES, readBudgets, reportAgainstBudget, root, startBody, startGateway } from './lib.mjs';
import { AUDITED_GATEWAY_NICENESS } from './lighthouse.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require(path.join(root, 'node_modules/@playwright/test'));

const ROUNDS = Math.max(1, Number(process.env.BENCH_TAP_ROUNDS ?? 1));
const TAPS = 12;
const CPU_SLOWDOWN = 4;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One round on a fresh page: TAPS taps, each interaction's duration (ms), in order. */
async function tapRound(browser, base, tag) {
  const api = client(base);
  const user = await api.signIn(`tap.${Date.now()}.${tag}@bench.forkcast.test`, PHILADELPHIA_PREFERENCES);
  await api.call('POST', '/api/sessions/start', startBody(user.id));
  const [name, ...value] = api.cookie().split('=');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  try {
    await context.addCookies([{ name, value: value.join('='), url: base }]);
    // Every interaction the page sees, from the start (buffered), as INP's observer keeps them.
    await context.addInitScript(() => {
      window.__interactions = new Map();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.interactionId) continue;
          window.__interactions.set(entry.interactionId, Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration));
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${base}/swipe`);
    const like = page.getByRole('button', { name: 'Like', exact: true });
    await like.waitFor();
    await page.waitForFunction(() => {
      const button = document.querySelector('button[aria-label="Like"]');
      return button && !button.disabled && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
    });
    // Past start-up: the idle work (the live channel, the overlays, read-ahead) is not the taps'.
    await page.waitForLoadState('networkidle');
    await wait(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const progress = page.getByTestId('swipe-progress');
    for (let i = 0; i < TAPS; i += 1) {
      const before = await progress.textContent();
      const button = page.getByRole('button', { name: i % 2 === 0 ? 'Like' : 'Pass', exact: true });
      const box = await button.boundingBox();
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForFunction((text) => document.querySelector('[data-testid="swipe-progress"]')?.textContent !== text, before);
      // The card's exit and the next card's arrival, before the next tap, as a person would wait.
      await wait(700);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Event Timing entries are reported after the frame that follows the interaction.
    await wait(500);
    return page.evaluate(() => [...window.__interactions.values()].map((ms) => Math.round(ms)));
  } finally {
    await context.close();
  }
}

/** ROUNDS rounds of TAPS taps; the worst interaction of each, and of all. */
export async function benchSwipeTap({ port = Number(process.env.BENCH_PORT ?? 8342) } = {}) {
  const gw = await startGateway({ port, niceness: AUDITED_GATEWAY_NICENESS });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const interactions = await tapRound(browser, gw.base, i);
      // An interaction under 16 ms has no entry (durationThreshold): each tap was seen to move the card on.
      rounds.push({
        taps: TAPS,
        interactionsOver16Ms: interactions.length,
        worstMs: Math.max(16, ...interactions),
        durationsMs: interactions,
      });
    }
    return { cpuSlowdown: CPU_SLOWDOWN, taps: TAPS, worstMs: Math.max(...rounds.map((r) => r.worstMs)), rounds };
  } finally {
    await browser.close();
    await gw.stop();
  }
}

export function swipeTapOverBudget(result, budgets = readBudgets()) {
  const over = [];
  const max = budgets.swipeTapWorstMsMax;
  if (max !== undefined && result.worstMs > max)
    over.push(`swipe tap: worst of ${result.taps} taps ${result.worstMs} ms > ${max} ms (4x CPU)`);
  return over;
}

if (isMain(import.meta.url)) {
  reportAgainstBudget(await benchSwipeTap(), swipeTapOverBudget);
}
