import { expect, request as playwrightRequest, test, type Browser, type Locator, type Page } from '@playwright/test';
import { latestCode, signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible } from '../support/checks';
import { matchByApi, startByApi } from '../support/sessions-api';

/** ADMIN_EMAILS in playwright.config.ts makes this address an admin. */
const ADMIN_EMAIL = 'admin@e2e.forkcast.test';

async function newDesktop(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** The number under one of the four stat cards. */
function statValue(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Platform statistics' })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');
}

interface AdminRow {
  email: string | null;
  subscriptionTier: string;
  totalSessions: number;
  totalMatches: number;
}

interface AdminUsersPage {
  users: AdminRow[];
  total: number;
  stats: {
    totalUsers: number;
    premiumUsers: number;
    totalSessions: number;
    totalMatches: number;
    newUsers: number;
    previousNewUsers: number;
  };
}

/** One page of GET /api/admin/users, as the admin's own browser session asks for it. */
async function adminPage(page: Page, query: Record<string, string | number>): Promise<AdminUsersPage> {
  const res = await page.request.get('/api/admin/users', { params: query });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as AdminUsersPage;
}

test('the admin dashboard shows the platform totals and the registered users at desktop size', async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  // Seed: a partnered pair with a match, and a solo user with one session (each in a context of its own).
  const seeded = await Promise.all(
    ['ivy', 'jon', 'kim'].map(async (name) => {
      const page = await newDesktop(browser, baseURL);
      const email = uniqueEmail(`seed-${name}`);
      const user = await signInByApi(page, email, { withPreferences: true, firstName: name });
      return { page, email, userId: user.id };
    }),
  );
  const [ivy, jon, kim] = seeded as [(typeof seeded)[0], (typeof seeded)[0], (typeof seeded)[0]];
  const invite = await ivy.page.request.post('/api/partnerships/invite', { data: { userId: ivy.userId } });
  const { inviteCode } = (await invite.json()) as { inviteCode: string };
  expect((await jon.page.request.post('/api/partnerships/accept', { data: { inviteCode, userId: jon.userId } })).ok()).toBeTruthy();
  await matchByApi(ivy, jon);
  await startByApi(kim.page, kim.userId);

  const admin = await newDesktop(browser, baseURL);
  await signInByApi(admin, ADMIN_EMAIL);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(admin.getByRole('table')).toBeVisible();

  // The whole list, paged through by the test itself at the largest page size: the four cards are its
  // totals (the gateway counts them over every user, whatever page the screen shows).
  const list: AdminRow[] = [];
  let stats: AdminUsersPage['stats'] | undefined;
  for (let page = 1; ; page += 1) {
    const body = await adminPage(admin, { page, pageSize: 100 });
    list.push(...body.users);
    stats ??= body.stats;
    if (page * 100 >= body.total) break;
  }
  const format = (n: number) => n.toLocaleString('en-US');
  expect(stats).toMatchObject({
    totalUsers: list.length,
    premiumUsers: list.filter((row) => row.subscriptionTier !== 'free').length,
    totalSessions: list.reduce((sum, row) => sum + row.totalSessions, 0),
    totalMatches: list.reduce((sum, row) => sum + row.totalMatches, 0),
  });
  await expect(statValue(admin, 'Total Users')).toHaveText(format(stats!.totalUsers));
  await expect(statValue(admin, 'Premium Users')).toHaveText(format(stats!.premiumUsers));
  await expect(statValue(admin, 'Total Sessions')).toHaveText(format(stats!.totalSessions));
  await expect(statValue(admin, 'Total Matches')).toHaveText(format(stats!.totalMatches));
  // The four accounts this test made are minutes old: new this week, next to the week before's count.
  expect(stats!.newUsers).toBeGreaterThanOrEqual(4);
  await expect(admin.getByText(`${format(stats!.newUsers)} new in the last 7 days, `)).toBeVisible();
  expect((await adminPage(admin, { q: ivy.email })).users).toEqual([expect.objectContaining({ totalSessions: 1, totalMatches: 1 })]);
  expect((await adminPage(admin, { q: kim.email.toUpperCase() })).users).toEqual([
    expect.objectContaining({ totalSessions: 1, totalMatches: 0 }),
  ]);

  await expectAccessible(admin, 'admin dashboard (desktop)');

  const search = admin.getByRole('searchbox', { name: 'Search users' });
  for (const { email } of seeded) {
    await search.fill(email);
    const row = admin.getByRole('table').getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
  }
  await search.fill(ivy.email);
  // Cells after the row header: Email, Provider, Subscription, Sessions, Matches, Joined.
  const ivyCells = admin.getByRole('table').getByRole('row').filter({ hasText: ivy.email }).getByRole('cell');
  await expect(ivyCells.nth(1)).toHaveText('email');
  await expect(ivyCells.nth(3)).toHaveText('1');
  await expect(ivyCells.nth(4)).toHaveText('1');
});

