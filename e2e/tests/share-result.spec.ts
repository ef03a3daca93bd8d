import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/checks';
import { matchByApi } from '../support/sessions-api';
import { linkedPhones, newPhone } from '../support/swipe-flows';
import { pointIn, touchTap } from '../support/touch';

/*
 * A match that travels (docs/product.md › Screens › Shared result): Share on the match screen hands the public
 * result link to the share sheet, and a phone that never signed in opens it and reads what a chat's preview reads.
 */

test('Share on the match screen hands out /r/<token>; a signed-out phone opens it and reads its Open Graph tags', async ({
  browser,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const { a, b, userA, userB } = await linkedPhones(browser, baseURL, ['Ana', 'Ben']);
  const { sessionId, restaurantName } = await matchByApi({ page: a, userId: userA.id }, { page: b, userId: userB.id });
  const session = (await (await a.request.get(`/api/sessions/${sessionId}`)).json()) as { matchedRestaurantId: string };

  // The share sheet, as a phone has it: what it was handed is kept for the test to read.
  await a.context().addInitScript(() => {
    const w = window as unknown as { __shared: ShareData[] };
    w.__shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => void w.__shared.push(data),
    });
  });
  await a.goto(`/match?sessionId=${sessionId}&restaurantId=${encodeURIComponent(session.matchedRestaurantId)}`);
  await expect(a.getByRole('heading', { name: "IT'S A MATCH!" })).toBeVisible();
  const share = a.getByRole('button', { name: 'Share', exact: true });
  await expect(share).toBeVisible();
  await expectAccessible(a, 'match with Share');
  await touchTap(a, await pointIn(share));
  await expect.poll(() => a.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length)).toBe(1);
  const shared = await a.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared[0]!);
  expect(shared.url).toMatch(new RegExp(`^${baseURL}/r/[A-Za-z0-9_-]{43}$`));
  expect(shared.text).toBe(`We're going to ${restaurantName}`);

  // A fourth phone that never signed in.
  const stranger = await newPhone(browser, baseURL);
  const response = await stranger.goto(shared.url!);
  expect(response?.status()).toBe(200);
  const og = (property: string) => stranger.locator(`meta[property="${property}"]`).getAttribute('content');
  expect(await og('og:title')).toBe(`${restaurantName} · It's a match! on Forkcast`);
  expect(await og('og:description')).toMatch(new RegExp(`^Ana and Ben matched on ${escapeRegExp(restaurantName)}\\.`));
  expect(await og('og:url')).toBe(shared.url);
  const image = (await og('og:image'))!;
  expect(image).toMatch(new RegExp(`^${baseURL}/`));
  expect((await stranger.request.get(image)).status()).toBe(200);
  await expect(stranger.getByRole('heading', { level: 1, name: "It's a match!" })).toBeVisible();
  await expect(stranger.getByRole('heading', { level: 2, name: restaurantName })).toBeVisible();
  await expect(stranger.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
  // Nothing of the accounts: no one's e-mail (the page's CSS has @media rules, so an address is what is looked for).
  expect(await stranger.content()).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  await expectAccessible(stranger, 'shared result');

  // An unknown link is a 404 page.
  expect((await stranger.goto(`/r/${'x'.repeat(43)}`))?.status()).toBe(404);
  await expect(stranger.getByRole('heading', { name: 'Link not found' })).toBeVisible();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
