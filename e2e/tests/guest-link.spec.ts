import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/checks';
import { currentCardName, linkedPhones, newPhone, startTogether } from '../support/swipe-flows';
import { pointIn, touchTap } from '../support/touch';

/*
 * Guests by link (docs/product.md › Guests) on three phones at 390×844, by touch: Hana (monthly) and Pia swipe
 * together; Hana invites a guest from the room; Gus opens the link signed out, gives his first name and joins;
 * everyone sees everyone's progress, and the place all three like is the match on all three phones.
 */

async function buyMonthly(page: Page): Promise<void> {
  const res = await page.request.post('/api/subscriptions/create-checkout', { data: { plan: 'monthly' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { url } = (await res.json()) as { url: string };
  await page.goto(url);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/settings(\?.*)?$/);
}

const tap = async (page: Page, name: string) => touchTap(page, await pointIn(page.getByRole('button', { name, exact: true })));

test('a guest joins by link signed out, swipes, and matches with the host and the partner', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL!;
  const { a: hana, b: pia } = await linkedPhones(browser, baseURL, ['Hana', 'Pia'], { reducedMotion: 'reduce' });
  await buyMonthly(hana);
  await startTogether(hana, pia, 'Pia');

  const first = (await currentCardName(hana).textContent())!;
  // Hana invites a guest from the room.
  await tap(hana, 'Invite a guest');
  const dialog = hana.getByRole('dialog', { name: 'Invite a guest' });
  await expect(dialog.getByText('No guests yet.')).toBeVisible();
  const url = await dialog.getByRole('textbox', { name: 'Guest link' }).inputValue();
  expect(url).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);
  await expectAccessible(hana, 'invite-guest-dialog');
  await hana.screenshot({ path: testInfo.outputPath('invite-guest-dialog.png') });

  // Gus, signed out on his own phone, opens the link.
  const gus = await newPhone(browser, baseURL, { reducedMotion: 'reduce' });
  await gus.goto(new URL(url).pathname);
  await expect(gus.getByRole('heading', { name: 'Join the table' })).toBeVisible();
  await expectAccessible(gus, 'guest-join');
  await gus.screenshot({ path: testInfo.outputPath('guest-join.png') });
  await tap(gus, 'Join');
  await expect(gus.getByText('Enter your first name (1–40 characters)')).toBeVisible();
  await gus.getByRole('textbox', { name: 'Your first name' }).fill('Gus');
  await tap(gus, 'Join');
  await expect(gus).toHaveURL(/\/guest$/);
  await expect(currentCardName(gus)).toBeVisible();
  await expect(currentCardName(gus)).toHaveText(first);

  // The host's list shows him (with Remove); every room shows everyone's progress.
  await expect(dialog.getByTestId('guest-list').getByText('Gus')).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByRole('button', { name: 'Remove Gus' })).toBeVisible();
  await hana.keyboard.press('Escape');
  await expect(hana.getByTestId('members-progress').getByText(/^Gus · 0 of \d+$/)).toBeVisible();
  await expect(pia.getByTestId('members-progress').getByText(/^Gus · 0 of \d+$/)).toBeVisible();
  await expect(gus.getByTestId('members-progress').getByText(/^Hana · 0 of \d+$/)).toBeVisible();
  await expectAccessible(gus, 'guest-room');
  await gus.screenshot({ path: testInfo.outputPath('guest-room.png') });

  // Hana and Pia like the first card: two of three is no match yet.
  await tap(hana, 'Like');
  await expect(gus.getByTestId('members-progress').getByText(/^Hana · 1 of \d+$/)).toBeVisible();
  await tap(pia, 'Like');
  await expect(hana.getByTestId('members-progress').getByText(/^Pia · 1 of \d+$/)).toBeVisible();
  await expect(hana).toHaveURL(/\/swipe$/);

  // Gus's like makes it the match, on all three phones.
  await tap(gus, 'Like');
  for (const page of [hana, pia]) {
    await expect(page.getByRole('heading', { name: "IT'S A MATCH!" })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(first).first()).toBeVisible();
  }
  const result = gus.getByTestId('guest-result');
  await expect(result.getByRole('heading', { name: /IT'S A MATCH!/ })).toBeVisible({ timeout: 10_000 });
  await expect(result.getByText(first).first()).toBeVisible();
  await expect(gus.getByRole('button', { name: 'Keep this match — create your account' })).toBeVisible();
  await expectAccessible(gus, 'guest-result');
  await gus.screenshot({ path: testInfo.outputPath('guest-result.png') });
});

test('the host takes a guest out: the guest’s room closes and the others’ strips drop him', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL!;
  const { a: hana, b: pia } = await linkedPhones(browser, baseURL, ['Hana', 'Pia'], { reducedMotion: 'reduce' });
  await buyMonthly(hana);
  await startTogether(hana, pia, 'Pia');
  await tap(hana, 'Invite a guest');
  const dialog = hana.getByRole('dialog', { name: 'Invite a guest' });
  const url = await dialog.getByRole('textbox', { name: 'Guest link' }).inputValue();

  const gus = await newPhone(browser, baseURL, { reducedMotion: 'reduce' });
  await gus.goto(new URL(url).pathname);
  await gus.getByRole('textbox', { name: 'Your first name' }).fill('Gus');
  await tap(gus, 'Join');
  await expect(currentCardName(gus)).toBeVisible();
  await expect(pia.getByTestId('members-progress').getByText(/^Gus · 0 of \d+$/)).toBeVisible();

  await touchTap(hana, await pointIn(dialog.getByRole('button', { name: 'Remove Gus' })));
  await expect(dialog.getByText('No guests yet.')).toBeVisible();
  await expect(gus.getByRole('heading', { name: 'This room is closed' })).toBeVisible({ timeout: 10_000 });
  await expect(pia.getByTestId('members-progress').getByText(/^Gus/)).toHaveCount(0);
  // The link opened again makes a new guest (the old cookie names no one).
  await gus.goto(new URL(url).pathname);
  await expect(gus.getByRole('heading', { name: 'Join the table' })).toBeVisible();
});
