import { expect, test } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible } from '../support/checks';
import { matchByApi } from '../support/sessions-api';
import { linkPartners, newPhone, startTogether } from '../support/swipe-flows';

// The bell is per user: nothing here counts or changes what other specs see, so it runs with the app specs
// (not after them, one at a time, as the admin dashboard's platform totals must).
test("the partner's bell lights up live after a match, opens the result and clears with 'Mark all read'", async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const a = await newPhone(browser, baseURL);
  const b = await newPhone(browser, baseURL);
  const userA = await signInByApi(a, uniqueEmail('bell-ana'), { withPreferences: true, firstName: 'Ana' });
  const userB = await signInByApi(b, uniqueEmail('bell-ben'), { withPreferences: true, firstName: 'Ben' });
  await linkPartners(a, b);

  // Ben's second tab stays open on home, never reloaded, while Ben swipes in the first one.
  const bellPage = await b.context().newPage();
  await bellPage.goto('/');
  await expect(bellPage.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expect(bellPage.getByTestId('notification-count')).toHaveCount(0);
  await bellPage.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  await startTogether(a, b, 'Ben');
  const first = (await a.getByRole('heading', { level: 2 }).first().textContent())!;
  await a.getByRole('button', { name: 'Like', exact: true }).click();
  await b.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(b.getByRole('heading', { name: "IT'S A MATCH!" })).toBeVisible();

  // Live: well inside the 30 s poll, without a reload, on the page that never left '/'.
  const badge = bellPage.getByTestId('notification-count');
  await expect(badge).toHaveText('1', { timeout: 5_000 });
  expect(new URL(bellPage.url()).pathname).toBe('/');
  expect(await bellPage.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  await bellPage.getByRole('button', { name: 'Notifications' }).click();
  const panel = bellPage.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expectAccessible(bellPage, 'notification panel');
  await panel.getByRole('button', { name: new RegExp(`Match found at ${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}!`) }).click();
  await expect(bellPage).toHaveURL(/\/match\?sessionId=[^&]+&restaurantId=/);
  await expect(bellPage.getByRole('heading', { name: "IT'S A MATCH!" })).toBeVisible();
  await expect(bellPage.getByText(first).first()).toBeVisible();

  // Back home (the results hop replaced itself), then another match arrives live; 'Mark all read' clears it.
  await bellPage.goBack();
  await expect(bellPage).toHaveURL(/\/$/);
  await expect(bellPage.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expect(badge).toHaveCount(0);
  await matchByApi({ page: b, userId: userB.id }, { page: a, userId: userA.id });
  await expect(badge).toHaveText('1', { timeout: 5_000 });
  await bellPage.getByRole('button', { name: 'Notifications' }).click();
  await bellPage.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Mark all read' }).click();
  await expect(badge).toHaveCount(0);
  await expect(bellPage.getByRole('dialog', { name: 'Notifications' }).getByText('(unread)')).toHaveCount(0);
  expect(await bellPage.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
