import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectToast } from '../support/checks';
import { pointIn, touchTap } from '../support/touch';
import { linkPartners, newPhone, partnerPresence, startTogether } from '../support/swipe-flows';

/*
 * One client store and one live connection per tab, at 390×844: the shell owns the socket and the
 * remotes read the store. The built app, two phones where a partner is involved.
 */

/** Counts the page's WebSockets as the browser opens and closes them. */
function trackSockets(page: Page) {
  const counts = { opened: 0, open: 0 };
  page.on('websocket', (socket) => {
    counts.opened += 1;
    counts.open += 1;
    socket.on('close', () => {
      counts.open -= 1;
    });
  });
  return counts;
}

const progress = (page: Page) => page.getByTestId('swipe-progress');
const atCard = (n: number) => new RegExp(`\\b${n} / \\d+$`);

async function partnerPhones(browser: Parameters<typeof newPhone>[0], baseURL: string) {
  const a = await newPhone(browser, baseURL);
  const b = await newPhone(browser, baseURL);
  await signInByApi(a, uniqueEmail('store-ana'), { withPreferences: true, firstName: 'Ana' });
  await signInByApi(b, uniqueEmail('store-ben'), { withPreferences: true, firstName: 'Ben' });
  return { a, b };
}

test('a partner swipe page holds exactly one WebSocket, kept through leaving and rejoining at the same card', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { a, b } = await partnerPhones(browser, testInfo.project.use.baseURL!);
  await linkPartners(a, b);
  const sockets = { a: trackSockets(a), b: trackSockets(b) };
  await startTogether(a, b, 'Ben');
  await expect(partnerPresence(b, 'Partner online')).toBeVisible();
  await expect(a.getByTestId('partner-status')).toHaveText(/^Ben · 0 of \d+$/);

  // The presence arrived, so every socket the page opened has connected: exactly one is open on each phone.
  expect(sockets.a.open).toBe(1);
  expect(sockets.b.open).toBe(1);

  // Ben swipes two cards; Ana sees it on the same connection ('Ben · 2 of N').
  for (const to of [2, 3]) {
    await b.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect(progress(b)).toHaveText(atCard(to));
  }
  await expect(a.getByTestId('partner-status')).toHaveText(/^Ben · 2 of \d+$/);

  // Leave and come back with Join Now (no reload): the same card, still the one socket, never reopened.
  const openedBefore = sockets.b.opened;
  await b.getByRole('button', { name: 'Leave session' }).click();
  await b.getByRole('alertdialog', { name: 'Leave session?' }).getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(b).toHaveURL(/\/$/);
  await expect(partnerPresence(a, 'Waiting for partner...')).toBeVisible();
  await b.getByRole('button', { name: 'Join Now' }).click();
  await expect(progress(b)).toHaveText(atCard(3));
  await expect(partnerPresence(a, 'Partner online')).toBeVisible();
  expect(sockets.b.opened).toBe(openedBefore);
  expect(sockets.b.open).toBe(1);
});

test("home's Active Session card shows the partner's progress live on the one connection, without making this user 'online'", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { a, b } = await partnerPhones(browser, testInfo.project.use.baseURL!);
  await linkPartners(a, b);

  // Ben starts a session with Ana and is on the swipe screen.
  await b.goto('/');
  await b.getByRole('button', { name: 'Start session with Ana' }).click();
  await b.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(b).toHaveURL(/\/swipe$/);

  // Ana opens home: the card, with Ben's progress and presence from the store.
  const sockets = trackSockets(a);
  await a.goto('/');
  const card = a.getByRole('region', { name: 'Partner session waiting!' });
  const partnerLine = card.getByTestId('active-session-partner');
  await expect(partnerLine).toHaveText(/^Ben · 0 of \d+$/, { timeout: 15_000 });
  await expect(partnerLine.getByRole('img', { name: 'Partner online' })).toBeVisible();
  // Her home watches the session without counting as presence: Ben's pill still waits for her.
  await expect(partnerPresence(b, 'Waiting for partner...')).toBeVisible();
  await a.evaluate(() => Object.assign(window, { stillThisPage: true }));

  // From here home's poll never answers: Ben's progress can only arrive on the live connection.
  await a.route('**/api/sessions/user/*/active', () => undefined);
  for (const to of [2, 3]) {
    await b.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect(progress(b)).toHaveText(atCard(to));
  }
  await expect(partnerLine).toHaveText(/^Ben · 2 of \d+$/);
  await expect(partnerPresence(b, 'Waiting for partner...')).toBeVisible();
  expect(await a.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  expect(sockets.open).toBe(1);
  expect(sockets.opened).toBe(1);

  // Ben leaves the swipe screen: Ana's card says he is away, still at 2.
  await b.getByRole('button', { name: 'Leave session' }).click();
  await b.getByRole('alertdialog', { name: 'Leave session?' }).getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(partnerLine.getByRole('img', { name: 'Partner away' })).toBeVisible();
  await expect(partnerLine).toHaveText(/^Ben · 2 of \d+$/);

  // Ana joins: the same socket moves to the swipe screen, where the pill carries on from the card.
  await a.getByRole('button', { name: 'Join Now' }).click();
  await expect(a.getByTestId('partner-status')).toHaveText(/^Ben · 2 of \d+$/);
  await expect(partnerPresence(a, 'Waiting for partner...')).toBeVisible();
  // Ben comes back to his session (his tab resumes it): now each is online to the other.
  await b.goto('/swipe');
  await expect(partnerPresence(b, 'Partner online')).toBeVisible();
  await expect(partnerPresence(a, 'Partner online')).toBeVisible();
  expect(sockets.open).toBe(1);
  expect(sockets.opened).toBe(1);
});

