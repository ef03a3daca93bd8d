import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp, type AppDeps } from '../../src/app';
import { loadConfig, type AppConfig, type Env } from '../../src/config';
import type { Database } from '../../src/db/database';
import { createHttpServer } from '../../src/http-server';
import { createLogger } from '../../src/logger';
import { getTestDatabase } from './test-database';

export interface TestApp {
  app: ReturnType<typeof createApp>['app'];
  config: AppConfig;
  database: Database;
  /** The composed app (the live channel, the session middleware). */
  forkcast: ReturnType<typeof createApp>;
  /** A cookie-keeping client (a browser tab). */
  agent(): ReturnType<typeof request.agent>;
}

export const TEST_SECRET = 'test-session-secret-0123456789abcdef';

/** A static root with a tiny built shell and one built remote. */
export function createStaticFixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-static-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><html><head><title>Forkcast</title></head><body><div id="root"></div></body></html>');
  // The shell's server build: a stand-in that shows what each page was handed.
  write('shell/dist/server/pages.mjs', fs.readFileSync(path.join(__dirname, 'shell-pages-stand-in.mjs'), 'utf8'));
  write('shell/dist/main.0123456789.js', 'console.log("shell")');
  write('shell/dist/sw.js', 'self.addEventListener("fetch", () => {})');
  write('shell/dist/manifest.webmanifest', '{"name":"Forkcast"}');
  write('shell/dist/icons/icon-192.png', 'png');
  write('mfe-swipe/dist/remoteEntry.js', 'var mfe_swipe;');
  write('mfe-swipe/dist/mf-manifest.json', '{}');
  write('mfe-swipe/dist/src_routes.abcdef0123.js', 'export {}');
  return root;
}

let defaultStaticRoot: string | undefined;
const openApps: { close(): void }[] = [];
afterAll(() => {
  for (const app of openApps.splice(0)) app.close();
});

/** The gateway on this file's fresh database, with a test config (override any env var). */
export async function createTestApp(
  options: { env?: Env } & Partial<
    Pick<AppDeps, 'now' | 'mailer' | 'geocoding' | 'google' | 'restaurantSource' | 'liveEvents' | 'redis' | 'pushResolve'>
  > = {},
): Promise<TestApp> {
  const { env = {}, ...seams } = options;
  defaultStaticRoot ??= createStaticFixture();
  const loaded = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    // No test reaches the internet: the bundled catalog answers unless a test points OVERPASS_URL at its fake.
    RESTAURANT_SOURCE: 'catalog',
    // Every request in a test file comes from 127.0.0.1; the per-IP limit has its own test.
    OTP_REQUESTS_PER_IP: '500',
    // Likewise for the abuse limits (tests/abuse-limits.test.ts runs them at their defaults): a test file
    // starts many sessions and tries wrong invite codes from one address within a minute.
    COSTLY_PER_IP_PER_MINUTE: '100000',
    COSTLY_PER_USER_PER_MINUTE: '100000',
    INVITE_FAILURES_PER_WINDOW: '100000',
    FORKCAST_DATA_DIR: path.join(os.tmpdir(), 'forkcast-test-data'),
    STATIC_ROOT: defaultStaticRoot,
    // Production refuses to start without it; the suites that run in production mode don't test links.
    ...(env.NODE_ENV === 'production' ? { PUBLIC_URL: 'http://localhost:8080' } : {}),
    ...env,
  });
  const config: AppConfig = { ...loaded, sessionSecret: loaded.sessionSecret ?? TEST_SECRET };
  const database = await getTestDatabase();
  const forkcast = createApp({ config, database, logger: createLogger(config), ...seams });
  // One listening server per app, which every agent talks to. Handed the app itself, supertest would listen
  // on a new ephemeral port for each request; the fuzzing suites' thousands of requests, on two engines at
  // once, then ran the loopback out of ports (EADDRINUSE) while closed ones sat in TIME_WAIT.
  const server = createHttpServer(forkcast.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  openApps.push(forkcast, {
    close: () => {
      server.close();
      server.closeAllConnections();
    },
  });
  return { app: forkcast.app, config, database, forkcast, agent: () => request.agent(server) };
}
