import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { snap } from '../support/checks';

const repoRoot = path.resolve(__dirname, '../..');
const DENIED_TEXT = "You don't have permission to access this page";

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

function remotes(releasesDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, [path.join(repoRoot, 'scripts/remotes.mjs'), ...args], {
    env: { ...process.env, FORKCAST_RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });
}

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
  remotes(releasesDir, 'publish', 'mfe-admin');
  await page.goto('/admin');
  await expect(page.getByText(DENIED_TEXT)).toBeVisible();
  const manifest1 = await (await page.request.get('/mfe-manifest.json')).json();
  expect(manifest1.remotes.mfe_admin.entry).toMatch(/^\/remotes\/mfe-admin\/0\.1\.0-[0-9a-f]{10}\/remoteEntry\.js$/);

  // v2: a team changes a visible text in its remote and ships only that remote.
  const source = path.join(repoRoot, 'mfe-admin/src');
  const file = execFileSync('grep', ['-rl', DENIED_TEXT.replace("'", "&apos;"), source], { encoding: 'utf8' }).trim().split('\n')[0]
    || execFileSync('grep', ['-rl', "permission to access this page", source], { encoding: 'utf8' }).trim().split('\n')[0]!;
  const original = fs.readFileSync(file, 'utf8');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-admin-v2-'));
  try {
    fs.writeFileSync(file, original.replace(/permission to access this page/, 'permission to access this page (v2)'));
    execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', out], {
      cwd: path.join(repoRoot, 'mfe-admin'),
      stdio: 'ignore',
    });
  } finally {
    fs.writeFileSync(file, original);
  }
  remotes(releasesDir, 'publish', 'mfe-admin', '--from', out);

  await page.reload();
  await expect(page.getByText(/permission to access this page \(v2\)/)).toBeVisible();
  await snap(page, 'admin-v2-published');
  const manifest2 = await (await page.request.get('/mfe-manifest.json')).json();
  expect(manifest2.remotes.mfe_admin.entry).not.toBe(manifest1.remotes.mfe_admin.entry);

  remotes(releasesDir, 'rollback', 'mfe-admin');
  await page.reload();
  await expect(page.getByText(DENIED_TEXT)).toBeVisible();
  await expect(page.getByText(/\(v2\)/)).toHaveCount(0);

  // The shell was neither rebuilt nor restarted: its files are byte-for-byte the same.
  expect(hashTree(path.join(repoRoot, 'shell/dist'))).toBe(shellBefore);
});

test('with one remote down the shell and other tabs work; Retry brings it back; React loads once', async ({ page }) => {
  const reactDomDownloads = countReactDomDownloads(page);
  await signInByApi(page, uniqueEmail('down'), { withPreferences: true, firstName: 'Dora' });
  const dist = path.join(repoRoot, 'mfe-spotlight/dist');
  const hidden = `${dist}.hidden`;
  fs.renameSync(dist, hidden);
  try {
    await page.goto('/randomizer');
    await expect(page.getByText("This part of Forkcast couldn't load.")).toBeVisible();
    await expect(page.getByRole('navigation')).toBeVisible();
    await snap(page, 'remote-down-fallback');
    // Other remotes and the shell's own screens keep working in the same page.
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: /settings/i })).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByText(/Dora/).first()).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Randomizer' }).click();
    await expect(page.getByText("This part of Forkcast couldn't load.")).toBeVisible();
  } finally {
    fs.renameSync(hidden, dist);
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Randomizer' })).toBeVisible();
  expect(reactDomDownloads()).toBe(1);
});
