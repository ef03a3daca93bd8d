import { expect, test, type Page } from '@playwright/test';
import { latestCode, signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible, expectToast } from '../support/checks';
import { matchByApi, startByApi } from '../support/sessions-api';
import { newPhone } from '../support/swipe-flows';

/*
 * A walkthrough's findings on accounts, partners, home and copy, each at 390×844 (two phones
 * for the partner items). Solo flows use the test's own page; partners get a context each.
 */

/** Buys a plan through the offline dev checkout (the same path a Stripe webhook takes). */
async function buyPlan(page: Page, plan: 'monthly' | 'annual'): Promise<void> {
  const res = await page.request.post('/api/subscriptions/create-checkout', { data: { plan } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await page.goto(((await res.json()) as { url: string }).url);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/settings(\?.*)?$/);
}

/** `inviter` creates a code and `partner` accepts it, both through the API. */
async function linkByApi(inviter: { page: Page; id: string }, partner: { page: Page; id: string }): Promise<void> {
  const invite = await inviter.page.request.post('/api/partnerships/invite', { data: { userId: inviter.id } });
  expect(invite.ok(), await invite.text()).toBeTruthy();
  const { inviteCode } = (await invite.json()) as { inviteCode: string };
  const accepted = await partner.page.request.post('/api/partnerships/accept', { data: { userId: partner.id, inviteCode } });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
}

test('2. premium shared by an annual partner: the card says unlimited partners and /subscribe is no dead end', async ({
  browser,
  baseURL,
}) => {
  const ann = await newPhone(browser, baseURL!);
  const ben = await newPhone(browser, baseURL!);
  const a = await signInByApi(ann, uniqueEmail('w2-ann'), { withPreferences: true, firstName: 'Ann' });
  const b = await signInByApi(ben, uniqueEmail('w2-ben'), { withPreferences: true, firstName: 'Ben' });
  await buyPlan(ann, 'annual');
  await linkByApi({ page: ann, id: a.id }, { page: ben, id: b.id });

  await ben.goto('/settings');
  const card = ben.getByRole('region', { name: 'Free Plan' });
  await expect(card.getByText('Premium Annual benefits are shared with you by your partner.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Plan benefits' })).toHaveText(/Unlimited sessions\s*Unlimited partners/);
  await expect(card.getByText('1 partner', { exact: true })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();

  await card.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(ben).toHaveURL(/\/subscribe$/);
  await expect(ben.getByRole('heading', { level: 1, name: 'Upgrade to Premium' })).toBeVisible();
  await expect(ben.getByRole('heading', { name: "You're Premium!" })).toHaveCount(0);
  await expect(ben.getByRole('region', { name: 'Premium shared by your partner' })).toContainText(
    'Your partner shares Premium Annual with you, unlimited partners included.',
  );
  await expect(ben.getByRole('button', { name: 'Subscribe Annually' })).toBeEnabled();
  await expectAccessible(ben, 'subscribe shared premium');
});

test('4. the inviter is told live that their invite was accepted, and their partner list refreshes', async ({ browser, baseURL }) => {
  const ivy = await newPhone(browser, baseURL!);
  const jon = await newPhone(browser, baseURL!);
  const i = await signInByApi(ivy, uniqueEmail('w4-ivy'), { withPreferences: true, firstName: 'Ivy' });
  const j = await signInByApi(jon, uniqueEmail('w4-jon'), { withPreferences: true, firstName: 'Jonah' });

  // Ivy makes a code on her phone and stays on home.
  await ivy.goto('/');
  await ivy.getByRole('button', { name: 'Add partner' }).click();
  await ivy.getByRole('button', { name: 'Create Invite' }).click();
  await expectToast(ivy, 'Invite created!');
  const code = await ivy.getByRole('textbox', { name: 'Your invite code' }).inputValue();
  await ivy.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(ivy.getByRole('dialog')).toHaveCount(0);
  await expect(ivy.getByText('No partners yet', { exact: false })).toBeVisible();

  // Jonah accepts on his.
  await jon.goto('/');
  await jon.getByRole('button', { name: 'Add partner' }).click();
  await jon.getByRole('textbox', { name: 'Partner code' }).fill(code);
  await jon.getByRole('button', { name: 'Accept Invite' }).click();
  await expectToast(jon, 'Partner added!');

  // No reload on Ivy's phone: the partner appears and the bell has the news.
  await expect(ivy.getByRole('button', { name: 'Start session with Jonah' })).toBeVisible({ timeout: 10_000 });
  await expect(ivy.getByTestId('notification-count')).toHaveText('1');
  await ivy.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(ivy.getByText('Jonah accepted your invite')).toBeVisible();
  await expectAccessible(ivy, 'bell partner joined');
  expect(i.id).not.toBe(j.id);
});

test('6. a monthly subscriber is not told their plan has unlimited partners', async ({ page }) => {
  await signInByApi(page, uniqueEmail('w6'), { withPreferences: true, firstName: 'Mo' });
  await buyPlan(page, 'monthly');
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1, name: "You're Premium!" })).toBeVisible();
  await expect(
    page.getByText('Premium Monthly: unlimited sessions, 1 partner connection and AI suggestions. Annual adds unlimited partners.'),
  ).toBeVisible();
  await expect(page.getByText(/unlimited sessions, partners/i)).toHaveCount(0);

  // Signed out, the plans say the same: monthly 1 partner connection, annual unlimited.
  await page.context().clearCookies();
  await page.goto('/subscribe');
  const monthly = page.getByRole('list', { name: 'Monthly plan features' });
  await expect(monthly).toContainText('1 partner connection');
  await expect(monthly).not.toContainText(/unlimited partner/i);
  await expect(page.getByRole('list', { name: 'Annual plan features' })).toContainText('Unlimited partner connections');
  await expect(page.getByText(/unlimited sessions, more partners/i)).toHaveCount(0);
});

