import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { startByApi, type StartedByApi } from '../support/sessions-api';
import { currentCardName, newPhone } from '../support/swipe-flows';

/*
 * The first card arrives in the HTML: /swipe for a signed-in user with a session in progress is
 * answered with the room's frame and the next card prerendered, and the app takes over that same screen —
 * no spinner, no second card, no shift — using the page's data instead of asking again. 390×844.
 */

type Started = StartedByApi;

/** A solo session started and its first card passed through the API: the room resumes at card 2. */
async function soloSessionAtCard2(page: Page, userId: string): Promise<Started> {
  const started = await startByApi(page, userId);
  const swiped = await page.request.post(`/api/sessions/${started.session.id}/swipe`, {
    data: { userId, restaurantId: started.restaurants[0]!.placeId, action: 'pass', position: 1 },
  });
  expect(swiped.ok(), await swiped.text()).toBeTruthy();
  return started;
}

/** A new browser (no tab storage, nothing cached) with the same sign-in cookie. */
async function sameUserElsewhere(
  browser: Browser,
  baseURL: string,
  from: Page,
  options: { javaScriptEnabled?: boolean; reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: { cookies: (await from.context().storageState()).cookies, origins: [] },
    ...options,
  });
  return context.newPage();
}

test('/swipe shows the next card before any script runs, then the app takes it over without a second render', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const baseURL = testInfo.project.use.baseURL!;
  const phone = await newPhone(browser, baseURL);
  const user = await signInByApi(phone, uniqueEmail('room'), { withPreferences: true, firstName: 'Rita' });
  const started = await soloSessionAtCard2(phone, user.id);
  const second = started.restaurants[1]!.name;
  const total = started.restaurants.length;
  // The card's details, read once as the room's read-ahead does: its description is written from then on.
  const secondId = started.restaurants[1]!.placeId;
  const details = await phone.request.get(`/api/restaurants/${encodeURIComponent(secondId)}`);
  const description = ((await details.json()) as { aiDescription: string | null }).aiDescription;
  expect(description).toBeTruthy();

  // No JavaScript at all: the frame, the progress and the card, with its description, are in the HTML.
  const still = await sameUserElsewhere(browser, baseURL, phone, { javaScriptEnabled: false });
  await still.goto('/swipe');
  await expect(currentCardName(still)).toHaveText(second);
  await expect(still.getByTestId('swipe-progress')).toHaveText(`Card 2 / ${total}`);
  await expect(still.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  await expect(still.getByRole('button', { name: 'Leave session' })).toBeVisible();
  await expect(still.getByText('Forkcast needs JavaScript to run.')).toHaveCount(0);
  await expect(still.getByTestId('card-ai-description')).toContainText(description!);
  const htmlBox = await still.getByTestId('swipe-card').boundingBox();
  await still.context().close();

  // With JavaScript, in a browser that never saw the session (no tab snapshot): the app keeps that card.
  const live = await sameUserElsewhere(browser, baseURL, phone);
  const asked: string[] = [];
  live.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/sessions/') || pathname === `/api/restaurants/${encodeURIComponent(secondId)}`)
      asked.push(`${request.method()} ${pathname}`);
  });
  await live.addInitScript(() => {
    const seen = { names: [] as string[], gone: false, spinner: false, shift: 0 };
    (window as unknown as { roomSeen: typeof seen }).roomSeen = seen;
    const check = () => {
      const name = document.querySelector('[data-testid="swipe-card"] h2')?.textContent ?? null;
      if (name === null) seen.gone ||= seen.names.length > 0;
      else if (seen.names.at(-1) !== name) seen.names.push(name);
      if (/Checking session|Loading cards|Loading\.\.\./.test(document.body?.innerText ?? '')) seen.spinner = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await live.goto('/swipe');
  await expect(currentCardName(live)).toHaveText(second);
  // Interactive: Like swipes this very card (and the server records it).
  await expect
    .poll(() =>
      live
        .getByRole('button', { name: 'Like', exact: true })
        .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
  const appBox = await live.getByTestId('swipe-card').boundingBox();
  expect(appBox).toEqual(htmlBox);
  await live.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(live.getByTestId('swipe-progress')).toHaveText(`Card 3 / ${total}`);
  await expect(currentCardName(live)).toHaveText(started.restaurants[2]!.name);

  const seen = await live.evaluate(
    () => (window as unknown as { roomSeen: { names: string[]; gone: boolean; spinner: boolean; shift: number } }).roomSeen,
  );
  expect(seen.names.slice(0, 2)).toEqual([second, started.restaurants[2]!.name]);
  expect(seen.gone, 'the card left the page between the HTML and the app').toBe(false);
  expect(seen.spinner, 'a spinner showed between the HTML and the app').toBe(false);
  expect(seen.shift).toBeLessThanOrEqual(0.02);
  // The session, the swipes and the card's details came with the page: the only call is the swipe itself.
  expect(asked).toEqual([`POST /api/sessions/${started.session.id}/swipe`]);
  const swipes = await phone.request.get(`/api/sessions/${started.session.id}/swipes/${user.id}`);
  expect(((await swipes.json()) as { restaurantId: string; action: string }[]).map((s) => [s.restaurantId, s.action])).toEqual([
    [started.restaurants[0]!.placeId, 'pass'],
    [started.restaurants[1]!.placeId, 'like'],
  ]);
  await live.context().close();
});

test('the dialogs, the toaster and the live socket load after the card is interactive, and the live channel still connects', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const baseURL = testInfo.project.use.baseURL!;
  const phone = await newPhone(browser, baseURL);
  const user = await signInByApi(phone, uniqueEmail('room-lazy'), { withPreferences: true, firstName: 'Lena' });
  const started = await soloSessionAtCard2(phone, user.id);

  const live = await sameUserElsewhere(browser, baseURL, phone);
  // The moment React gives the Like button its handlers and enables it (taken inside the DOM write, before any
  // effect of that commit runs), and when each script and the socket were asked for, on the page's clock.
  await live.addInitScript(() => {
    const w = window as unknown as { interactiveAt?: number };
    const check = () => {
      if (w.interactiveAt !== undefined) return;
      const like = document.querySelector<HTMLButtonElement>('button[aria-label="Like"]');
      if (like && !like.disabled && Object.keys(like).some((key) => key.startsWith('__reactProps$'))) w.interactiveAt = performance.now();
    };
    for (const method of ['appendChild', 'insertBefore', 'removeChild'] as const) {
      const original = Node.prototype[method] as (...args: unknown[]) => unknown;
      (Node.prototype as unknown as Record<string, unknown>)[method] = function (this: Node, ...args: unknown[]) {
        const result = original.apply(this, args);
        check();
        return result;
      };
    }
    const removeAttribute = Element.prototype.removeAttribute;
    Element.prototype.removeAttribute = function (this: Element, name: string) {
      removeAttribute.call(this, name);
      check();
    };
  });
  const sockets: string[] = [];
  live.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  await live.goto('/swipe');
  await expect(currentCardName(live)).toHaveText(started.restaurants[1]!.name);
  await expect.poll(() => live.evaluate(() => (window as unknown as { interactiveAt?: number }).interactiveAt !== undefined)).toBe(true);

  // Both arrive on their own soon after (the toaster once the page is idle, the socket from the room's effects).
  const requestedAt = (part: string) =>
    live.evaluate(
      (name) => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.includes(name))?.startTime ?? null,
      part,
    );
  await expect.poll(() => requestedAt('/overlays.'), { timeout: 15_000 }).not.toBeNull();
  await expect.poll(() => requestedAt('/live-socket.'), { timeout: 15_000 }).not.toBeNull();
  const interactiveAt = await live.evaluate(() => (window as unknown as { interactiveAt: number }).interactiveAt);
  expect(await requestedAt('/overlays.')).toBeGreaterThan(interactiveAt);
  expect(await requestedAt('/live-socket.')).toBeGreaterThan(interactiveAt);
  // The live channel connects right after: the room's socket is open.
  await expect.poll(() => sockets.some((path) => path.startsWith('/ws')), { timeout: 15_000 }).toBe(true);

  // The toaster is mounted (its labelled region is there for the next toast), and a dialog still opens.
  await expect(live.getByRole('region', { name: 'Notifications (F8)' })).toBeAttached();
  await live.getByRole('button', { name: 'View details', exact: true }).click();
  await expect(live.getByRole('dialog', { name: started.restaurants[1]!.name })).toBeVisible();
  await live.keyboard.press('Escape');
  await expect(live.getByRole('dialog')).toHaveCount(0);
  await live.context().close();
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`the app hydrates the prerendered room: every element of the HTML stays, with the classes and state React gave it (motion: ${reducedMotion})`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(60_000);
    const baseURL = testInfo.project.use.baseURL!;
    const phone = await newPhone(browser, baseURL);
    const user = await signInByApi(phone, uniqueEmail('room-hydrate'), { withPreferences: true, firstName: 'Hana' });
    const started = await soloSessionAtCard2(phone, user.id);

    // Reduced motion is something only the browser knows: the card's class differs once the app has hydrated.
    const live = await sameUserElsewhere(browser, baseURL, phone, { reducedMotion });
    const errors: string[] = [];
    live.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    live.on('pageerror', (error) => errors.push(error.message));
    // Every element the HTML brought, marked before any script of the page runs (the start scripts are added
    // after the first frame): hydration keeps them, a second render replaces them.
    await live.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelectorAll('#root *').forEach((element) => element.setAttribute('data-from-html', ''));
      });
      // CSS rules taken out of the page's sheets: a page-wide rule deleted and inserted again restyles every
      // element, a long task in the start-up (dynamic global styles are rebuilt that way when the app starts).
      const counter = window as unknown as { cssRulesDeleted: number };
      counter.cssRulesDeleted = 0;
      const deleteRule = CSSStyleSheet.prototype.deleteRule;
      CSSStyleSheet.prototype.deleteRule = function (this: CSSStyleSheet, index: number) {
        counter.cssRulesDeleted += 1;
        deleteRule.call(this, index);
      };
    });
    await live.goto('/swipe');
    await expect(currentCardName(live)).toHaveText(started.restaurants[1]!.name);
    const like = live.getByRole('button', { name: 'Like', exact: true });
    await expect.poll(() => like.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')))).toBe(true);
    await expect(like).toBeEnabled();

    const found = await live.evaluate(() => {
      const props = (element: Element) => {
        const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
        return key ? ((element as unknown as Record<string, Record<string, unknown>>)[key] ?? null) : null;
      };
      const elements = Array.from(document.querySelectorAll('#root *'));
      // React's own view of each element it owns against the element as it is: hydration leaves an attribute the
      // client would have rendered differently as the server wrote it, and says nothing in a production build.
      const classMismatches = elements.flatMap((element) => {
        const given = props(element);
        if (!given || typeof given.className !== 'string') return [];
        return given.className === element.getAttribute('class')
          ? []
          : [`${element.tagName}: html "${element.getAttribute('class')}", app "${given.className}"`];
      });
      return {
        card: document.querySelector('[data-testid="swipe-card"]')?.hasAttribute('data-from-html') ?? false,
        like: document.querySelector('button[aria-label="Like"]')?.hasAttribute('data-from-html') ?? false,
        fromHtml: elements.filter((element) => element.hasAttribute('data-from-html')).length,
        owned: elements.filter((element) => props(element) !== null).length,
        classMismatches,
      };
    });
    expect(found.card, 'the card is the one the HTML brought').toBe(true);
    expect(found.like, 'the Like button is the one the HTML brought').toBe(true);
    expect(found.classMismatches).toEqual([]);
    expect(found.owned).toBeGreaterThan(20);
    expect(errors.filter((text) => /hydrat|Minified React error #4(18|19|20|21|22|23|25)/i.test(text))).toEqual([]);
    expect(
      await live.evaluate(() => (window as unknown as { cssRulesDeleted: number }).cssRulesDeleted),
      'CSS rules deleted while the app started',
    ).toBe(0);
    // Still the live room: Like swipes the card.
    await like.click();
    await expect(currentCardName(live)).toHaveText(started.restaurants[2]!.name);
    await live.context().close();
  });
}
