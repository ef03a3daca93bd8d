import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible, expectToast } from '../support/checks';
import { currentCardName, newPhone } from '../support/swipe-flows';

/*
 * The server, not the tab, keeps a session in progress, solo included. A phone that drops the tab,
 * a browser that was closed, another device: each signs in as the same person and picks the session up at
 * the next card not swiped, from home's Continue or by opening /swipe. The free session of the day is
 * counted once, and a solo session can be ended on purpose.
 */

const progress = (page: Page) => page.getByTestId('swipe-progress');
/** 'Card n / N' (the word is for screen readers). */
const atCard = (n: number) => new RegExp(`\\b${n} / \\d+$`);
const soloCard = (page: Page) => page.getByRole('region', { name: 'Solo session in progress' });

/** A new browser context (nothing in its storage) signed in as `email`: the browser reopened, or another device. */
async function freshBrowser(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const page = await newPhone(browser, baseURL);
  await signInByApi(page, email);
  return page;
}

test('a solo session survives its browser: a new context resumes at card 3 via Continue and via /swipe', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const baseURL = testInfo.project.use.baseURL!;
  const email = uniqueEmail('resume');

  // A free user's only session of the day: two cards swiped, then the browser goes away.
  const first = await newPhone(browser, baseURL);
  await signInByApi(first, email, { withPreferences: true, firstName: 'Rae' });
  await first.goto('/');
  await first.getByRole('button', { name: 'Solo Session', exact: true }).click();
  await first.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(progress(first)).toHaveText(atCard(1));
  await first.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(progress(first)).toHaveText(atCard(2));
  await first.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(progress(first)).toHaveText(atCard(3));
  const thirdCard = await currentCardName(first).textContent();
  expect(thirdCard).toBeTruthy();
  await first.context().close();

  // Reopened: home offers the session, and Start leads to it rather than to the limit error.
  const second = await freshBrowser(browser, baseURL, email);
  await second.goto('/');
  await expect(soloCard(second)).toBeVisible();
  await expect(soloCard(second)).toContainText(/(^|\D)2 of \d+ swiped/);
  await expect(second.getByText('Partner session waiting!')).toHaveCount(0);
  await expectAccessible(second, 'home solo session in progress');
  await second.getByRole('button', { name: 'Solo Session', exact: true }).click();
  const dialog = second.getByRole('dialog', { name: 'Start Session' });
  await expect(dialog.getByTestId('start-solo-in-progress')).toContainText(/(^|\D)2 of \d+ swiped/);
  await expect(dialog.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await soloCard(second).getByRole('button', { name: 'Continue' }).click();
  await expect(second).toHaveURL(/\/swipe$/);
  await expect(progress(second)).toHaveText(atCard(3));
  await expect(currentCardName(second)).toHaveText(thirdCard!);
  await second.context().close();

  // Another device opening /swipe directly, with nothing in its tab.
  const device = await freshBrowser(browser, baseURL, email);
  await device.goto('/swipe');
  await expect(progress(device)).toHaveText(atCard(3));
  await expect(currentCardName(device)).toHaveText(thirdCard!);
  // …and a reload there resumes it too (now from the tab's cache, re-checked with the server).
  await device.reload();
  await expect(progress(device)).toHaveText(atCard(3));
  // A new tab of that browser (its sessionStorage starts empty).
  const tab = await device.context().newPage();
  await tab.goto('/swipe');
  await expect(progress(tab)).toHaveText(atCard(3));
  await expect(currentCardName(tab)).toHaveText(thirdCard!);

  // Still one session today.
  const me = await device.request.get('/api/auth/user');
  expect((await me.json()).sessionsToday).toBe(1);
  await device.context().close();
});

test('an ended solo session is no longer offered nor resumed', async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const email = uniqueEmail('endsolo');
  const page = await newPhone(browser, baseURL);
  await signInByApi(page, email, { withPreferences: true });
  await page.goto('/');
  await page.getByRole('button', { name: 'Solo Session', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(progress(page)).toHaveText(atCard(1));
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(progress(page)).toHaveText(atCard(2));

  await page.getByRole('button', { name: 'Leave session' }).click();
  await expect(page).toHaveURL(/\/$/);
  await soloCard(page).getByRole('button', { name: 'End' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'End this session?' });
  await expectAccessible(page, 'end solo session confirm');
  await confirm.getByRole('button', { name: 'End session' }).click();
  await expectToast(page, 'Session ended');
  await expect(soloCard(page)).toHaveCount(0);

  await page.goto('/swipe');
  await expectToast(page, 'No active session');
  await expect(page).toHaveURL(/\/$/);
  // Another browser finds nothing to resume either.
  const other = await freshBrowser(browser, baseURL, email);
  await other.goto('/swipe');
  await expectToast(other, 'No active session');
  await expect(other).toHaveURL(/\/$/);
});
