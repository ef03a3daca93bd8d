import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible } from '../support/checks';
import { currentCardName, linkPartners, newPhone, startTogether, swipeAll } from '../support/swipe-flows';

/** The open details dialog, once its place has loaded (the title turns from 'Restaurant details' to the name). */
async function expectDetails(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('region', { name: 'AI insights' })).toBeVisible();
  return dialog;
}

async function closeDetails(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('details from the swipe card (button and i key) and the match card; the favourite sticks', async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const a = await newPhone(browser, baseURL);
  const b = await newPhone(browser, baseURL);
  await signInByApi(a, uniqueEmail('ai-ana'), { withPreferences: true, firstName: 'Ana' });
  await signInByApi(b, uniqueEmail('ai-ben'), { withPreferences: true, firstName: 'Ben' });
  await linkPartners(a, b);
  await startTogether(a, b, 'Ben');

  const first = (await currentCardName(a).textContent())!;
  // The AI description fills in on the card after it shows.
  await expect(a.getByTestId('card-ai-description')).toBeVisible({ timeout: 15_000 });

  await a.getByRole('button', { name: 'View details' }).click();
  const dialog = await expectDetails(a, first);
  await expectAccessible(a, 'details dialog');
  await dialog.getByRole('button', { name: 'Save to favorites' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await closeDetails(a);

  // The 'i' key opens the same dialog; arrows don't swipe behind it.
  await a.keyboard.press('i');
  await expectDetails(a, first);
  await a.keyboard.press('ArrowRight');
  await closeDetails(a);
  await expect(currentCardName(a)).toHaveText(first);

  await a.getByRole('button', { name: 'Like', exact: true }).click();
  await b.getByRole('button', { name: 'Like', exact: true }).click();
  for (const page of [a, b]) await expect(page.getByRole('heading', { name: "IT'S A MATCH!" })).toBeVisible();

  await a.getByRole('button', { name: 'View details' }).click();
  const matchDialog = await expectDetails(a, first);
  // Saved from /swipe a moment ago.
  await expect(matchDialog.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await closeDetails(a);
});

test('/no-match shows AI suggestions; a suggestion and a liked place open their details', async ({ browser }, testInfo) => {
  // Two phones swipe the whole 20-card deck through the UI, with reduced motion (no 300 ms fling per card),
  // after linking and starting.
  test.setTimeout(90_000);
  const baseURL = testInfo.project.use.baseURL!;
  const c = await newPhone(browser, baseURL, { reducedMotion: 'reduce' });
  const d = await newPhone(browser, baseURL, { reducedMotion: 'reduce' });
  await signInByApi(c, uniqueEmail('ai-cara'), { withPreferences: true, firstName: 'Cara' });
  await signInByApi(d, uniqueEmail('ai-dev'), { withPreferences: true, firstName: 'Dev' });
  await linkPartners(c, d);
  await startTogether(c, d, 'Dev');

  await swipeAll(c, 'Pass');
  await swipeAll(d, 'Like');
  for (const page of [c, d]) await expect(page).toHaveURL(/\/no-match\?sessionId=/, { timeout: 15_000 });

  const suggestions = c.getByRole('region', { name: 'AI Suggestions' });
  const cards = suggestions.getByTestId('compromise-card');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  await expect(cards.first().getByText(/^Liked by /)).toBeVisible();
  // At most three suggestions, each reason tied to both partners, not the 20 places Dev liked.
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByText(/^Dev liked .+; Cara didn't like any place this time/)).toBeVisible();
  await expectAccessible(c, 'no-match with suggestions');

  const name = (await cards.first().getByRole('heading', { level: 3 }).textContent())!;
  await cards
    .first()
    .getByRole('button', { name: /^View details/ })
    .click();
  await expectDetails(c, name);
  await closeDetails(c);

  const partnerLiked = c.getByRole('region', { name: 'Your partner liked' });
  await expect(partnerLiked.getByRole('listitem').first()).toBeVisible();
  const likedName = (await partnerLiked.getByRole('listitem').first().getByRole('heading').textContent())!;
  await partnerLiked.getByRole('button', { name: `View details for ${likedName}` }).click();
  await expectDetails(c, likedName);
  await closeDetails(c);
});

test('/solo-complete shows taste insights, and a liked place opens its details', async ({ page }) => {
  // The whole deck is swiped: with reduced motion, as in newPhone's note.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInByApi(page, uniqueEmail('ai-solo'), { withPreferences: true, firstName: 'Sol' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Solo Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/swipe$/);
  const liked = (await currentCardName(page).textContent())!;
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByTestId('swipe-progress')).toHaveText(/\b2 \/ \d+$/);
  await swipeAll(page, 'Pass');
  await expect(page).toHaveURL(/\/solo-complete\?sessionId=/, { timeout: 10_000 });

  const insights = page.getByRole('region', { name: 'Your taste insights' });
  await expect(insights).toBeVisible({ timeout: 15_000 });
  // The spinner gives way to the taste profile paragraph.
  await expect(insights.getByRole('status')).toHaveCount(0, { timeout: 15_000 });
  await expect(insights.getByRole('paragraph').first()).toBeVisible();
  await expect(page.getByText('Insights Unavailable')).toHaveCount(0);
  await expectAccessible(page, 'solo-complete with insights');

  await page
    .getByRole('region', { name: 'You liked' })
    .getByRole('button', { name: `View details for ${liked}` })
    .click();
  await expectDetails(page, liked);
  await closeDetails(page);
});
