import { execFile } from 'node:child_process';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { packageRoot } from '../src/paths';
import { favorites, partnerships, spotlightEntries, swipeSessions, users } from '../src/db/schema';
import { loadCatalog } from '../src/modules/restaurants/catalog/load-catalog';
import { SEED_DOMAIN, SEED_MARKER_EMAIL, seedDemoData, seedRefusal } from '../src/cli/seed-demo-data';
import { createTestApp, type TestApp } from './helpers/test-app';

// `npm run seed`: demo data for a development database, through the gateway's own API.
let testApp: TestApp;
beforeAll(async () => {
  // The seed signs in 32 accounts from one address: the shipped per-address limit is 30 codes a window.
  testApp = await createTestApp({ env: { OTP_REQUESTS_PER_IP: '1000', OTP_VERIFY_PER_IP: '1000' } });
});

async function counts() {
  const { db } = testApp.database;
  const seeded = like(users.email, `%@${SEED_DOMAIN}`);
  const [[u], [p], [s], [f], tiers, spotlight] = await Promise.all([
    db.select({ n: count() }).from(users).where(seeded),
    db.select({ n: count() }).from(partnerships),
    db.select({ n: count() }).from(swipeSessions).where(eq(swipeSessions.status, 'completed')),
    db.select({ n: count() }).from(favorites),
    db.select({ tier: users.subscriptionTier, n: count() }).from(users).where(seeded).groupBy(users.subscriptionTier),
    db.select({ status: spotlightEntries.status, n: count() }).from(spotlightEntries).groupBy(spotlightEntries.status),
  ]);
  return {
    users: u!.n,
    partnerships: p!.n,
    finishedSessions: s!.n,
    favorites: f!.n,
    tiers: Object.fromEntries(tiers.map((t) => [t.tier, t.n])),
    spotlight: Object.fromEntries(spotlight.map((row) => [row.status, row.n])),
  };
}

const isSeeded = async () => (await testApp.database.db.select().from(users).where(eq(users.email, SEED_MARKER_EMAIL))).length > 0;

it('seeds every plan, partners, finished sessions with matches, favourites and Spotlight lists; a second run changes nothing', async () => {
  const first = await seedDemoData(testApp.app, isSeeded);
  expect(first.alreadySeeded).toBe(false);
  expect(first.matches).toBe(3);
  const after = await counts();
  expect(after.users).toBeGreaterThanOrEqual(30);
  expect(after.partnerships).toBe(3);
  expect(after.finishedSessions).toBeGreaterThanOrEqual(first.sessions);
  expect(after.favorites).toBeGreaterThan(0);
  expect(Object.keys(after.tiers).sort()).toEqual(['annual', 'free', 'monthly']);
  // Spotlight has both lists, of real restaurants: every entry is a place of the bundled catalog, named as there.
  expect(after.spotlight).toEqual({ to_go: expect.any(Number), visited: expect.any(Number) });
  expect((after.spotlight.to_go ?? 0) + (after.spotlight.visited ?? 0)).toBe(first.spotlight);
  const catalog = await loadCatalog(undefined, { areas: ['philadelphia'] });
  const entries = await testApp.database.db.select().from(spotlightEntries);
  for (const entry of entries)
    expect({ id: entry.restaurantId, name: catalog.byId.get(entry.restaurantId)?.name }).toEqual({
      id: entry.restaurantId,
      name: entry.restaurantName,
    });

  const second = await seedDemoData(testApp.app, isSeeded);
  expect(second.alreadySeeded).toBe(true);
  expect(await counts()).toEqual(after);
}, 120_000);

it('refuses production and databases that do not look like development ones', () => {
  expect(seedRefusal({ isProduction: true, databaseUrl: undefined })).toMatch(/NODE_ENV is production/);
  expect(seedRefusal({ isProduction: false, databaseUrl: 'postgres://app@db.example.com:5432/forkcast' })).toMatch(
    /does not look like a development database/,
  );
  expect(seedRefusal({ isProduction: false, databaseUrl: 'postgres://postgres@127.0.0.1:5432/forkcast_prod' })).toMatch(
    /does not look like/,
  );
  expect(seedRefusal({ isProduction: false, databaseUrl: 'postgres://postgres@127.0.0.1:5432/forkcast' })).toBeNull();
  expect(seedRefusal({ isProduction: false, databaseUrl: undefined })).toBeNull();
});

it('npm run seed exits 2 in production, before reading any configuration or database', async () => {
  const tsx = path.join(require.resolve('tsx/package.json'), '..', 'dist', 'cli.mjs');
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
  };
  const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile(process.execPath, [tsx, 'src/cli/seed.ts'], { cwd: packageRoot, env, timeout: 60_000 }, (error, _stdout, stderr) =>
      resolve({ code: typeof error?.code === 'number' ? error.code : error ? -1 : 0, stderr }),
    );
  });
  expect(result).toEqual({ code: 2, stderr: expect.stringContaining('NODE_ENV is production') });
}, 60_000);
