import { expect, test, type Page } from '@playwright/test';
import { latestCode, signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible, expectToast } from '../support/checks';
import { newPhone } from '../support/swipe-flows';

/*
 * Invites by link and QR code, on two phones at 390×844. A creates an invite in the Add Partner
 * dialog; B opens the link signed out (sign-in, onboarding, then the partnership) or signed in (accept screen).
 */

/** A opens Add Partner on home, creates an invite and reads its link from the answer the dialog got. */
async function createInviteInDialog(page: Page): Promise<{ inviteUrl: string; inviteCode: string }> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Add partner' }).click();
  const created = page.waitForResponse((res) => res.url().endsWith('/api/partnerships/invite') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create Invite' }).click();
  const invite = (await (await created).json()) as { inviteUrl: string; inviteCode: string };
  await expectToast(page, 'Invite created!');
  await expect(page.getByRole('dialog').getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your invite code' })).toHaveValue(invite.inviteCode);
  return invite;
}

test('B opens the link signed out, signs in, onboards, and both have the partnership', async ({ browser, baseURL }) => {
  const ana = await newPhone(browser, baseURL!);
  await ana.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await signInByApi(ana, uniqueEmail('inv-ana'), { withPreferences: true, firstName: 'Ana' });
  const { inviteUrl } = await createInviteInDialog(ana);
  expect(inviteUrl).toMatch(new RegExp(`^${baseURL}/invite/[A-Za-z0-9_-]{43}$`));
  await expectAccessible(ana, 'add partner with invite link');

  // Share: the system sheet where the browser has one, else the link goes to the clipboard.
  const canShare = await ana.evaluate(() => typeof navigator.share === 'function');
  if (!canShare) {
    await ana.getByRole('button', { name: 'Share Invite Link' }).click();
    await expectToast(ana, 'Copied!');
    expect(await ana.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);
  }
  await ana.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(ana.getByText('No partners yet', { exact: false })).toBeVisible();

  // Ben has no account yet: the link leads through sign-in and onboarding.
  const ben = await newPhone(browser, baseURL!);
  const benEmail = uniqueEmail('inv-ben');
  await ben.goto(inviteUrl);
  await expect(ben.getByRole('heading', { name: "You're invited to Forkcast" })).toBeVisible();
  await expectAccessible(ben, 'invite signed out');
  await ben.getByRole('button', { name: 'Sign in to accept' }).click();
  await expect(ben).toHaveURL(/\/auth\?returnTo=%2Finvite%2F/);
  await ben.getByRole('button', { name: /continue with email/i }).click();
  await ben.getByRole('textbox', { name: 'Email' }).fill(benEmail);
  await ben.getByRole('button', { name: /send code/i }).click();
  await ben.getByRole('textbox', { name: '6-digit code' }).fill(await latestCode(ben.request, benEmail));
  await ben.getByRole('button', { name: /verify/i }).click();

  // A new account onboards first, and comes back to the link.
  await expect(ben.getByRole('textbox', { name: 'ZIP code' })).toBeVisible();
  await expect(ben).toHaveURL(/\/\?returnTo=%2Finvite%2F/);
  await ben.getByRole('textbox', { name: 'ZIP code' }).fill('19103');
  await ben.getByRole('button', { name: /next/i }).click();
  await ben.getByRole('button', { name: /save|finish|get started/i }).click();

  // The partnership is made without another tap (Ben chose to sign in for this link), and he lands home.
  await expectToast(ben, 'Partner added!');
  await expect(ben).toHaveURL(new RegExp(`^${baseURL}/$`));
  await expect(ben.getByRole('button', { name: 'Start session with Ana' })).toBeVisible();

  // Ana is told live: the partner appears without a reload and the bell has the news.
  const benName = benEmail.split('@')[0]!;
  await expect(ana.getByRole('button', { name: `Start session with ${benName}` })).toBeVisible({ timeout: 10_000 });
  await expect(ana.getByTestId('notification-count')).toHaveText('1');

  // The link worked once.
  await ben.goto(inviteUrl);
  await expect(ben.getByRole('heading', { name: 'This invite link no longer works' })).toBeVisible();
});

test("a signed-in partner gets an accept screen with the inviter's name; the inviter sees their own link as theirs", async ({
  browser,
  baseURL,
}) => {
  const cleo = await newPhone(browser, baseURL!);
  await signInByApi(cleo, uniqueEmail('inv-cleo'), { withPreferences: true, firstName: 'Cleo' });
  const { inviteUrl } = await createInviteInDialog(cleo);

  await cleo.goto(inviteUrl);
  await expect(cleo.getByRole('heading', { name: 'This is your own invite link' })).toBeVisible();

  const dev = await newPhone(browser, baseURL!);
  const devUser = await signInByApi(dev, uniqueEmail('inv-dev'), { withPreferences: true, firstName: 'Dev' });
  await dev.goto(inviteUrl);
  await expect(dev.getByRole('heading', { name: 'Cleo invited you' })).toBeVisible();
  await expect(dev.getByRole('button', { name: 'Accept Invite' })).toBeEnabled();
  await expectAccessible(dev, 'invite accept screen');

  // Opening the link alone partners nobody: it waits for the tap.
  const before = (await (await dev.request.get(`/api/partnerships/user/${devUser.id}`)).json()) as unknown[];
  expect(before).toEqual([]);
  await dev.getByRole('button', { name: 'Accept Invite' }).click();
  await expectToast(dev, 'Partner added!');
  await expect(dev).toHaveURL(new RegExp(`^${baseURL}/$`));
  await expect(dev.getByRole('button', { name: 'Start session with Cleo' })).toBeVisible();

  await cleo.goto('/');
  await expect(cleo.getByRole('button', { name: 'Start session with Dev' })).toBeVisible();
});
