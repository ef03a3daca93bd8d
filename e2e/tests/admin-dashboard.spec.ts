import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible, snap } from '../support/checks';
import { matchByApi } from '../support/sessions-api';

/** ADMIN_EMAILS in playwright.config.ts makes this address an admin. */
const ADMIN_EMAIL = 'admin@e2e.forkcast.test';

async function newDesktop(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** The number under one of the four stat cards. */
function statValue(page: Page, label: string) {
  return page.getByRole('region', { name: 'Platform statistics' }).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
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
  stats: { totalUsers: number; premiumUsers: number; totalSessions: number; totalMatches: number };
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
  const solo = await kim.page.request.post('/api/sessions/start', {
    data: {
      userId: kim.userId,
      partnershipId: null,
      location: { latitude: 39.9525, longitude: -75.1741 },
      filters: { priceRange: ['$', '$$'], dietaryRestrictions: [], radiusMiles: 5, minRating: 3 },
    },
  });
  expect(solo.status(), await solo.text()).toBe(201);

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
  expect(stats).toEqual({
    totalUsers: list.length,
    premiumUsers: list.filter((row) => row.subscriptionTier !== 'free').length,
    totalSessions: list.reduce((sum, row) => sum + row.totalSessions, 0),
    totalMatches: list.reduce((sum, row) => sum + row.totalMatches, 0),
  });
  await expect(statValue(admin, 'Total Users')).toHaveText(format(stats!.totalUsers));
  await expect(statValue(admin, 'Premium Users')).toHaveText(format(stats!.premiumUsers));
  await expect(statValue(admin, 'Total Sessions')).toHaveText(format(stats!.totalSessions));
  await expect(statValue(admin, 'Total Matches')).toHaveText(format(stats!.totalMatches));
  expect((await adminPage(admin, { q: ivy.email })).users).toEqual([expect.objectContaining({ totalSessions: 1, totalMatches: 1 })]);
  expect((await adminPage(admin, { q: kim.email.toUpperCase() })).users).toEqual([expect.objectContaining({ totalSessions: 1, totalMatches: 0 })]);

  await expectAccessible(admin, 'admin dashboard (desktop)');
  await snap(admin, 'admin-desktop');

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
  await snap(admin, 'admin-desktop-search');
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
  await snap(page, 'admin-access-denied');
});
