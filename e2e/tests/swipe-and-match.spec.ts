import { expect, test } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible, expectToast } from '../support/checks';
import { currentCardName, linkedPhones, startTogether, swipeAll } from '../support/swipe-flows';
import { pointIn, touchTap } from '../support/touch';

test('partners match live on the same restaurant, and the match is notified', async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const { a, b, userA } = await linkedPhones(browser, baseURL);
  await startTogether(a, b, 'Ben');
  await expectAccessible(a, 'swipe');

  // Marks the documents: a full reload would drop the marker.
  await a.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await b.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  const first = (await currentCardName(a).textContent())!;
  expect(await currentCardName(b).textContent()).toBe(first); // the same deck for both
  await a.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(a.getByTestId('swipe-progress')).toHaveText(/\b2 \/ \d+$/);
  await b.getByRole('button', { name: 'Like', exact: true }).click();

  for (const page of [a, b]) {
    await expect(page.getByRole('heading', { name: "IT'S A MATCH!" })).toBeVisible();
    await expect(page).toHaveURL(/\/match\?/);
    await expect(page.getByText(first).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  }
  await expectAccessible(b, 'match');

  const notes = (await (await a.request.get('/api/notifications')).json()) as { type: string; data: { restaurantName?: string } }[];
  expect(notes.find((n) => n.type === 'session_match')?.data.restaurantName).toBe(first);

  // Home shows the match in Recent Sessions and the count.
  await a.goto('/');
  await expect(a.getByText('Match Found!')).toBeVisible();
  await expect(a.getByText('Matched', { exact: true })).toBeVisible();
  expect(userA.id).toBeTruthy();
});

test('partners without a common like both end on /no-match', async ({ browser }, testInfo) => {
  // Two phones swipe the whole 20-card deck through the UI, with reduced motion (no 300 ms fling per card),
  // after linking and starting.
  test.setTimeout(90_000);
  const baseURL = testInfo.project.use.baseURL!;
  const { a: c, b: d } = await linkedPhones(browser, baseURL, ['Cara', 'Dev'], { reducedMotion: 'reduce' });
  await startTogether(c, d, 'Dev');

  await swipeAll(c, 'Pass');
  await expect(c.getByRole('heading', { name: "You're Done!" })).toBeVisible();
  await swipeAll(d, 'Like');
  for (const page of [c, d]) await expect(page).toHaveURL(/\/no-match\?sessionId=/, { timeout: 15_000 });
  await expectAccessible(d, 'no-match');
});

test('passes by touch bring "can still match" to 0 on both phones; End now takes both to /no-match', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const baseURL = testInfo.project.use.baseURL!;
  const { a: e, b: f } = await linkedPhones(browser, baseURL, ['Eve', 'Finn'], { reducedMotion: 'reduce' });
  await startTogether(e, f, 'Finn', { quick: true });
  const total = Number((await e.getByTestId('swipe-progress').textContent())!.match(/\/ (\d+)$/)![1]);
  expect(total).toBe(10);
  for (const page of [e, f]) await expect(page.getByTestId('can-still-match')).toHaveText('10 cards can still match');

  // Eve passes every card with her thumb; Finn's room counts down live, without a swipe of his own.
  const pass = e.getByRole('button', { name: 'Pass', exact: true });
  for (let card = 1; card <= total; card += 1) {
    await expect(e.getByTestId('swipe-progress')).toHaveText(new RegExp(`\\b${card} / ${total}$`));
    // A tap while the last swipe is in flight is ignored (a card is sent once): tap once it is enabled again.
    await expect(pass).not.toHaveAttribute('aria-disabled', 'true');
    await touchTap(e, await pointIn(pass));
    if (card === 1) await expect(f.getByTestId('can-still-match')).toHaveText('9 cards can still match');
  }
  await expect(e.getByRole('heading', { name: "You're Done!" })).toBeVisible();
  for (const page of [e, f]) {
    await expect(page.getByRole('alert').filter({ hasText: 'No card left can be a match' })).toBeVisible();
    await expect(page.getByTestId('can-still-match')).toHaveCount(0);
  }
  // Finn can still swipe (his likes feed the ranking) or end it now.
  await expect(f.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  await expectAccessible(f, 'swipe room, no card can match');

  await touchTap(f, await pointIn(f.getByRole('button', { name: 'End now' })));
  for (const page of [e, f]) {
    await expect(page).toHaveURL(/\/no-match\?sessionId=/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'No Match' })).toBeVisible();
  }
});

test('a solo session runs to /solo-complete; a second one the same day hits the free limit', async ({ page }) => {
  // The whole deck is swiped: with reduced motion, as in newPhone's note.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInByApi(page, uniqueEmail('solo'), { withPreferences: true, firstName: 'Sol' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Solo Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/swipe$/);
  // Like the first card by keyboard, pass the rest.
  await page.getByRole('button', { name: 'Like', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('swipe-progress')).toHaveText(/\b2 \/ \d+$/);
  await swipeAll(page, 'Pass');
  await expect(page).toHaveURL(/\/solo-complete\?sessionId=/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
  await expectAccessible(page, 'solo-complete');

  await page.goto('/');
  await expect(page.getByText('Daily Limit Reached')).toBeVisible();
  await expect(page.getByText('Solo Session', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Solo Session', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expectToast(page, 'Session limit reached');
});
