import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { fingerDown, pointIn, touchDrag, touchTap, type Point } from '../support/touch';

/*
 * The swipe card under a real finger at 390×844 (the config's Pixel 7: touch, mobile). Events go
 * through Chromium's own touch handling (touch-action, scrolling, pointercancel), which the mouse tests in
 * swipe-room.spec.ts never meet. Every card has a description longer than the card, so its text scrolls.
 */

const progress = (page: Page) => page.getByTestId('swipe-progress');
const atCard = (n: number) => new RegExp(`\\b${n} / \\d+$`);
const card = (page: Page) => page.getByTestId('swipe-card');
const body = (page: Page) => page.getByTestId('restaurant-card-body');
const LONG_TEXT = 'A long, detailed description of the food, the room and the service. ';

/**
 * Waits until the card shows the long description. The dealt deck carries each place's own short
 * description, which the card shows at once; the long one replaces it when GET /api/restaurants/:id
 * answers, so "visible" alone can still be the short text (CI caught a card 100 px too short to scroll).
 */
const longTextShown = (page: Page) => expect(page.getByTestId('card-ai-description')).toContainText(LONG_TEXT.trim());

async function startSoloWithLongTexts(page: Page): Promise<void> {
  await signInByApi(page, uniqueEmail('touch'), { withPreferences: true, firstName: 'Tia' });
  await page.route(/\/api\/restaurants\/[^/]+$/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    // The app drops a card's details it no longer needs (a fast swipe moves on): the request is then aborted
    // and its response disposed, which is no failure of the test.
    const response = await route.fetch().catch(() => null);
    const place = (await response?.json().catch(() => null)) as { aiDescription: string | null } | null;
    if (!response || !place) return;
    place.aiDescription = LONG_TEXT.repeat(12);
    await route.fulfill({ response, json: place }).catch(() => undefined);
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Solo Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/swipe$/);
  await expect(progress(page)).toHaveText(atCard(1));
  await longTextShown(page);
}

/** Where a finger starts: on the description, on the facts (the rating: catalog places list no price) or on the photo. */
const STARTS: Record<string, (page: Page) => Promise<Point>> = {
  text: (page) => pointIn(page.getByTestId('card-ai-description'), 0.3, 0.5, body(page)),
  facts: (page) => pointIn(page.getByTestId('card-rating'), 0.5, 0.5),
  photo: (page) => pointIn(page.getByTestId('restaurant-card').locator('> :first-child'), 0.3, 0.5),
};

test('a finger swipes the card from its text, its facts or its photo: a slow drag past 100 px and a quick flick', async ({ page }) => {
  test.setTimeout(90_000);
  await startSoloWithLongTexts(page);
  let at = 1;
  for (const [where, start] of Object.entries(STARTS)) {
    await longTextShown(page);
    // Slow: 140 px to the right over 700 ms (no flick: it is the distance that swipes).
    const from = await start(page);
    await touchDrag(page, from, { dx: 140, dy: 6 }, 700);
    await expect(progress(page), `a slow drag from the ${where}`).toHaveText(atCard(++at));

    // Quick: 70 px to the left in 80 ms, under the 100 px threshold: the flick's speed swipes.
    await longTextShown(page);
    const again = await start(page);
    await touchDrag(page, { x: again.x + 100, y: again.y }, { dx: -70, dy: -4 }, 80);
    await expect(progress(page), `a flick from the ${where}`).toHaveText(atCard(++at));
  }
});

test('a short slow drag from the text springs back; mid-drag the card follows the finger', async ({ page }) => {
  await startSoloWithLongTexts(page);
  const from = await STARTS.text!(page);
  const finger = await fingerDown(page, from);
  await finger.move({ x: from.x + 90, y: from.y + 4 }, { ms: 450 });
  await expect(card(page)).toHaveAttribute('style', /translateX\(\d+(\.\d+)?px\)/);
  await expect(card(page).getByText('LIKE')).toBeVisible();
  // The finger rests 300 ms before it lifts: no fling.
  await finger.up({ afterMs: 300 });
  await expect(card(page)).toHaveAttribute('style', /transform: none/);
  await expect(progress(page)).toHaveText(atCard(1));
});

test('a vertical drag on a long text scrolls it and does not swipe; a tap on View details opens the details', async ({ page }) => {
  await startSoloWithLongTexts(page);
  const text = body(page);
  expect(await text.evaluate((el) => el.scrollHeight > el.clientHeight + 100)).toBe(true);
  expect(await text.evaluate((el) => el.scrollTop)).toBe(0);
  const from = await STARTS.text!(page);
  await touchDrag(page, from, { dx: -8, dy: -160 }, 400);
  await expect.poll(() => text.evaluate((el) => el.scrollTop)).toBeGreaterThan(60);
  await expect(card(page)).toHaveAttribute('style', /transform: none/);
  await expect(progress(page)).toHaveText(atCard(1));

  // Let the scroll's fling end: Chromium spends a tap that lands during a fling on stopping it.
  let last = -1;
  await expect.poll(async () => last === (last = await text.evaluate((el) => el.scrollTop)), { intervals: [200] }).toBe(true);
  await touchTap(page, await pointIn(page.getByRole('button', { name: 'View details' })));
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(progress(page)).toHaveText(atCard(1));
});

