import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { DENIED_TEXT, hashTree, mfeAdminV2, remotesCli, repoRoot } from '../support/remote-releases';

/** Counts the JavaScript files the page downloaded that contain React DOM's internals. */
function countReactDomDownloads(page: Page): () => number {
  let count = 0;
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js') || !res.ok()) return;
    const body = await res.text().catch(() => '');
    if (body.includes('__reactContainer$')) count += 1;
  });
  return () => count;
}

test.describe.configure({ mode: 'serial' });

test('a new version of one remote is published and rolled back without touching the shell', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const releasesDir = testInfo.config.metadata.releasesDir as string;
  const shellBefore = hashTree(path.join(repoRoot, 'shell/dist'));

  // v1: the remote as built.
  remotesCli(releasesDir, 'publish', 'mfe-admin');
  await page.goto('/admin');
  await expect(page.getByText(DENIED_TEXT)).toBeVisible();
  const manifest1 = await (await page.request.get('/mfe-manifest.json')).json();
  expect(manifest1.remotes.mfe_admin.entry).toMatch(/^\/remotes\/mfe-admin\/0\.1\.0-[0-9a-f]{10}\/remoteEntry\.js$/);

  // v2: a team changes a visible text in its remote and ships only that remote (built from a copy).
  remotesCli(releasesDir, 'publish', 'mfe-admin', '--from', mfeAdminV2(releasesDir));

  await page.reload();
  await expect(page.getByText(/permission to access this page \(v2\)/)).toBeVisible();
  const manifest2 = await (await page.request.get('/mfe-manifest.json')).json();
  expect(manifest2.remotes.mfe_admin.entry).not.toBe(manifest1.remotes.mfe_admin.entry);

  remotesCli(releasesDir, 'rollback', 'mfe-admin');
  await page.reload();
  await expect(page.getByText(DENIED_TEXT)).toBeVisible();
  await expect(page.getByText(/\(v2\)/)).toHaveCount(0);

  // The shell was neither rebuilt nor restarted: its files are byte-for-byte the same.
  expect(hashTree(path.join(repoRoot, 'shell/dist'))).toBe(shellBefore);
});

test.describe('one remote down', () => {
  // Its files are made unreachable in the browser (requests aborted), not moved on disk; with no service
  // worker in between, every request of the page goes through that interception.
  test.use({ serviceWorkers: 'block' });

  test('with one remote down the shell and other tabs work; Retry brings it back; React loads once', async ({ page }) => {
    const reactDomDownloads = countReactDomDownloads(page);
    await signInByApi(page, uniqueEmail('down'), { withPreferences: true, firstName: 'Dora' });
    const spotlightFiles = '**/remotes/mfe-spotlight/**';
    await page.route(spotlightFiles, (route) => route.abort('connectionrefused'));
    await page.goto('/randomizer');
    await expect(page.getByText("This part of Forkcast couldn't load.")).toBeVisible();
    await expect(page.getByRole('navigation')).toBeVisible();
    // Other remotes and the shell's own screens keep working in the same page.
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: /settings/i })).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByText(/Dora/).first()).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Randomizer' }).click();
    await expect(page.getByText("This part of Forkcast couldn't load.")).toBeVisible();

    await page.unroute(spotlightFiles);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Randomizer' })).toBeVisible();
    expect(reactDomDownloads()).toBe(1);
  });
});