test('7. a toast raised while the Add Partner dialog is open stays in the accessibility tree', async ({ page }) => {
  await signInByApi(page, uniqueEmail('w7'), { withPreferences: true, firstName: 'Tia' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Add partner' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Create Invite' }).click();
  // No includeHidden: found the way a screen reader finds it.
  const region = page.getByRole('region', { name: /notifications/i });
  await expect(region.getByText('Invite created!')).toBeVisible();
  const hiddenAncestor = await region.evaluate((el) => el.closest('[aria-hidden="true"]') !== null);
  expect(hiddenAncestor).toBe(false);
  // The rest of the page is still hidden behind the modal, as it should be.
  await expect(page.getByRole('button', { name: 'Solo Session' })).toHaveCount(0);
});

test("8. an unrated pick under 'minimum 3.0' says why the minimum could not apply", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInByApi(page, uniqueEmail('w8'), { withPreferences: true, firstName: 'Rae' });
  await page.goto('/randomizer');
  await page.getByLabel('ZIP code').fill('19103');
  await expect(page.getByRole('slider', { name: 'Minimum rating' })).toHaveAttribute('aria-valuetext', '3.0 stars');
  await page.getByRole('button', { name: 'Spin the Wheel!' }).click();
  await expect(page.getByRole('heading', { name: 'Your Random Pick!' })).toBeVisible({ timeout: 15_000 });
  // The bundled OpenStreetMap catalog has no ratings: the pick is unrated and the screen says so.
  await expect(page.getByTestId('place-rating')).toHaveText('No rating yet');
  await expect(page.getByText("Places near you have no ratings yet, so the minimum rating couldn't be applied.")).toBeVisible();
});

