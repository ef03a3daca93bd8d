import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { DENIED_TEXT, NEW_PREFIX, hashTree, mfeAdminV2, remotesCli, repoRoot } from '../support/remote-releases';

// docs/architecture.md › Routes belong to the remotes: a remote's new screen ships with the remote alone.

/** What any unknown path shows a signed-in user: a redirect home. */
async function expectUnknownPath(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Rae' })).toBeVisible();
}

test('a remote version that adds routes serves them with no shell or gateway rebuild; rollback removes them', async ({
  page,
}, testInfo) => {
  // At most one production build of mfe-admin (~20-60 s on the 2-core machine; shared with independent-remotes).
  test.setTimeout(240_000);
  const releasesDir = testInfo.config.metadata.releasesDir as string;
  const shellBefore = hashTree(path.join(repoRoot, 'shell/dist'));
  const gatewayBefore = hashTree(path.join(repoRoot, 'api-gateway/dist'));

  // v1: mfe-admin as built. Neither new path exists yet.
  remotesCli(releasesDir, 'publish', 'mfe-admin');
  await signInByApi(page, uniqueEmail('routes'), { withPreferences: true, firstName: 'Rae' });
  await expectUnknownPath(page, '/whats-new');
  await expectUnknownPath(page, '/admin/reports');

  // v2: the team adds the screens in its remote and ships only the remote.
  expect(remotesCli(releasesDir, 'publish', 'mfe-admin', '--from', mfeAdminV2(releasesDir))).toContain('paths: /admin, /whats-new');
  const manifest = await (await page.request.get('/mfe-manifest.json')).json();
  expect(manifest.remotes.mfe_admin.prefixes).toContainEqual(NEW_PREFIX);

  await page.goto('/whats-new');
  await expect(page.getByRole('heading', { level: 1, name: "What's new in Forkcast" })).toBeVisible();
  // The manifest put it in the tab layout: the shell's header and tab bar are around it.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expect(page).toHaveURL(/\/whats-new$/);
  // A tab away and back: the shell's router reaches it without a reload.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Rae' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: "What's new in Forkcast" })).toBeVisible();

  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin reports' })).toBeVisible();
  // Unknown under the prefix: still what an unknown path shows.
  await expectUnknownPath(page, '/admin/reports/2025');

  // Rollback: the new paths are gone again; the remote's old screen still works.
  remotesCli(releasesDir, 'rollback', 'mfe-admin');
  await expectUnknownPath(page, '/whats-new');
  await expectUnknownPath(page, '/admin/reports');
  await page.goto('/admin');
  await expect(page.getByText(DENIED_TEXT)).toBeVisible();

  // Neither the shell nor the gateway was rebuilt: their files are byte-for-byte the same.
  expect(hashTree(path.join(repoRoot, 'shell/dist'))).toBe(shellBefore);
  expect(hashTree(path.join(repoRoot, 'api-gateway/dist'))).toBe(gatewayBefore);
});
