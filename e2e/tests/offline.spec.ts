import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible } from '../support/checks';

const REMOTE_FALLBACK = "This part of Forkcast couldn't load.";

/** The worker registers on page load and claims the page when it activates. */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Loads an image the way an <img> does, through the service worker; resolves to its width, 0 when it fails. */
function imageWidth(page: Page, src: string): Promise<number> {
  return page.evaluate(
    (url) =>
      new Promise<number>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(0);
        img.src = `${url}`;
      }),
    src,
  );
}

test.describe.configure({ mode: 'serial' });

test('screens visited online reload offline from the service worker; other pages get the shell or the offline page', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, uniqueEmail('offline'), { withPreferences: true, firstName: 'Olive' });
  await page.goto('/');
  await expect(page.getByText(/Olive/).first()).toBeVisible();
  await waitForServiceWorkerControl(page);

  // A remote screen (mfe_spotlight) with a restaurant photo, seen online.
  await page.goto('/randomizer');
  await expect(page.getByRole('heading', { level: 1, name: 'Randomizer' })).toBeVisible();
  await page.getByLabel('ZIP code').fill('19103');
  await page.getByRole('button', { name: 'Spin the Wheel!' }).click();
  await expect(page.getByRole('heading', { name: 'Your Random Pick!' })).toBeVisible({ timeout: 15_000 });
  const photo = page.locator('img[src^="/api/restaurants/photo/"]').first();
  await expect(photo).toBeVisible();
  const photoSrc = (await photo.getAttribute('src'))!;
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await context.setOffline(true);
  try {
    // Sanity: the network really is gone for this page (an API call fails, the worker doesn't cache it).
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          () => 'reached',
          () => 'failed',
        ),
      ),
    ).toBe('failed');

    // The visited remote screen reloads: shell chrome and the remote's own UI, not the browser's error page.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Randomizer' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Randomizer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forkcast home' })).toBeVisible();
    await expect(page.getByLabel('ZIP code')).toBeVisible();
    await expect(page.getByText(REMOTE_FALLBACK)).toHaveCount(0);

    // The photo seen online comes from the photo cache.
    expect(await imageWidth(page, photoSrc)).toBeGreaterThan(0);

    // The shell's own home screen renders from the precache too.
    await page.goto('/');
    await expect(page.getByText(/Olive/).first()).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toBeVisible();

    // A screen never opened (mfe_account's /settings): the app shell with that route's contained fallback.
    await page.goto('/settings');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(page.getByText(REMOTE_FALLBACK)).toBeVisible();

    // A page outside the app (the Google sign-in redirect): the offline page, never the browser's error.
    await page.goto('/api/auth/google');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByText("Forkcast can't reach the kitchen right now.", { exact: false })).toBeVisible();
    await expectAccessible(page, 'offline page');
    // Retry asks the network again for the same address (still offline: the offline page again).
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Retry' }).click()]);
    await expect(page).toHaveURL(/\/api\/auth\/google$/);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // Back online, the offline page reloads by itself; with no Google sign-in configured the redirect lands home.
  await expect(page.getByText(/Olive/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The signed-in user is the one API answer kept for offline use, and signing out deletes it.
  const cachedUsers = () =>
    page.evaluate(async () => ((await caches.has('forkcast-session')) ? (await (await caches.open('forkcast-session')).keys()).length : 0));
  expect(await cachedUsers()).toBe(1);
  const signedOut = await page.evaluate(() =>
    fetch('/api/auth/logout', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }).then((res) => res.status),
  );
  expect(signedOut).toBeLessThan(300);
  expect(await cachedUsers()).toBe(0);
});