test("11. 'Change email' stays inside the sign-in card at 390 px", async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: /continue with email/i }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('w11-a-rather-long-address'));
  await page.getByRole('button', { name: 'Send Code' }).click();
  const form = page.getByRole('form', { name: 'Enter verification code' });
  const change = form.getByRole('button', { name: 'Change email' });
  await expect(change).toBeVisible();
  const [formBox, changeBox, resendBox] = await Promise.all([
    form.boundingBox(),
    change.boundingBox(),
    form.getByRole('button', { name: 'Resend Code' }).boundingBox(),
  ]);
  expect(changeBox!.x + changeBox!.width).toBeLessThanOrEqual(formBox!.x + formBox!.width + 0.5);
  expect(resendBox!.x).toBeGreaterThanOrEqual(formBox!.x - 0.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("13. home shows today's free session before Start, and when it is used", async ({ page }) => {
  const me = await signInByApi(page, uniqueEmail('w13'), { withPreferences: true, firstName: 'Fay' });
  await page.goto('/');
  await expect(page.getByText('1 free session left today')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Solo Session' })).toHaveAccessibleDescription('1 free session left today');

  await startByApi(page, me.id);
  await page.goto('/');
  await expect(page.getByText('No free sessions left today')).toBeVisible();
  await expect(page.getByText('1 free session left today')).toHaveCount(0);
});

test.describe('14. copy and small things', () => {
  test("home counts read '1 Match' and '1 Partner'", async ({ browser, baseURL }) => {
    const una = await newPhone(browser, baseURL!);
    const vic = await newPhone(browser, baseURL!);
    const u = await signInByApi(una, uniqueEmail('w14-una'), { withPreferences: true, firstName: 'Una' });
    const v = await signInByApi(vic, uniqueEmail('w14-vic'), { withPreferences: true, firstName: 'Vic' });
    await linkByApi({ page: una, id: u.id }, { page: vic, id: v.id });
    await matchByApi({ page: una, userId: u.id }, { page: vic, userId: v.id });
    await una.goto('/');
    const stats = una.getByRole('list', { name: 'Your stats' });
    await expect(stats.getByRole('listitem').nth(0)).toHaveText(/^1\s*Match$/);
    await expect(stats.getByRole('listitem').nth(1)).toHaveText(/^1\s*Partner$/);
    await expect(una.getByText(/Total match/i)).toHaveCount(0);
  });

  test("'Resend Code' confirms with a 'Code sent' toast", async ({ page }) => {
    const email = uniqueEmail('w14-resend');
    await page.goto('/auth');
    await page.getByRole('button', { name: /continue with email/i }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    await latestCode(page.request, email);
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expectToast(page, 'Code sent');
  });

  test('the onboarding ZIP placeholder is an example of the format, not a real ZIP', async ({ page }) => {
    await signInByApi(page, uniqueEmail('w14-zip'));
    await page.goto('/');
    const zip = page.getByRole('textbox', { name: 'ZIP code' });
    await expect(zip).toHaveAttribute('placeholder', '5-digit ZIP');
  });

  test('/admin has a header with the product name and a way home', async ({ page }) => {
    await signInByApi(page, uniqueEmail('w14-admin'), { withPreferences: true, firstName: 'Nia' });
    await page.goto('/admin');
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Forkcast Admin');
    await expectAccessible(page, 'admin header');
    await banner.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Nia' })).toBeVisible();
  });

  test('the landing carousel follows a touch swipe, and the keyboard still works', async ({ browser, baseURL }) => {
    const phone = await newPhone(browser, baseURL!);
    await phone.goto('/');
    const carousel = phone.getByRole('region', { name: 'Forkcast features' });
    const current = () => carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(current()).toHaveAttribute('aria-label', '1 of 3');

    const box = (await current().boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await phone.context().newCDPSession(phone);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, atY = y) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y: atY }] });
    // A thumb's arc: it starts by drifting down (the browser may begin a vertical pan and cancel the
    // pointer), then sweeps left 200 px.
    const startX = box.x + box.width - 40;
    await touch('touchStart', startX, y);
    await touch('touchMove', startX - 4, y + 16);
    for (let step = 1; step <= 8; step++) await touch('touchMove', startX - 4 - step * 25, y + 16 + step * 2);
    await touch('touchEnd');
    await expect(current()).toHaveAttribute('aria-label', '2 of 3');

    await phone.getByRole('button', { name: 'Next slide' }).focus();
    await phone.keyboard.press('ArrowLeft');
    await expect(current()).toHaveAttribute('aria-label', '1 of 3');
  });

  test('signed-out page loads log nothing, not even a 401 of GET /api/auth/user: the page says no one is signed in', async ({ page }) => {
    const messages: { type: string; text: string; url: string }[] = [];
    page.on('console', (message) => messages.push({ type: message.type(), text: message.text(), url: message.location().url }));
    const refused: string[] = [];
    page.on('response', (response) => void (response.status() === 401 && refused.push(response.url())));
    for (const path of ['/', '/auth', '/subscribe', '/admin']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await expect(page.getByText("You don't have permission to access this page")).toBeVisible();
    expect(messages.filter((m) => m.type === 'error' || m.type === 'warning')).toEqual([]);
    expect(refused).toEqual([]);
  });
});
