import { expect, test, type Page, type Request } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { currentCardName, linkPartners, newPhone, startTogether } from '../support/swipe-flows';

/*
 * One room in step everywhere: two tabs of the same user (two pages of one browser context) at
 * 390×844. A swipe in one tab moves the other tab's card within a second, without that tab sending anything;
 * an undo brings it back there too. The partner's deck is their own.
 */

const progress = (page: Page) => page.getByTestId('swipe-progress');
/** 'Card n / N' (the word is for screen readers). */
const atCard = (n: number) => new RegExp(`\\b${n} / \\d+$`);
const WITHIN_A_SECOND = { timeout: 1000 };

/** The live frames a page's sockets receive, from before its first navigation. */
function liveFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => void frames.push(String(payload))));
  return frames;
}

test('a swipe in one tab moves the other tab of the same user at once; an undo there brings the card back', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const baseURL = testInfo.project.use.baseURL!;
  const ana = await newPhone(browser, baseURL);
  const tabOne = await newPhone(browser, baseURL);
  await signInByApi(ana, uniqueEmail('ana'), { withPreferences: true, firstName: 'Ana' });
  await signInByApi(tabOne, uniqueEmail('ben'), { withPreferences: true, firstName: 'Ben' });
  await linkPartners(ana, tabOne);
  await startTogether(ana, tabOne, 'Ben');

  // Ben's second tab: the same browser context (same sign-in), in through Join Now.
  const tabTwo = await tabOne.context().newPage();
  const frames = liveFrames(tabTwo);
  const sentByTabTwo: Request[] = [];
  tabTwo.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/sessions\/[^/]+\/(swipe|undo)$/.test(request.url())) sentByTabTwo.push(request);
  });
  await tabTwo.goto('/');
  await tabTwo.getByRole('button', { name: 'Join Now' }).click();
  await expect(progress(tabTwo)).toHaveText(atCard(1));
  const first = await currentCardName(tabOne).textContent();
  await expect(currentCardName(tabTwo)).toHaveText(first!);
  // Its connection is in the session's room (it registers on entering /swipe) before tab one swipes.
  await expect.poll(() => frames.some((frame) => frame.includes('"registered"') && frame.includes('"sessionId"'))).toBe(true);

  const swipedAt = Date.now();
  await tabOne.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(progress(tabTwo)).toHaveText(atCard(2), WITHIN_A_SECOND);
  const movedAfterMs = Date.now() - swipedAt;
  // Both tabs show the same next card (compared by name with tab one's, not against the first card's name:
  // two branches of one chain can follow each other).
  await expect(progress(tabOne)).toHaveText(atCard(2));
  await expect(currentCardName(tabTwo)).toHaveText((await currentCardName(tabOne).textContent())!);

  const undoneAt = Date.now();
  await tabOne.getByRole('button', { name: 'Undo last swipe' }).click();
  await expect(progress(tabTwo)).toHaveText(atCard(1), WITHIN_A_SECOND);
  const backAfterMs = Date.now() - undoneAt;
  await expect(currentCardName(tabTwo)).toHaveText(first!);
  await expect(progress(tabOne)).toHaveText(atCard(1));

  // The other tab moved without a request of its own; the partner's deck did not move at all.
  expect(sentByTabTwo).toEqual([]);
  await expect(progress(ana)).toHaveText(atCard(1));
  testInfo.annotations.push({ type: 'moved-after-ms', description: `swipe ${movedAfterMs}, undo ${backAfterMs}` });
  console.log(`two tabs: the other tab moved ${movedAfterMs} ms after the swipe, and back ${backAfterMs} ms after the undo`);
});

test('a swipe made in a tab that was behind is not silent: that tab catches up with the server', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const baseURL = testInfo.project.use.baseURL!;
  const ana = await newPhone(browser, baseURL);
  const tabOne = await newPhone(browser, baseURL);
  await signInByApi(ana, uniqueEmail('ana'), { withPreferences: true, firstName: 'Ana' });
  await signInByApi(tabOne, uniqueEmail('ben'), { withPreferences: true, firstName: 'Ben' });
  await linkPartners(ana, tabOne);
  await startTogether(ana, tabOne, 'Ben');

  // A second tab whose live channel is down (no echo reaches it): it stays on the first card.
  const tabTwo = await tabOne.context().newPage();
  await tabTwo.routeWebSocket(/\/ws\//, (socket) => socket.close());
  await tabTwo.goto('/');
  await tabTwo.getByRole('button', { name: 'Join Now' }).click();
  await expect(progress(tabTwo)).toHaveText(atCard(1));

  await tabOne.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(progress(tabOne)).toHaveText(atCard(2));
  await tabOne.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(progress(tabOne)).toHaveText(atCard(3));
  await expect(progress(tabTwo)).toHaveText(atCard(1));

  // Its swipe of card 1 is a repeat: the answer says so and the deck reads the swipes again.
  await tabTwo.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(progress(tabTwo)).toHaveText(atCard(3));
  await expect(currentCardName(tabTwo)).toHaveText((await currentCardName(tabOne).textContent())!);
});
