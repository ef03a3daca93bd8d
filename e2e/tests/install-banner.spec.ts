import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { expectAccessible } from '../support/checks';

// docs/product.md › Screens › Shared layout (install banner). Headless Chromium never offers installation by itself, so
// the test plays the browser: a `beforeinstallprompt` event with Chromium's prompt() and userChoice.
const TITLE = 'Install Forkcast';
const TEXT = 'Add to your home screen for quick access and offline support';

type Counted = typeof window & { promptCalls?: number };

/** Fires the offer, then waits two frames so a banner that is going to render has rendered. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    (window as Counted).promptCalls = 0;
    Object.assign(offer, {
      prompt: () => {
        (window as Counted).promptCalls = ((window as Counted).promptCalls ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(offer);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * The app is running: home's own controls are there (the page's HTML already greets the user before any
 * script has run, so the greeting says nothing about the listener the offer needs).
 */
async function appRunning(page: Page, name = /Ida/): Promise<void> {
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solo Session', exact: true })).toBeVisible();
}

const promptCalls = (page: Page) => page.evaluate(() => (window as Counted).promptCalls);

test('the install banner shows when the browser offers installation; Not now persists; Install opens the prompt', async ({ page }) => {
  await signInByApi(page, uniqueEmail('install'), { withPreferences: true, firstName: 'Ida' });
  await page.goto('/');
  await appRunning(page);
  const banner = page.getByRole('complementary', { name: TITLE });
  await expect(banner).toHaveCount(0);

  await offerInstall(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(banner.getByText(TEXT, { exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Install' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Close' })).toBeVisible();
  // It sits above the tab bar, inside the shared layout (measured once its 12 px slide-in has ended: a box
  // taken mid-animation overlapped the tab bar by a pixel on a busy CI run).
  await banner.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const bannerBox = (await banner.boundingBox())!;
  const tabBarBox = (await page.getByRole('navigation').boundingBox())!;
  expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(tabBarBox.y + 1);
  await expectAccessible(page, 'install banner');

  // 'Not now' hides it, and a new offer after a reload stays hidden: the dismissal is stored on the device.
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await appRunning(page);
  await offerInstall(page);
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('forkcast.installBanner.dismissed'))).toBe('1');

  // On a device that never dismissed it, Install opens the browser's prompt once and the banner goes away.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await appRunning(page);
  await offerInstall(page);
  await banner.getByRole('button', { name: 'Install' }).click();
  await expect(banner).toHaveCount(0);
  expect(await promptCalls(page)).toBe(1);
});

test('the close control dismisses it for good, and an installed app (standalone) never shows it', async ({ page, context }) => {
  await signInByApi(page, uniqueEmail('install-close'), { withPreferences: true, firstName: 'Ivo' });
  await page.goto('/spotlight');
  await expect(page.getByRole('heading', { level: 1, name: 'Spotlight' })).toBeVisible();
  const banner = page.getByRole('complementary', { name: TITLE });
  await offerInstall(page);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Spotlight' })).toBeVisible();
  await offerInstall(page);
  await expect(banner).toHaveCount(0);

  // Running as the installed app: the page matches (display-mode: standalone) from its first script on.
  const installed = await context.newPage();
  await installed.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (query !== '(display-mode: standalone)') return real(query);
      const standalone = new EventTarget() as MediaQueryList;
      return Object.assign(standalone, { matches: true, media: query, onchange: null, addListener() {}, removeListener() {} });
    };
    localStorage.removeItem('forkcast.installBanner.dismissed');
  });
  await installed.goto('/');
  await appRunning(installed, /Ivo/);
  await offerInstall(installed);
  await expect(installed.getByRole('navigation')).toBeVisible();
  await expect(installed.getByRole('complementary', { name: TITLE })).toHaveCount(0);
  expect(await installed.evaluate(() => localStorage.getItem('forkcast.installBanner.dismissed'))).toBeNull();
});
