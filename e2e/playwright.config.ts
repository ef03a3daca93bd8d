import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The built production app, served by the real gateway on a fresh embedded database for each run.
const PORT = Number(process.env.E2E_PORT ?? 8181);
// The platform-wide specs' own gateway (see PLATFORM_WIDE).
const PLATFORM_PORT = PORT + 2;
const repoRoot = path.resolve(__dirname, '..');
const server = path.join(repoRoot, 'api-gateway/dist/server.js');
// Published remote versions for this run (empty: remotes are served from their build folders until a test publishes).
// Kept in the environment: workers re-evaluate this file and must see the runner's folder.
process.env.E2E_RELEASES_DIR ??= mkdtempSync(path.join(tmpdir(), 'forkcast-e2e-releases-'));
const releasesDir = process.env.E2E_RELEASES_DIR;
// The app gateway's: nothing is ever published there, so it serves the remotes' build folders.
process.env.E2E_APP_RELEASES_DIR ??= mkdtempSync(path.join(tmpdir(), 'forkcast-e2e-app-releases-'));
const appReleasesDir = process.env.E2E_APP_RELEASES_DIR;
// Gateways the specs start themselves (the dev remote, the log scan) inherit it: no spec reaches the internet.
process.env.RESTAURANT_SOURCE = 'catalog';

function gateway(port: number, releases: string) {
  return {
    command: `node ${server}`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      NODE_ENV: 'test',
      PUBLIC_URL: `http://localhost:${port}`,
      FORKCAST_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'forkcast-e2e-')),
      SESSION_SECRET: 'e2e-only-secret-not-used-anywhere-else-0123456789',
      ADMIN_EMAILS: 'admin@e2e.forkcast.test',
      // Every spec signs in from 127.0.0.1: the per-IP code limit (30 per 15 min) would cut the run short.
      OTP_REQUESTS_PER_IP: '1000',
      OTP_VERIFY_PER_IP: '1000',
      // Likewise the per-address budgets for costly calls and wrong invite codes; per-user limits stay as shipped.
      COSTLY_PER_IP_PER_MINUTE: '100000',
      INVITE_FAILURES_PER_WINDOW: '1000',
      LOG_LEVEL: 'warn',
      // No test reaches the internet: restaurants come from the bundled catalog.
      RESTAURANT_SOURCE: 'catalog',
      FORKCAST_RELEASES_DIR: releases,
    },
  };
}

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Specs that change or count what every page sees: publishing and rolling back mfe-admin (a page on /admin
 * elsewhere would get the new version mid-test), and the admin's platform totals (other specs add users while
 * it counts). They run one at a time on a gateway of their own (PLATFORM_PORT, serving the one releases folder
 * anything is published to), beside the other specs rather than after them, so no worker idles at the end. The
 * scan for secrets joins them because it reads the releases those specs publish.
 */
const PLATFORM_WIDE = /(independent-remotes|remote-routes|admin-dashboard|no-secrets)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Spec files are spread over the workers; the tests of one file run in order in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'app', testIgnore: PLATFORM_WIDE },
    { name: 'platform-wide', testMatch: PLATFORM_WIDE, workers: 1, use: { baseURL: `http://localhost:${PLATFORM_PORT}` } },
  ],
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/report.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    // A trace records every action (DOM snapshots, a screencast), a large share of the run's CPU on CI's two
    // cores (docs/decisions/test-run-time.md). CI keeps the failure screenshot and error context; a local run
    // keeps the trace of a failure.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // A failure keeps its screenshot. `npm run screenshots -w @forkcast/e2e -- <spec>` (E2E_SCREENSHOTS=1) keeps
    // each test's last screen too, for a person to look at; nothing compares screenshots.
    screenshot: process.env.E2E_SCREENSHOTS ? 'on' : 'only-on-failure',
  },
  webServer: [gateway(PORT, appReleasesDir), gateway(PLATFORM_PORT, releasesDir)],
  metadata: { releasesDir },
});