test("a remote loaded late joins the store without losing the shell's state: the live badge and a toast stay", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { a, b } = await partnerPhones(browser, testInfo.project.use.baseURL!);
  // Ana's invite is accepted on Ben's phone: Ana's bell lights up live (partner_joined), no reload.
  await linkPartners(a, b);
  await expect(a.getByTestId('notification-count')).toHaveText('1', { timeout: 5_000 });

  // Ben's 'Partner added!' toast was raised by the shell before the swipe remote was ever loaded...
  await expectToast(b, 'Partner added!');
  const swipeRemote = b.waitForResponse((res) => /mfe-swipe|mfe_swipe/.test(res.url()) && res.url().endsWith('remoteEntry.js'));
  await b.getByRole('button', { name: 'Solo Session' }).click();
  // The toast (10 s, it carries the push offer) is still up while the dialog is open: it moves to the top,
  // so a thumb's tap on the dialog's Start lands on Start, not on the toast.
  const start = b.getByRole('dialog').getByRole('button', { name: 'Start', exact: true });
  const toast = b
    .getByRole('region', { name: /notifications/i, includeHidden: true })
    .locator('li')
    .first();
  const [startBox, toastBox] = [(await start.boundingBox())!, (await toast.boundingBox())!];
  expect(toastBox.y + toastBox.height <= startBox.y || startBox.y + startBox.height <= toastBox.y).toBe(true);
  await touchTap(b, await pointIn(start));
  await swipeRemote;
  await expect(progress(b)).toHaveText(atCard(1));
  // ...and is still up once the remote has loaded and injected its slice into the shell's store.
  await expectToast(b, 'Partner added!');

  // Ana closes her invite dialog, goes swiping too (the remote loads and injects) and comes back: the badge
  // is still there.
  await a.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(a.getByRole('dialog')).toHaveCount(0);
  await a.getByRole('button', { name: 'Solo Session' }).click();
  await a.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(progress(a)).toHaveText(atCard(1));
  await a.getByRole('button', { name: 'Leave session' }).click();
  await expect(a).toHaveURL(/\/$/);
  await expect(a.getByTestId('notification-count')).toHaveText('1');
});

test('the bell is kept current by the one connection while swiping: the match notification is counted on arrival', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { a, b } = await partnerPhones(browser, testInfo.project.use.baseURL!);
  await linkPartners(a, b);
  await startTogether(a, b, 'Ben');
  // From here Ben's notification list never answers: a badge can only come from the live event in the store.
  await b.route('**/api/notifications', async (route) => {
    if (route.request().method() !== 'GET') await route.continue();
  });
  await a.getByRole('button', { name: 'Like', exact: true }).click();
  await b.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(b.getByRole('heading', { name: "IT'S A MATCH!" })).toBeVisible();
  await b.getByRole('button', { name: 'Back to Home' }).click();
  await expect(b).toHaveURL(/\/$/);
  await expect(b.getByTestId('notification-count')).toHaveText('1');
});

test('the active session lives in the store and its snapshot: a reload on /swipe keeps the session at the same card, one socket', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const a = await newPhone(browser, testInfo.project.use.baseURL!);
  await signInByApi(a, uniqueEmail('store-solo'), { withPreferences: true, firstName: 'Ana' });
  await a.goto('/');
  await a.getByRole('button', { name: 'Solo Session' }).click();
  await a.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(progress(a)).toHaveText(atCard(1));
  const name = await a.getByTestId('restaurant-card').getByRole('heading').first().textContent();
  for (const to of [2, 3]) {
    await a.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect(progress(a)).toHaveText(atCard(to));
  }
  const third = await a.getByTestId('restaurant-card').getByRole('heading').first().textContent();
  expect(third).not.toBe(name);

  // A new store after the reload starts from the tab's snapshot; the server confirms the session is active.
  const sockets = trackSockets(a);
  await a.reload();
  await expect(progress(a)).toHaveText(atCard(3));
  await expect(a.getByTestId('restaurant-card').getByRole('heading').first()).toHaveText(third!);
  await expect(a.getByText('No active session')).toHaveCount(0);
  await expect.poll(() => sockets.open).toBe(1);
});
