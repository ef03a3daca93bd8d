import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible, expectToast } from '../support/checks';
import { linkPartners, newPhone } from '../support/swipe-flows';

const zipField = (page: Page) => page.getByRole('textbox', { name: 'ZIP code' });

async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('every settings field is edited, saved, and still there after a reload', async ({ page }) => {
  const email = uniqueEmail('set');
  await signInByApi(page, email, { withPreferences: true, firstName: 'Sol' });
  await openSettings(page);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
  await expectAccessible(page, 'settings');

  // The e-mail is left alone: a new address waits for its code (tests/email-change.spec.ts).
  await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 (555) 010-2000');
  await zipField(page).fill('10001');
  await expect(page.getByRole('img', { name: 'Valid zip code' })).toBeVisible();

  // Sliders by keyboard: radius 5 → 8, minimum rating 3.0 → 4.0.
  await page.getByRole('slider', { name: 'Search radius' }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await page.getByRole('slider', { name: 'Minimum rating' }).focus();
  for (let i = 0; i < 2; i += 1) await page.keyboard.press('ArrowRight');

  const prices = page.getByRole('group', { name: 'Price range' });
  await prices.getByRole('button', { name: '$', exact: true }).click();
  await prices.getByRole('button', { name: '$$$', exact: true }).click();
  const diets = page.getByRole('group', { name: 'Dietary restrictions' });
  await diets.getByRole('button', { name: 'Vegan' }).click();
  await diets.getByRole('button', { name: 'Gluten-free' }).click();
  await page.getByRole('switch', { name: 'Allow repeat restaurants' }).click();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Settings saved');
  await expect(page).toHaveURL(/\/$/);

  await page.reload();
  await openSettings(page);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Hopper');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 (555) 010-2000');
  await expect(zipField(page)).toHaveValue('10001');
  await expect(page.getByRole('slider', { name: 'Search radius' })).toHaveAttribute('aria-valuenow', '8');
  await expect(page.getByRole('slider', { name: 'Minimum rating' })).toHaveAttribute('aria-valuenow', '4');
  for (const [price, pressed] of [
    ['$', 'false'],
    ['$$', 'true'],
    ['$$$', 'true'],
    ['$$$$', 'false'],
  ] as const) {
    await expect(prices.getByRole('button', { name: price, exact: true })).toHaveAttribute('aria-pressed', pressed);
  }
  await expect(diets.getByRole('button', { name: 'Vegan' })).toHaveAttribute('aria-pressed', 'true');
  await expect(diets.getByRole('button', { name: 'Gluten-free' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('switch', { name: 'Allow repeat restaurants' })).toBeChecked();
});

test('an invalid ZIP is marked and blocks saving', async ({ page }) => {
  await signInByApi(page, uniqueEmail('zip'), { withPreferences: true });
  await openSettings(page);
  await zipField(page).fill('00000');
  await expect(page.getByText('Invalid zip code')).toBeVisible();
  await expect(zipField(page)).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Please wait for location to be validated');
  await expect(page).toHaveURL(/\/settings$/);

  // Nothing was saved: the stored ZIP comes back on reload.
  await page.reload();
  await expect(zipField(page)).toHaveValue('19103');
});

test('a partner is removed after confirming', async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const a = await newPhone(browser, baseURL);
  const b = await newPhone(browser, baseURL);
  await signInByApi(a, uniqueEmail('rita'), { withPreferences: true, firstName: 'Rita' });
  await signInByApi(b, uniqueEmail('omar'), { withPreferences: true, firstName: 'Omar' });
  await linkPartners(a, b);

  await openSettings(a);
  const partners = a.getByRole('region', { name: 'Partners' });
  await expect(partners.getByText('Omar', { exact: true })).toBeVisible();
  await partners.getByRole('button', { name: 'Remove Omar' }).click();
  const confirm = a.getByRole('alertdialog', { name: 'Remove Partner?' });
  await expect(confirm.getByText('Are you sure you want to remove Omar? This will end your partnership.')).toBeVisible();
  await expectAccessible(a, 'settings-remove-partner');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expectToast(a, 'Partner removed');
  await expect(partners.getByText('No partners yet. Add one to swipe together.')).toBeVisible();

  await openSettings(b);
  await expect(b.getByRole('region', { name: 'Partners' }).getByText('No partners yet. Add one to swipe together.')).toBeVisible();
});

test('a deleted account leaves nothing behind: the same e-mail starts over at onboarding', async ({ page }) => {
  const email = uniqueEmail('gone');
  const first = await signInByApi(page, email, { withPreferences: true, firstName: 'Gus' });
  await openSettings(page);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Account?' });
  await expect(confirm.getByText(/permanently deletes your account/)).toBeVisible();
  await expectAccessible(page, 'settings-delete-account');
  await confirm.getByRole('button', { name: 'Delete Account' }).click();

  await expectToast(page, 'Account deleted');
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  const again = await signInByApi(page, email);
  expect(again.id).not.toBe(first.id);
  await page.goto('/');
  // No preferences survive: a brand-new account gets onboarding.
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toBeVisible();
});
