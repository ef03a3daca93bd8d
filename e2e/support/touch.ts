import type { CDPSession, Locator, Page } from '@playwright/test';

/*
 * Real touch input through the Chrome DevTools Protocol (Input.dispatchTouchEvent): the browser runs its
 * own touch-action and scroll decisions on these, as on a phone, and may answer with pointercancel. The
 * mouse never does, so a gesture tested with it says nothing about a finger. Needs a touch context
 * (`hasTouch`, as the config's Pixel 7 and newPhone give).
 */

export interface Point {
  x: number;
  y: number;
}

/** One finger: down where it is created, then moves and lifts. Each event carries when it happened. */
export interface Finger {
  /** Moves in `steps` even steps over `ms` (a phone reports a move about every 16 ms). */
  move(to: Point, options: { ms: number; steps?: number }): Promise<void>;
  /** Lifts the finger `afterMs` after its last move (on the events' clock: a finger resting, not a sleep). */
  up(options?: { afterMs?: number }): Promise<void>;
}

const FRAME_MS = 16;

/** Each page's last event time: a gesture never starts before the one before it ended on the stamps' clock. */
const lastStamp = new WeakMap<Page, number>();

/** Resolves once the page has drawn a frame: a move sent before it was delivered on its own, not coalesced. */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

/**
 * Puts a finger down at `at`. The events are stamped on their own clock (the gesture's speed, and how long
 * the finger rests, are read from event times, so no wall-clock wait is needed), and each move waits for the
 * page's next frame, so the page sees a finger that moves, not a teleport.
 */
export async function fingerDown(page: Page, at: Point): Promise<Finger> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const t0 = Math.max(Date.now(), (lastStamp.get(page) ?? 0) + FRAME_MS);
  let elapsed = 0;
  let position = at;
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', point: Point | null) => {
    lastStamp.set(page, t0 + elapsed);
    return cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: point ? [{ x: point.x, y: point.y, id: 1, radiusX: 5, radiusY: 5, force: 1 }] : [],
      timestamp: (t0 + elapsed) / 1000,
    });
  };
  await send('touchStart', at);
  return {
    async move(to, { ms, steps = Math.max(1, Math.round(ms / FRAME_MS)) }) {
      const from = position;
      for (let step = 1; step <= steps; step += 1) {
        elapsed += ms / steps;
        await nextFrame(page);
        position = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
        await send('touchMove', position);
      }
    },
    async up({ afterMs = 8 } = {}) {
      elapsed += afterMs;
      await send('touchEnd', null);
      await cdp.detach();
    },
  };
}

/** A whole drag from `from` by (dx, dy) over `ms`, lifted at once. */
export async function touchDrag(page: Page, from: Point, by: { dx: number; dy: number }, ms: number): Promise<void> {
  const finger = await fingerDown(page, from);
  await finger.move({ x: from.x + by.dx, y: from.y + by.dy }, { ms });
  await finger.up();
}

/** A tap: down and up on the same spot, as quick as a thumb. */
export async function touchTap(page: Page, at: Point): Promise<void> {
  const finger = await fingerDown(page, at);
  await finger.up({ afterMs: 60 });
}

/** A point inside what `locator` shows: `fx`, `fy` are fractions of its visible box (clipped to `within`). */
export async function pointIn(locator: Locator, fx = 0.5, fy = 0.5, within?: Locator): Promise<Point> {
  // A thumb taps what is on the screen: something below the fold (the match screen's Share under a long
  // description) is scrolled to first, as a person would, or the touch would land outside the viewport.
  const viewport = locator.page().viewportSize();
  const first = (await locator.boundingBox())!;
  if (viewport && (first.y < 0 || first.y + first.height > viewport.height)) await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  let { x, y, width, height } = box;
  if (within) {
    const outer = (await within.boundingBox())!;
    const top = Math.max(y, outer.y);
    const bottom = Math.min(y + height, outer.y + outer.height);
    y = top;
    height = bottom - top;
    const left = Math.max(x, outer.x);
    width = Math.min(x + width, outer.x + outer.width) - left;
    x = left;
  }
  return { x: x + width * fx, y: y + height * fy };
}
