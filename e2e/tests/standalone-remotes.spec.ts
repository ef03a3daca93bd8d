import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// Each remote runs alone (`npm run dev -w <remote>`): its own dev server and the small harness that mounts
// its screens inside the shell's providers, proxying /api to a running gateway (here the e2e gateway).
const repoRoot = path.resolve(__dirname, '../..');
const REMOTES = [
  { folder: 'mfe-admin', port: 3104, path: '/admin', heading: 'Access Denied' },
  { folder: 'mfe-account', port: 3103, path: '/subscribe', heading: 'Upgrade to Premium' },
  { folder: 'mfe-spotlight', port: 3102, path: '/randomizer', heading: 'Randomizer' },
  // /match without a real match goes home, so the standalone check renders a screen that stands alone.
  { folder: 'mfe-swipe', port: 3101, path: '/no-match', heading: 'No Match' },
];

/** Until the dev server answers `url` (not listening while it starts); a dev server that exits is named. */
async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) return `dev server exited with ${child.exitCode}`;
        return fetch(url).then(
          (res) => (res.ok ? 'up' : `answered ${res.status}`),
          () => 'not listening yet',
        );
      },
      { message: `${url} did not come up`, timeout: 120_000, intervals: [250, 500] },
    )
    .toBe('up');
}

for (const remote of REMOTES) {
  test(`${remote.folder} runs standalone and renders ${remote.path}`, async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    // As `npm run dev` runs it (hot updates on): the same modules the dev-server check of `npm test` compiled,
    // so this start reads most of them from the webpack cache (with --no-hot it missed it and compiled afresh).
    const child = spawn('npx', ['webpack', 'serve', '--mode', 'development', '--port', String(remote.port)], {
      cwd: path.join(repoRoot, remote.folder),
      env: { ...process.env, GATEWAY_URL: testInfo.project.use.baseURL },
      stdio: 'ignore',
      detached: true,
    });
    try {
      await waitForServer(`http://localhost:${remote.port}/`, child);
      // The entry other apps load in dev mode (MFE_*_URL on the gateway points here).
      expect((await fetch(`http://localhost:${remote.port}/remoteEntry.js`)).ok).toBe(true);
      await page.goto(`http://localhost:${remote.port}${remote.path}`);
      await expect(page.getByRole('heading', { name: remote.heading }).first()).toBeVisible({ timeout: 30_000 });
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
  });
}