test('under reduced motion the next card is up at once after a swipe: no frame with an empty stage', async ({ browser }, testInfo) => {
  const page = await (await browser.newContext({ ...testInfo.project.use, reducedMotion: 'reduce' })).newPage();
  await startSoloWithLongTexts(page);
  // Every animation frame from the tap until the next card: is a card visible on the stage?
  await page.evaluate(() => {
    const w = window as unknown as { __frames: { t: number; name: string | null; visible: boolean }[] };
    w.__frames = [];
    const t0 = performance.now();
    const sample = () => {
      const card = document.querySelector<HTMLElement>('[data-testid="swipe-card"]');
      const visible = Boolean(card && getComputedStyle(card).opacity !== '0' && card.getBoundingClientRect().right > 0);
      w.__frames.push({ t: Math.round(performance.now() - t0), name: card?.querySelector('h2')?.textContent ?? null, visible });
      if (w.__frames.length < 120) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await touchTap(page, await pointIn(page.getByRole('button', { name: 'Pass', exact: true })));
  await expect(progress(page)).toHaveText(atCard(2));
  await page.waitForFunction(() => (window as unknown as { __frames: unknown[] }).__frames.length >= 120);
  const frames = await page.evaluate(
    () => (window as unknown as { __frames: { t: number; name: string | null; visible: boolean }[] }).__frames,
  );
  // Before: about one round trip of POST …/swipe with the card at opacity 0 (3 frames, 297-347 ms, locally).
  expect(frames.filter((frame) => !frame.visible)).toEqual([]);
  expect(new Set(frames.map((frame) => frame.name)).size).toBe(2);
});

test("after a tap on Pass, the next card's Pass looks at rest: a phone's sticky hover and focus change nothing", async ({ page }) => {
  await startSoloWithLongTexts(page);
  const pass = page.getByRole('button', { name: 'Pass', exact: true });
  const look = () =>
    pass.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, transform: style.transform, outline: style.outlineStyle, boxShadow: style.boxShadow };
    });
  const atRest = await look();
  await touchTap(page, await pointIn(pass));
  await expect(progress(page)).toHaveText(atCard(2));
  await expect(pass).not.toHaveAttribute('aria-disabled', 'true');
  // The same button stays, focused. A phone's browser also leaves the tapped element in :hover until the next
  // tap elsewhere (headless Chromium does not): put it there as a phone would.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'button[aria-label="Pass"]' });
  await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: ['hover', 'focus'] });
  expect(await pass.evaluate((el) => matchMedia('(hover: none)').matches && el.matches(':hover') && el === document.activeElement)).toBe(
    true,
  );
  // Once any transition the forced state started (theme.motion.fast) has finished.
  await pass.evaluate((el) => {
    el.getBoundingClientRect(); // a style and layout pass: the forced state's transitions now exist
    return Promise.all(el.getAnimations().map((animation) => animation.finished));
  });
  expect(await look()).toEqual(atRest);
});

test('where a mouse really hovers (a desktop browser), buttons still show their hover look', async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
    hasTouch: false,
    isMobile: false,
  });
  const page = await context.newPage();
  await page.goto('/auth');
  const button = page.getByRole('button').filter({ hasText: /\S/ }).first();
  await expect(button).toBeEnabled();
  const background = () => button.evaluate((el) => getComputedStyle(el).backgroundColor);
  const atRest = await background();
  await button.hover();
  await expect.poll(background).not.toBe(atRest);
  await context.close();
});

test('offline, a tap on Like or Pass moves on, says so once, keeps the buttons, and the swipes arrive when it returns', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signInByApi(page, uniqueEmail('offline-swipe'), { withPreferences: true, firstName: 'Oona' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Solo Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(progress(page)).toHaveText(atCard(1));

  await context.setOffline(true);
  const like = page.getByRole('button', { name: 'Like' });
  await touchTap(page, await pointIn(like));
  await expect(progress(page)).toHaveText(atCard(2));
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveText("You're offline. Your swipes will be sent when the connection returns.");
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(like).toBeEnabled();

  await touchTap(page, await pointIn(page.getByRole('button', { name: 'Pass' })));
  await expect(progress(page)).toHaveText(atCard(3));
  await expect(notice).toHaveCount(1);

  // Back online: the room stays (its entry check is not asked again) and the two swipes go out.
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/swipe$/);
  // The server has both: a reload resumes at the third card, and nothing waits any more.
  await page.reload();
  await expect(progress(page)).toHaveText(atCard(3));
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('forkcast:pending-swipes:')))).toEqual([]);
});
