import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible, expectToast } from '../support/checks';
import { linkPartners, newPhone } from '../support/swipe-flows';

/*
 * Billing in its offline mode (no STRIPE_* keys): the dev checkout page grants plans through the same
 * path a Stripe webhook would. Monthly → unlimited sessions but 1 partner → Annual → cancel at period end.
 */

const subscriptionCard = (page: Page, name: string) => page.getByRole('region', { name });

/** On the test-mode checkout page: check it, then press Pay; the browser comes back to /settings. */
async function payOnDevCheckout(page: Page, plan: 'Premium Monthly' | 'Premium Annual', price: string, screen: string) {
  await expect(page).toHaveURL(/\/dev-billing\/checkout\?token=/);
  await expect(page.getByText('TEST MODE — no real payment')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: plan })).toBeVisible();
  await expect(page.getByText(price)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectAccessible(page, screen);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/settings(\?.*)?$/);
}

async function startSolo(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Solo Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/swipe$/);
}

test('buy Monthly, sessions unlimited, partner limit, upgrade to Annual, cancel at period end', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInByApi(page, uniqueEmail('bill'), { withPreferences: true, firstName: 'Mona' });

  // Free to start with.
  await page.goto('/settings');
  const free = subscriptionCard(page, 'Free Plan');
  await expect(free).toBeVisible();
  await expect(free.getByText('Current')).toBeVisible();
  await expect(free.getByText('1 session/day')).toBeVisible();
  await free.getByRole('button', { name: 'Upgrade to Premium' }).click();

  // Monthly through the dev checkout.
  await expect(page).toHaveURL(/\/subscribe$/);
  await page.getByRole('button', { name: 'Subscribe Monthly' }).click();
  await payOnDevCheckout(page, 'Premium Monthly', '$9.99/month', 'billing-checkout-monthly');
  const monthly = subscriptionCard(page, 'Premium Monthly');
  await expect(monthly).toBeVisible();
  await expect(monthly.getByText('Active')).toBeVisible();
  await expect(monthly.getByText('Unlimited sessions')).toBeVisible();
  await expect(monthly.getByText(/^Renews on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(monthly.getByRole('button', { name: 'Upgrade to Annual' })).toBeVisible();
  await expectAccessible(page, 'settings-premium-monthly');

  // Two solo sessions the same day both start.
  await startSolo(page);
  await startSolo(page);

  // One partner is allowed; a second invite is refused with the monthly upgrade path.
  const partner = await newPhone(browser, baseURL!);
  await signInByApi(partner, uniqueEmail('bill-p1'), { withPreferences: true, firstName: 'Pat' });
  await linkPartners(partner, page);
  const second = await newPhone(browser, baseURL!);
  await signInByApi(second, uniqueEmail('bill-p2'), { withPreferences: true, firstName: 'Quinn' });
  await second.goto('/');
  await second.getByRole('button', { name: 'Add partner' }).click();
  await second.getByRole('button', { name: 'Create Invite' }).click();
  await expectToast(second, 'Invite created!');
  const code = await second.getByRole('textbox', { name: 'Your invite code' }).inputValue();

  await page.goto('/');
  await page.getByRole('button', { name: 'Add partner' }).click();
  await page.getByRole('textbox', { name: 'Partner code' }).fill(code);
  await page.getByRole('button', { name: 'Accept Invite' }).click();
  await expectToast(page, 'Partner Limit Reached');
  await expectToast(page, 'Monthly subscribers can have 1 partner. Upgrade to Annual for unlimited!');
  await page
    .getByRole('region', { name: /notifications/i, includeHidden: true })
    .getByRole('button', { name: 'Upgrade to Annual' })
    .click();

  // /subscribe: premium already, with Annual still on offer.
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { level: 1, name: "You're Premium!" })).toBeVisible();
  await expectAccessible(page, 'subscribe-monthly-upgrade');
  await page.getByRole('article', { name: 'Annual' }).getByRole('button', { name: 'Upgrade to Annual' }).click();
  await payOnDevCheckout(page, 'Premium Annual', '$79.99/year', 'billing-checkout-annual');
  const annual = subscriptionCard(page, 'Premium Annual');
  await expect(annual).toBeVisible();
  await expect(annual.getByText('Active')).toBeVisible();
  await expect(annual.getByRole('button', { name: 'Upgrade to Annual' })).toHaveCount(0);

  // Cancel asks first, then the card shows the end and keeps premium until then.
  await annual.getByRole('button', { name: 'Cancel', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel subscription?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(confirm).toBeHidden();
  await expect(annual.getByRole('status')).toHaveText(/^Subscription ends on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(annual.getByText(/^Ends on /)).toBeVisible();
  await expect(annual.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await expect(annual.getByText('Active')).toBeVisible();
  await expectAccessible(page, 'settings-premium-cancelling');

  // Still premium after a reload (access lasts until the period end).
  await page.reload();
  await expect(subscriptionCard(page, 'Premium Annual').getByRole('status')).toContainText('Subscription ends on');
});