test('a non-admin sees Access Denied and never requests the user list', async ({ browser }, testInfo) => {
  const page = await newDesktop(browser, testInfo.project.use.baseURL!);
  await signInByApi(page, uniqueEmail('not-admin'), { withPreferences: true, firstName: 'Nia' });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page")).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The decision was the app's own, from who is signed in: the gateway inlines the user into the page
  // (so the screen needs no GET /api/auth/user), and the admin list was never asked for.
  expect(requested[0]).toBe('/admin');
  await expect(page.locator('script#forkcast-user')).toHaveCount(1);
  expect(requested.filter((path) => path.startsWith('/api/admin'))).toEqual([]);
  await expectAccessible(page, 'admin access denied');
});

/** Signs a user in through the API in a request context of its own (no browser needed for seeding). */
async function seedUser(baseURL: string, email: string): Promise<void> {
  const context = await playwrightRequest.newContext({ baseURL });
  expect((await context.post('/api/auth/email/request-otp', { data: { email } })).ok()).toBeTruthy();
  const otp = await latestCode(context, email);
  expect((await context.post('/api/auth/email/verify-otp', { data: { email, otp } })).ok()).toBeTruthy();
  await context.dispose();
}

/** Presses Tab until `target` has focus: the test reaches every control the way a keyboard user does. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('at a desk: sort, search and page live in the address, and the pager keeps focus (keyboard only)', async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  // 52 users one search finds: three pages of 25.
  const tag = `pager${Date.now().toString(36)}`;
  for (let index = 0; index < 52; index += 1) await seedUser(baseURL, `${tag}-${String(index).padStart(2, '0')}@e2e.forkcast.test`);

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const admin = await context.newPage();
  await signInByApi(admin, ADMIN_EMAIL);
  await admin.goto('/admin');
  await expect(admin.getByRole('table')).toBeVisible();

  const search = admin.getByRole('searchbox', { name: 'Search users' });
  await tabTo(admin, search);
  await admin.keyboard.type(tag);
  await expect(admin).toHaveURL(`/admin?q=${tag}`);
  await expect(admin.getByText('Showing 1–25 of 52 users')).toBeVisible();

  await tabTo(admin, admin.getByRole('button', { name: 'Email' }));
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(`/admin?sort=email&q=${tag}`);
  await expect(admin.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');

  // The header row sticks just below the 57 px app header once the page scrolls.
  await admin.mouse.wheel(0, 600);
  await expect.poll(() => admin.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // Polled: the wheel scroll may still be moving when it passes 300 px, before the row reaches its sticky place.
  // A header that does not stick ends above the viewport instead.
  const headerTop = () => admin.getByRole('columnheader', { name: 'Email' }).evaluate((cell) => cell.getBoundingClientRect().top);
  await expect.poll(headerTop).toBe(57);

  const next = admin.getByRole('button', { name: 'Next' });
  await tabTo(admin, next);
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('Page 2 of 3')).toBeVisible();
  await expect(admin).toHaveURL(`/admin?page=2&sort=email&q=${tag}`);
  // The view went from the pager to the top of the table, just below the app header; focus stayed on Next.
  const tableTop = await admin.getByRole('table').evaluate((table) => table.getBoundingClientRect().top);
  expect(tableTop).toBeGreaterThanOrEqual(57);
  expect(tableTop).toBeLessThan(120);
  await expect(next).toBeFocused();

  await admin.keyboard.press('Enter');
  await expect(admin.getByText('Page 3 of 3')).toBeVisible();
  await expect(admin).toHaveURL(`/admin?page=3&sort=email&q=${tag}`);
  await expect(next).toBeDisabled();
  // Focus stayed on the pager, not the page body.
  await expect(admin.getByRole('button', { name: 'Previous' })).toBeFocused();
  await expect(admin.getByRole('table').getByRole('row')).toHaveCount(3);

  await expectAccessible(admin, 'admin dashboard, last page (1440×900)');
  await admin.screenshot({ path: testInfo.outputPath('admin-1440-last-page.png') });

  // A reload and a shared link show the same list; Back walks the pages and sorts back.
  await admin.reload();
  await expect(admin.getByText('Page 3 of 3')).toBeVisible();
  await expect(search).toHaveValue(tag);
  await expect(admin.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
  const shared = await context.newPage();
  await shared.goto(`/admin?page=3&sort=email&q=${tag}`);
  await expect(shared.getByText('Showing 51–52 of 52 users')).toBeVisible();
  await shared.close();

  await admin.goBack();
  await expect(admin).toHaveURL(`/admin?page=2&sort=email&q=${tag}`);
  await expect(admin.getByText('Page 2 of 3')).toBeVisible();
  await admin.goBack();
  await expect(admin).toHaveURL(`/admin?sort=email&q=${tag}`);
  await admin.goBack();
  await expect(admin).toHaveURL(`/admin?q=${tag}`);
  await expect(admin.getByRole('columnheader', { name: 'Joined' })).toHaveAttribute('aria-sort', 'descending');
  await expect(search).toHaveValue(tag);

  // Values the address cannot use fall back to the defaults, without an error.
  await admin.goto('/admin?page=abc&sort=password&order=sideways');
  await expect(admin.getByRole('columnheader', { name: 'Joined' })).toHaveAttribute('aria-sort', 'descending');
  await expect(admin.getByText(/^Page 1 of/)).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Error Loading Dashboard' })).toHaveCount(0);
  await context.close();
});

test('a signed-out admin sees Access Denied, signs in from there and comes back to /admin with its query (keyboard only)', async ({
  browser,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin?sort=email&order=desc');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Sign in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/auth?returnTo=${encodeURIComponent('/admin?sort=email&order=desc')}`);

  await tabTo(page, page.getByRole('button', { name: 'Continue with Email' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(ADMIN_EMAIL);
  await page.keyboard.press('Enter');
  const code = page.getByLabel('6-digit code');
  await expect(code).toBeFocused();
  await page.keyboard.type(await latestCode(page.request, ADMIN_EMAIL));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/admin?sort=email&order=desc');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
  await context.close();
});

test('at a desk: filters by plan and provider, and a user detail view with partners and matches (keyboard only)', async ({
  browser,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const tag = `detail${Date.now().toString(36)}`;
  // A partnered pair with a match, both on the e-mail code and the free plan.
  const pair = await Promise.all(
    ['ivy', 'jon'].map(async (name) => {
      const page = await newDesktop(browser, baseURL);
      const email = `${tag}-${name}@e2e.forkcast.test`;
      const user = await signInByApi(page, email, { withPreferences: true, firstName: `${name[0]!.toUpperCase()}${name.slice(1)}` });
      return { page, email, userId: user.id };
    }),
  );
  const [ivy, jon] = pair as [(typeof pair)[0], (typeof pair)[0]];
  const invite = await ivy.page.request.post('/api/partnerships/invite', { data: { userId: ivy.userId } });
  const { inviteCode } = (await invite.json()) as { inviteCode: string };
  expect((await jon.page.request.post('/api/partnerships/accept', { data: { inviteCode, userId: jon.userId } })).ok()).toBeTruthy();
  const { restaurantName } = await matchByApi(ivy, jon);

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const admin = await context.newPage();
  await signInByApi(admin, ADMIN_EMAIL);
  await admin.goto('/admin');
  await expect(admin.getByRole('table')).toBeVisible();

  await tabTo(admin, admin.getByRole('searchbox', { name: 'Search users' }));
  await admin.keyboard.type(tag);
  await expect(admin.getByText('Showing 1–2 of 2 users')).toBeVisible();

  // Plan: the arrow keys move through the native select's options, and the list follows each one.
  const plan = admin.getByRole('combobox', { name: 'Plan' });
  await tabTo(admin, plan);
  await admin.keyboard.press('ArrowDown'); // Free
  await expect(admin).toHaveURL(`/admin?q=${tag}&plan=free`);
  await expect(admin.getByText('Showing 1–2 of 2 users')).toBeVisible();
  await admin.keyboard.press('ArrowDown'); // Monthly
  await expect(admin).toHaveURL(`/admin?q=${tag}&plan=monthly`);
  await expect(admin.getByText('No users match your search and filters')).toBeVisible();
  await admin.keyboard.press('ArrowUp'); // Free again
  await expect(admin.getByText('Showing 1–2 of 2 users')).toBeVisible();

  const provider = admin.getByRole('combobox', { name: 'Sign-in' });
  await tabTo(admin, provider);
  await admin.keyboard.press('ArrowDown'); // Email
  await expect(admin).toHaveURL(`/admin?q=${tag}&plan=free&provider=email`);
  await expect(admin.getByText('Showing 1–2 of 2 users')).toBeVisible();
  await admin.keyboard.press('ArrowDown'); // Google
  await expect(admin.getByText('No users match your search and filters')).toBeVisible();
  await admin.keyboard.press('ArrowUp');
  await expect(admin.getByText('Showing 1–2 of 2 users')).toBeVisible();
  // A reload keeps the filters.
  await admin.reload();
  await expect(plan).toHaveValue('free');
  await expect(provider).toHaveValue('email');
  await expect(admin.getByText('Showing 1–2 of 2 users')).toBeVisible();

  // The detail view, opened from Ivy's name with Enter.
  const ivyName = admin.getByRole('button', { name: 'Ivy', exact: true });
  await tabTo(admin, ivyName);
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('dialog', { name: 'Ivy' });
  await expect(dialog).toBeVisible();
  await expect(admin).toHaveURL(new RegExp(`[?&]user=${ivy.userId}$`));
  await expect(dialog.getByText('Never subscribed')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Jon' })).toContainText(jon.email);
  await expect(dialog.getByRole('heading', { name: 'Matches' })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: restaurantName })).toBeVisible();
  await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(dialog.getByRole('table').getByRole('row').nth(1)).toContainText('Partner');
  // The whole dialog fits the desk's viewport.
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeGreaterThan(600);
  expect(box.y + box.height).toBeLessThanOrEqual(900);
  // Focus is inside, and Tab stays inside.
  for (let i = 0; i < 6; i += 1) {
    await admin.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expectAccessible(admin, 'admin user detail (1440×900)');
  await admin.screenshot({ path: testInfo.outputPath('admin-1440-user-detail.png') });

  await admin.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(ivyName).toBeFocused();
  await expect(admin).toHaveURL(`/admin?q=${tag}&plan=free&provider=email`);

  // A shared link opens the same view.
  await admin.goto(`/admin?q=${tag}&user=${jon.userId}`);
  await expect(admin.getByRole('dialog', { name: 'Jon' })).toBeVisible();
  await expect(admin.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Ivy' })).toBeVisible();
  await context.close();
});

test('on a phone the header row sits above the first user, not over it (390×844)', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL!, viewport: { width: 390, height: 844 } });
  const admin = await context.newPage();
  await signInByApi(admin, ADMIN_EMAIL);
  await admin.goto('/admin');
  const rows = admin.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  // The header cells stick below the app header only where the table is not in its sideways scroll box.
  const headerBottom = await rows.nth(0).evaluate((row) => row.getBoundingClientRect().bottom);
  const firstTop = await rows.nth(1).evaluate((row) => row.getBoundingClientRect().top);
  expect(firstTop).toBeGreaterThanOrEqual(headerBottom - 1);
  await context.close();
});

test('at a desk the users table fits its box with a 90-character e-mail, and Shift+Tab keeps rows below the header row (1024, 1440)', async ({
  browser,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  // 30 users one search finds (a full page of 25, so the page scrolls under the sticky rows), the newest with
  // a 90-character address: it is the first row.
  const tag = `wide${Date.now().toString(36)}`;
  await Promise.all(
    Array.from({ length: 29 }, (_, index) => seedUser(baseURL, `${tag}-${String(index).padStart(2, '0')}@e2e.forkcast.test`)),
  );
  const domain = 'wide-table-layout-check.e2e.forkcast.test';
  const longEmail = `${tag}-`.padEnd(90 - domain.length - 1, 'x') + `@${domain}`;
  expect(longEmail).toHaveLength(90);
  await seedUser(baseURL, longEmail);

  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } });
  const admin = await context.newPage();
  await signInByApi(admin, ADMIN_EMAIL);
  await admin.goto(`/admin?q=${tag}`);
  await expect(admin.getByText('Showing 1–25 of 30 users')).toBeVisible();
  const table = admin.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText(longEmail);

  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await admin.setViewportSize(viewport);
    await admin.evaluate(() => window.scrollTo(0, 0));
    const size = `${viewport.width}×${viewport.height}`;
    // The whole address is on screen (wrapped), not cut off and not widening the table.
    await expect(table.getByRole('cell', { name: longEmail })).toBeVisible();
    const widths = await table.evaluate((element) => ({
      table: element.scrollWidth,
      box: element.parentElement!.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(widths.table, `the table at ${size} (${JSON.stringify(widths)})`).toBeLessThanOrEqual(widths.box);
    expect(widths.page, `the page at ${size}`).toBeLessThanOrEqual(viewport.width);
    await admin.screenshot({ path: testInfo.outputPath(`admin-${viewport.width}-long-email.png`) });

    // From the last row up to the first by Shift+Tab: each focused row is below the header row stuck under the
    // app header, never behind it.
    const names = table.getByRole('rowheader').getByRole('button');
    await expect(names).toHaveCount(25);
    await names.last().focus();
    for (let index = 23; index >= 0; index -= 1) {
      await admin.keyboard.press('Shift+Tab');
      await expect(names.nth(index)).toBeFocused();
      const place = await names.nth(index).evaluate((button) => {
        const row = button.closest('tr')!.getBoundingClientRect();
        // The header cells stick, not the thead.
        const header = button.closest('table')!.querySelector('thead th')!.getBoundingClientRect();
        return { rowTop: row.top, rowBottom: row.bottom, headerBottom: header.bottom };
      });
      expect(place.rowTop, `row ${index + 1} at ${size} (${JSON.stringify(place)})`).toBeGreaterThanOrEqual(place.headerBottom - 1);
      expect(place.rowBottom, `row ${index + 1} at ${size}`).toBeLessThanOrEqual(viewport.height);
    }
  }
  await context.close();
});
