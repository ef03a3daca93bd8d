import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible } from '../support/checks';
import { currentCardName, linkPartners, newPhone } from '../support/swipe-flows';

/*
 * "Open now": the start dialog's switch and the status on every card. The server runs on the real
 * clock, so the labels can't be pinned; what holds at any hour is that with the filter on every dealt card
 * is open (the bundled Philadelphia catalog has a 24/7 place within the saved 5 miles, so the deck is
 * never empty). The label rules themselves are unit-tested on fixed clocks.
 */
const OPEN_LABEL = /^(Open · closes (\w{3} |tomorrow )?\d{2}:\d{2}|Closing soon · \d{2}:\d{2}|Open 24 hours)$/;

/** Turns "Open now" on by keyboard alone: Tab from the ZIP field to the switch, Space to toggle. */
async function switchOnOpenNowByKeyboard(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Start Session' });
  const openNow = dialog.getByRole('switch', { name: 'Open now' });
  await expect(openNow).toHaveAttribute('aria-checked', 'false');
  await expect(openNow).toHaveAccessibleDescription('Only places we know are open now');
  await dialog.getByRole('textbox', { name: 'Different ZIP code (optional)' }).focus();
  for (let i = 0; i < 5 && !(await openNow.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(openNow).toBeFocused();
  await page.keyboard.press('Space');
  await expect(openNow).toHaveAttribute('aria-checked', 'true');
}

/** The deck /swipe was handed (sessionStorage), with each card's status. */
async function dealtStates(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('forkcast.activeSession') ?? '{}') as {
      restaurants?: { openingStatus?: { state: string } }[];
    };
    return (stored.restaurants ?? []).map((restaurant) => restaurant.openingStatus?.state ?? 'none');
  });
}

test('solo: with "Open now" on, every card is open and says until when', async ({ page }) => {
  await signInByApi(page, uniqueEmail('open-now'), { withPreferences: true, firstName: 'Ola' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Solo Session' }).click();
  await switchOnOpenNowByKeyboard(page);
  await expectAccessible(page, 'start dialog with Open now');

  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/swipe$/);
  const card = page.getByTestId('restaurant-card').first();
  await expect(card.getByTestId('card-opening')).toHaveText(OPEN_LABEL);

  const states = await dealtStates(page);
  expect(states.length).toBeGreaterThan(0);
  expect(new Set(states)).toEqual(new Set(['open']));
  await expectAccessible(page, 'swipe with opening status');

  // The next cards too, as they come up.
  // The progress counter says the next card is up: two branches of one chain (two HipCityVeg) can follow
  // each other under the same name.
  for (let i = 1; i < Math.min(states.length, 3); i += 1) {
    await page.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect(page.getByTestId('swipe-progress')).toHaveText(new RegExp(`\\b${i + 1} / \\d+$`));
    await expect(page.getByTestId('restaurant-card').first().getByTestId('card-opening')).toHaveText(OPEN_LABEL);
  }
});

test('partners: both phones get the same open deck with the same labels', async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const a = await newPhone(browser, baseURL);
  const b = await newPhone(browser, baseURL);
  await signInByApi(a, uniqueEmail('opal'), { withPreferences: true, firstName: 'Opal' });
  await signInByApi(b, uniqueEmail('otto'), { withPreferences: true, firstName: 'Otto' });
  await linkPartners(a, b);

  await a.goto('/');
  await a.getByRole('button', { name: 'Start session with Otto' }).click();
  await switchOnOpenNowByKeyboard(a);
  await a.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(a).toHaveURL(/\/swipe$/);

  await b.goto('/');
  await b.getByRole('button', { name: 'Join Now' }).click();
  await expect(b).toHaveURL(/\/swipe$/);

  const label = (page: Page) => page.getByTestId('restaurant-card').first().getByTestId('card-opening');
  await expect(label(a)).toHaveText(OPEN_LABEL);
  await expect(currentCardName(b)).toHaveText((await currentCardName(a).textContent())!);
  await expect(label(b)).toHaveText((await label(a).textContent())!);
  expect(new Set(await dealtStates(a))).toEqual(new Set(['open']));
  await expectAccessible(b, 'partner swipe with opening status');
});
