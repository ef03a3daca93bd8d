import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { startByApi } from '../support/sessions-api';

// `npm run dev:remote -- <remote>` (scripts/dev-remote.mjs): a remote's dev build inside the shell's dev build,
// with the e2e gateway reused. The page is opened at 127.0.0.1 while the command wires everything up at
// localhost: the remote's dev server used to refuse that as cross-site (403). An edit of the remote's source
// reaches the open page as a hot update with React Fast Refresh: no reload, and a dialog open in the remote
// stays open.
const repoRoot = path.resolve(__dirname, '../..');
const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
// Ports of their own: no-secrets.spec.ts runs its SMTP and HTTP fakes on E2E_PORT + 5 to + 7, maybe at the same
// time in the other worker. Sharing + 6 once had a browser talk HTTP to that SMTP server: a blank page until
// the 5-minute timeout. Each test its own pair, so one test's servers still shutting down never meet the next.
const PORTS = {
  'mfe-swipe': { shell: E2E_PORT + 10, remote: E2E_PORT + 11 },
  'mfe-account': { shell: E2E_PORT + 12, remote: E2E_PORT + 13 },
};
/** Ready in 16–17 s warm on the 2-core machine; a hang says so with the command's output, not a bare timeout. */
const READY_WITHIN_MS = 150_000;

interface Running {
  child: ChildProcess;
  shellUrl: string;
  output: () => string;
  readyIn: number;
}

/** Starts the command and resolves once it prints the URL to open. */
async function devRemote(remote: string, gatewayUrl: string, shellPort: number, remotePort: number): Promise<Running> {
  const t0 = Date.now();
  const child = spawn(
    'npm',
    [
      'run',
      'dev:remote',
      '--',
      remote,
      '--gateway-url',
      gatewayUrl,
      '--shell-port',
      String(shellPort),
      '--remote-port',
      String(remotePort),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const shellUrl = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const opened = /^open (http\S+)/m.exec(output);
      if (opened) {
        clearInterval(timer);
        resolve(opened[1]!.replace(/\/$/, ''));
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`dev:remote exited with ${child.exitCode}:\n${output.slice(-3000)}`));
      } else if (Date.now() - t0 > READY_WITHIN_MS) {
        clearInterval(timer);
        reject(new Error(`dev:remote printed no URL within ${READY_WITHIN_MS} ms:\n${output.slice(-3000)}`));
      }
    }, 250);
  });
  return { child, shellUrl, output: () => output, readyIn: Date.now() - t0 };
}

function stopDevRemote(running: Running | undefined) {
  if (running?.child.pid && running.child.exitCode === null) process.kill(-running.child.pid, 'SIGTERM');
}

test.describe.configure({ mode: 'serial' });

// What a test started and changed, undone in afterEach: a test that times out never reaches its own
// `finally`, and used to leave its dev servers on their ports (the next run found them taken) and could
// leave the edited source behind.
let running: Running | undefined;
let restoreSource: (() => void) | undefined;

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern; it needs none.
test.afterEach(async ({}, testInfo) => {
  restoreSource?.();
  restoreSource = undefined;
  // What the command printed (webpack's builds, the URL), shown with a failure.
  if (running) await testInfo.attach('dev:remote output', { body: running.output(), contentType: 'text/plain' });
  stopDevRemote(running);
  running = undefined;
});

test('dev:remote mfe-swipe: the dev build swipes inside the shell, and an edit arrives with its state kept', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const gatewayUrl = testInfo.project.use.baseURL!;
  const file = path.join(repoRoot, 'mfe-swipe/src/features/swipe/components/swipe-actions.tsx');
  const original = readFileSync(file, 'utf8');
  restoreSource = () => writeFileSync(file, original);
  running = await devRemote('mfe-swipe', gatewayUrl, PORTS['mfe-swipe'].shell, PORTS['mfe-swipe'].remote);
  testInfo.annotations.push({ type: 'dev:remote ready (ms)', description: String(running.readyIn) });
  const shellUrl = running.shellUrl.replace('localhost', '127.0.0.1');

  const context = await browser.newContext({ baseURL: shellUrl, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const user = await signInByApi(page, uniqueEmail('devremote'), { withPreferences: true, firstName: 'Dee' });
  await startByApi(page, user.id);

  // The manifest served by the shell's dev server points at the remote's dev server, on the page's origin.
  const manifest = (await (await page.request.get('/mfe-manifest.json')).json()) as { remotes: Record<string, { entry: string }> };
  expect(manifest.remotes.mfe_swipe!.entry).toBe('/__remote/mfe-swipe/remoteEntry.js');
  const entry = page.waitForResponse((res) => res.url().endsWith('/__remote/mfe-swipe/remoteEntry.js'), { timeout: 60_000 });
  await page.goto('/swipe');
  expect((await entry).status()).toBe(200);

  // A swipe in the remote's dev build.
  await expect(page.getByTestId('swipe-progress')).toHaveText(/\b1 \/ \d+$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByTestId('swipe-progress')).toHaveText(/\b2 \/ \d+$/);

  // State that only React holds: the details dialog, opened in the remote's SwipeSession.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByRole('button', { name: 'View details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  const edited = original.replace('label="View details"', 'label="Details, edited live"');
  expect(edited).not.toBe(original);
  const t0 = Date.now();
  writeFileSync(file, edited);
  await expect(page.locator('[aria-label="Details, edited live"]')).toBeAttached({ timeout: 60_000 });
  testInfo.annotations.push({ type: 'edit visible (ms)', description: String(Date.now() - t0) });

  // No reload, and the dialog stayed open through the update (Fast Refresh, not a remount).
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('swipe-progress')).toHaveText(/\b2 \/ \d+$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Details, edited live' })).toBeVisible();
  expect(running.output()).not.toMatch(/Cannot apply update|full reload/i);
  expect(errors).toEqual([]);
  await context.close();
});

test('dev:remote mfe-account: its dev build renders Settings inside the shell', async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  running = await devRemote('mfe-account', testInfo.project.use.baseURL!, PORTS['mfe-account'].shell, PORTS['mfe-account'].remote);
  testInfo.annotations.push({ type: 'dev:remote ready (ms)', description: String(running.readyIn) });
  const context = await browser.newContext({ baseURL: running.shellUrl, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInByApi(page, uniqueEmail('devaccount'), { withPreferences: true, firstName: 'Ace' });
  const entry = page.waitForResponse((res) => res.url().endsWith('/__remote/mfe-account/remoteEntry.js'), { timeout: 60_000 });
  await page.goto('/settings');
  expect((await entry).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 30_000 });
  await context.close();
});
