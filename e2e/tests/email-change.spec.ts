import { expect, test, type Page } from '@playwright/test';
import { latestCode, signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible, expectToast } from '../support/checks';

const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });
const codeDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm your new email' });

async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

/** What the gateway holds for the signed-in user right now. */
async function storedAddresses(page: Page): Promise<{ email: string; pendingEmail: string | null }> {
  const res = await page.request.get('/api/auth/user');
  expect(res.ok()).toBeTruthy();
  const { email, pendingEmail } = (await res.json()) as { email: string; pendingEmail: string | null };
  return { email, pendingEmail };
}

async function startChange(page: Page, newEmail: string): Promise<void> {
  await emailField(page).fill(newEmail);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(codeDialog(page)).toBeVisible();
}

test('a new e-mail address becomes the account’s only once the code sent to it is entered', async ({ page }) => {
  const email = uniqueEmail('mail');
  await signInByApi(page, email, { withPreferences: true, firstName: 'Mae' });
  await openSettings(page);

  const newEmail = uniqueEmail('mail-new');
  await startChange(page, newEmail);
  await expect(codeDialog(page)).toContainText(`Enter the 6-digit code we sent to ${newEmail}.`);
  await expect(page).toHaveURL(/\/settings$/);
  // Saving alone changes nothing: the new address only waits for its code.
  expect(await storedAddresses(page)).toEqual({ email, pendingEmail: newEmail });

  const code = await latestCode(page.request, newEmail);
  const codeField = codeDialog(page).getByRole('textbox', { name: '6-digit code' });
  const verify = codeDialog(page).getByRole('button', { name: 'Verify' });
  await codeField.fill(code.slice(0, 5));
  await expect(verify).toBeDisabled();
  await codeField.fill(code);
  await expect(verify).toBeEnabled();
  await expectAccessible(page, 'e-mail change code dialog');

  await verify.click();
  await expectToast(page, 'Email updated');
  await expect(codeDialog(page)).toBeHidden();
  await expect(emailField(page)).toHaveValue(newEmail);
  await expect(page.getByText(/Waiting for confirmation of/)).toBeHidden();
  expect(await storedAddresses(page)).toEqual({ email: newEmail, pendingEmail: null });

  await page.reload();
  await openSettings(page);
  await expect(emailField(page)).toHaveValue(newEmail);
});

test('a waiting change is named after a reload; a wrong code is refused and Cancel keeps the old address', async ({ page }) => {
  const email = uniqueEmail('mail-wait');
  await signInByApi(page, email, { withPreferences: true });
  await openSettings(page);
  const newEmail = uniqueEmail('mail-wait-new');
  await startChange(page, newEmail);
  const code = await latestCode(page.request, newEmail);
  const wrongCode = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

  await page.reload();
  await openSettings(page);
  await expect(emailField(page)).toHaveValue(email);
  await expect(page.getByText(`Waiting for confirmation of ${newEmail}`)).toBeVisible();
  await expectAccessible(page, 'settings with a waiting e-mail change');
  await page.getByRole('button', { name: 'Enter code' }).click();

  const dialog = codeDialog(page);
  await dialog.getByRole('textbox', { name: '6-digit code' }).fill(wrongCode);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Invalid code');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Resend Code' }).click();
  await expectToast(page, 'Code sent');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Waiting for confirmation of/)).toBeHidden();
  expect(await storedAddresses(page)).toEqual({ email, pendingEmail: null });
});
