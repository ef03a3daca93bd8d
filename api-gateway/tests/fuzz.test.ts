import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { listRoutes, type RouteRef } from './helpers/routes';
import { signIn } from './helpers/sign-in';
import {
  FakeRestaurantSource,
  ORIGIN,
  setPreferences,
  setTier,
  signInPartners,
  startBody,
  startSession,
  type Agent,
} from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Fuzzing: every mutating /api endpoint gets RUNS malformed bodies, and every route with path params RUNS
 * malformed params/queries, all as a signed-in owner. Never a 5xx, the process keeps answering, the owner
 * stays signed in, and no table gains or loses a row.
 *
 * RUNS is 100 per route in `npm test` (about 18,000 requests; 200 took 136 s of the CI run's jest time, the
 * longest file by far, close to its own timeouts). `FUZZ_RUNS=1000 npx jest tests/fuzz.test.ts` goes deeper.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes that act on the owner's rows whatever the body says (sign-out, deletions): fuzzed by params only, with junk ids. */
const BODY_IGNORED_DESTRUCTIVE = new Set([
  'POST /api/auth/logout',
  'DELETE /api/users/:id',
  'DELETE /api/partnerships/:id',
  'DELETE /api/favorites/:userId/:restaurantId',
  'DELETE /api/spotlight/:userId/:restaurantId',
]);

let testApp: TestApp;
let owner: { agent: Agent; id: string };
let ids: Record<string, string>;
let routes: RouteRef[];
let snapshot: Record<string, number>;

async function query<T>(statement: SQL): Promise<T[]> {
  return ((await testApp.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Row count of every table of this database's schema. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await query<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await query<{ count: number }>(sql`select count(*)::int as count from ${sql.identifier(table)}`);
    counts[table] = Number(row?.count ?? 0);
  }
  return counts;
}

// ---- generators -------------------------------------------------------------------------------

const unicode = fc.string({ unit: 'grapheme', maxLength: 40 });
const huge = fc.string({ maxLength: 5 }).map((s) => `${s}${'Ω'.repeat(20_000)}`);
const weirdText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u0000abc',
  '\uD800',
  '%00',
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>',
  '💥'.repeat(50),
  'null',
  'NaN',
  '1e309',
);
const invalidUuid = fc.oneof(
  fc.uuid().map((u) => `${u}x`),
  fc.uuid().map((u) => u.slice(1)),
  fc.uuid().map((u) => u.replaceAll('-', '')),
  fc.uuid().map((u) => `${u.slice(0, 8)}\u0000${u.slice(9)}`),
  fc.constantFrom('00000000-0000-0000-0000-00000000000g', '{}', '[]'),
);
const leaf = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, -1e308),
  unicode,
  weirdText,
  invalidUuid,
);
const nested = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(unicode, tie('node'), { maxKeys: 4 }),
  ),
})).node;
const junk = fc.oneof(leaf, huge, nested);

/** Keys the endpoints read, so junk lands where the schemas look, plus prototype-pollution keys. */
const FIELD_NAMES = [
  'userId',
  'email',
  'otp',
  'inviteCode',
  'partnershipId',
  'location',
  'latitude',
  'longitude',
  'filters',
  'restaurantId',
  'restaurantName',
  'restaurantPrice',
  'restaurantRating',
  'restaurantCuisine',
  'restaurantVicinity',
  'status',
  'action',
  'position',
  'plan',
  'zipCode',
  'cuisines',
  'priceRange',
  'radiusMiles',
  'minRating',
  'firstName',
  'lastName',
  'phone',
  'preferences',
  'signedPayload',
  'isAdmin',
  'subscriptionTier',
];
const POLLUTION = ['__proto__', 'constructor', 'prototype'];
const key = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.constantFrom(...POLLUTION), unicode);

/** A raw request body (JSON text, or deliberately broken text) sent as application/json. */
const rawBody: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constant(undefined),
  junk.map((value) => JSON.stringify(value) ?? 'null'),
  fc.dictionary(key, junk, { maxKeys: 8 }).map((value) => JSON.stringify(value)),
  // Prototype pollution by text (JSON.parse creates an own "__proto__" key).
  fc
    .tuple(fc.constantFrom(...POLLUTION), fc.constantFrom(...FIELD_NAMES), junk)
    .map(
      ([pollute, field, value]) =>
        `{"${pollute}":{"polluted":true,"isAdmin":true,"prototype":{"polluted":true}},"${field}":${JSON.stringify(value) ?? 'null'}}`,
    ),
  // Broken JSON.
  fc.constantFrom('{', '{"userId":', '[1,2', '{"a":1}}', 'undefined', "{'a':1}", '\u0000', '{"a":"\\u0000"}', '{"a":"\\uD800"}'),
  unicode,
);

// ---- fixture world ----------------------------------------------------------------------------

beforeAll(async () => {
  testApp = await createTestApp({
    env: { OTP_REQUESTS_PER_IP: '1000000', OTP_VERIFY_PER_IP: '1000000', OTP_REQUESTS_PER_EMAIL: '1000000' },
    restaurantSource: new FakeRestaurantSource(),
  });
  const { a, b, partnership } = await signInPartners(testApp);
  await setTier(testApp, a.user.id, 'premium');
  await setPreferences(testApp, a.user.id, {});
  await signIn(testApp); // a stranger, so the users table has someone else in it
  const started = await startSession(a.agent, a.user.id, partnership.id);
  await a.agent.post('/api/favorites').send({ userId: a.user.id, restaurantId: 'fake:1', restaurantName: 'Fake Place 1' }).expect(201);
  const spot = await a.agent
    .post('/api/spotlight')
    .send({ userId: a.user.id, restaurantId: 'fake:1', restaurantName: 'Fake Place 1' })
    .expect(201);
  owner = { agent: a.agent, id: a.user.id };
  ids = {
    partnerId: b.user.id,
    partnershipId: partnership.id,
    sessionId: started.session.id,
    spotlightId: spot.body.id,
    firstCardId: started.restaurants[0]!.placeId,
  };
  // The owner's guest link: asking again replaces it, so malformed bodies sent there change no row count.
  await a.agent.post(`/api/sessions/${started.session.id}/guest-link`).send({}).expect(201);
  routes = listRoutes(testApp.app).filter((route) => route.path.startsWith('/api/'));
  snapshot = await rowCounts();
});

afterAll(() => {
  // Nothing polluted Object.prototype along the way.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
});

/** encodeURIComponent, except that a lone surrogate goes out as its (invalid UTF-8) CESU bytes instead of throwing. */
function encodeSegment(value: string): string {
  return Array.from(value)
    .map((ch) => (/^[\uD800-\uDFFF]$/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
    .join('');
}

const keyOf = (route: RouteRef) => `${route.method} ${route.path}`;

/** The owner's real ids for a route's params (so a body reaches its schema). */
function realPath(route: RouteRef): string {
  const real: Record<string, string> = { userId: owner.id, restaurantId: 'fake:1', ref: 'cuisine:italian' };
  if (route.path.startsWith('/api/sessions/')) real.id = ids.sessionId!;
  else if (route.path.startsWith('/api/spotlight/')) real.id = ids.spotlightId!;
  else if (route.path.startsWith('/api/partnerships/')) real.id = ids.partnershipId!;
  else if (route.path.startsWith('/api/users/')) real.id = owner.id;
  else real.id = 'fake:1';
  return route.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(real[name]!));
}

async function send(method: string, path: string, body: string | undefined) {
  const req = owner.agent[method.toLowerCase() as 'post'](path);
  return body === undefined ? req : req.set('Content-Type', 'application/json').send(body);
}

function failureOf(route: string, status: number, detail: string): string | undefined {
  return status >= 500 ? `${route} → ${status} for ${detail.slice(0, 300)}` : undefined;
}

async function stillUp(): Promise<void> {
  await owner.agent.get('/api/health').expect(200);
  await owner.agent.get('/api/auth/user').expect(200);
  expect(await rowCounts()).toEqual(snapshot);
}

describe('fuzzing', () => {
  it('finds the mutating endpoints through the router', () => {
    expect(routes.filter((route) => MUTATING.has(route.method)).length).toBeGreaterThan(20);
  });

  describe('malformed bodies', () => {
    const cases = () => routes.filter((route) => MUTATING.has(route.method) && !BODY_IGNORED_DESTRUCTIVE.has(keyOf(route)));
    it(`every mutating JSON endpoint survives ${RUNS} malformed bodies with no 5xx and no row change`, async () => {
      const failures: string[] = [];
      for (const route of cases()) {
        const path = realPath(route);
        await fc.assert(
          fc.asyncProperty(rawBody, async (body) => {
            const res = await send(route.method, path, body);
            const failure = failureOf(keyOf(route), res.status, `${body?.slice(0, 200)} → ${res.text}`);
            if (failure) failures.push(failure);
            // Collected (all of them, with their inputs) and asserted after the run.
            return true;
          }),
          { numRuns: RUNS },
        );
      }
      expect(failures).toEqual([]);
      await stillUp();
    }, 120_000);
  });

  describe('malformed params and queries', () => {
    const segment = fc.oneof(
      invalidUuid,
      unicode.filter((s) => s.length > 0),
      weirdText.filter((s) => s.length > 0),
      fc.string({ minLength: 301, maxLength: 400 }),
      fc.uuid(),
    );
    const queryArb = fc.dictionary(
      fc.constantFrom('limit', 'status', 'maxWidth', 'zipCode', 'to', '__proto__', 'constructor'),
      fc.oneof(unicode, weirdText, fc.integer().map(String)),
      { maxKeys: 3 },
    );

    it(`every route with params or a query survives ${RUNS} malformed values with no 5xx and no row change`, async () => {
      const failures: string[] = [];
      const targets = routes.filter(
        (route) => route.path.includes(':') || ['GET /api/geocode', 'GET /api/dev/outbox'].includes(keyOf(route)),
      );
      for (const route of targets) {
        const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
        await fc.assert(
          fc.asyncProperty(
            fc.array(segment, { minLength: names.length, maxLength: names.length }),
            queryArb,
            async (values, queryValues) => {
              // Random uuids are never the owner's ids (the destructive routes must not hit real rows).
              let index = 0;
              const path = route.path.replace(/:(\w+)/g, () => encodeSegment(values[index++]!));
              const search = new URLSearchParams(queryValues).toString();
              const method =
                route.method === 'GET' ||
                route.method === 'DELETE' ||
                route.method === 'POST' ||
                route.method === 'PUT' ||
                route.method === 'PATCH'
                  ? route.method
                  : 'GET';
              const res = await send(method, search ? `${path}?${search}` : path, route.method === 'GET' ? undefined : '{}');
              const failure = failureOf(keyOf(route), res.status, `${path}?${search} → ${res.text}`);
              if (failure) failures.push(failure);
              // Collected (all of them, with their inputs) and asserted after the run.
              return true;
            },
          ),
          { numRuns: RUNS },
        );
      }
      expect(failures).toEqual([]);
      await stillUp();
    }, 120_000);
  });

  describe("valid shape, invalid values (the owner's own ids: still nothing may be written)", () => {
    const notString = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(unicode, { maxLength: 3 }),
      fc.dictionary(unicode, unicode, { maxKeys: 3 }),
    );
    const badText = (max: number) =>
      fc.oneof(
        notString,
        fc.constantFrom('', '   '),
        fc.string({ minLength: 1, maxLength: 5 }).map((s) => `${s}${'é'.repeat(max + 1)}`),
        fc.string({ maxLength: 5 }).map((s) => `${s}\u0000x`),
      );
    const badInt = (min: number, max: number) =>
      fc.oneof(
        fc.integer({ max: min - 1 }),
        fc.integer({ min: max + 1 }),
        fc.double({ min: min + 0.01, max: max - 0.01, noNaN: true }).filter((n) => !Number.isInteger(n)),
        fc.constantFrom('2', true, [], {}),
      );
    const badUserId = fc.oneof(invalidUuid, notString, fc.uuid());
    const outOfRange = (min: number, max: number) =>
      fc.oneof(
        fc.double({ min: max + 0.001, max: 1e12, noNaN: true }),
        fc.double({ max: min - 0.001, min: -1e12, noNaN: true }),
        fc.constantFrom('2', true, [], {}, null),
      );
    const lat = fc.oneof(
      fc.double({ min: 90.0001, max: 1e9, noNaN: true }),
      fc.double({ max: -90.0001, min: -1e9, noNaN: true }),
      fc.constantFrom('39.9', null, {}),
    );

    const snapshotFields = () => ({ restaurantId: 'fake:77', restaurantName: 'Nowhere' });
    type Case = { key: string; path: () => string; valid: () => Record<string, unknown>; invalid: Record<string, fc.Arbitrary<unknown>> };
    const cases: Case[] = [
      {
        key: 'POST /api/favorites',
        path: () => '/api/favorites',
        valid: () => ({ userId: owner.id, ...snapshotFields() }),
        invalid: {
          userId: badUserId,
          restaurantId: badText(300),
          restaurantName: badText(200),
          restaurantPrice: badInt(1, 4),
          restaurantRating: badInt(0, 50),
          restaurantCuisine: fc.oneof(
            fc.integer(),
            fc.array(unicode),
            fc.string({ minLength: 1, maxLength: 3 }).map((s) => `${s}${'x'.repeat(101)}`),
          ),
        },
      },
      {
        key: 'POST /api/spotlight',
        path: () => '/api/spotlight',
        valid: () => ({ userId: owner.id, ...snapshotFields() }),
        invalid: {
          userId: badUserId,
          restaurantId: badText(300),
          restaurantName: badText(200),
          restaurantPrice: badInt(1, 4),
          status: fc.oneof(
            notString,
            unicode.filter((s) => s !== 'to_go'),
          ),
        },
      },
      {
        key: 'POST /api/sessions/start',
        path: () => '/api/sessions/start',
        valid: () => startBody(owner.id),
        invalid: {
          userId: badUserId,
          partnershipId: fc.oneof(invalidUuid, fc.integer(), fc.uuid()),
          location: fc.oneof(
            notString,
            lat.map((latitude) => ({ latitude, longitude: ORIGIN.longitude })),
          ),
          filters: fc.oneof(
            notString,
            outOfRange(1, 25).map((radiusMiles) => ({ priceRange: ['$$'], radiusMiles })),
          ),
        },
      },
      {
        key: 'POST /api/sessions/:id/swipe',
        path: () => `/api/sessions/${ids.sessionId}/swipe`,
        valid: () => ({ userId: owner.id, restaurantId: ids.firstCardId, action: 'like', position: 1 }),
        invalid: {
          userId: badUserId,
          restaurantId: badText(300),
          action: fc.oneof(
            notString,
            unicode.filter((s) => s !== 'like' && s !== 'pass'),
          ),
          position: badInt(1, 1000),
        },
      },
      {
        key: 'POST /api/partnerships/invite',
        path: () => '/api/partnerships/invite',
        valid: () => ({ userId: owner.id }),
        invalid: { userId: badUserId },
      },
      {
        key: 'POST /api/partnerships/accept',
        path: () => '/api/partnerships/accept',
        valid: () => ({ userId: owner.id, inviteCode: 'NOSUCHCODE' }),
        invalid: { userId: badUserId, inviteCode: fc.oneof(badText(32), unicode) },
      },
      {
        key: 'PATCH /api/spotlight/:id',
        path: () => `/api/spotlight/${ids.spotlightId}`,
        valid: () => ({ userId: owner.id, status: 'visited' }),
        invalid: {
          userId: badUserId,
          status: fc.oneof(
            notString,
            unicode.filter((s) => s !== 'visited'),
          ),
        },
      },
      {
        key: 'PUT /api/users/:id',
        path: () => `/api/users/${owner.id}`,
        valid: () => ({}),
        invalid: {
          email: fc.oneof(
            notString,
            unicode.filter((s) => !s.includes('@')),
          ),
          phone: fc.oneof(fc.integer(), fc.constantFrom('abc', '<1>', '1'.repeat(31))),
          firstName: fc.oneof(
            fc.integer(),
            fc.constantFrom('Ann\u0000', '\u0000'),
            fc.string({ minLength: 61, maxLength: 80 }).filter((s) => s.trim().length > 60),
          ),
        },
      },
      {
        key: 'POST /api/restaurants/random',
        path: () => '/api/restaurants/random',
        valid: () => ({ cuisines: [], priceRange: ['$$'], zipCode: '19107', radiusMiles: 5, minRating: 3 }),
        invalid: {
          zipCode: fc.oneof(
            notString,
            unicode.filter((s) => !/^\d{5}$/.test(s)),
          ),
          radiusMiles: badInt(1, 25),
          priceRange: fc.oneof(notString, fc.constant([])),
          minRating: fc.oneof(
            fc.constantFrom(0, 6, 3.3, '3'),
            notString.filter((v) => typeof v !== 'number'),
          ),
        },
      },
      {
        key: 'POST /api/cache/refresh-restaurants',
        path: () => '/api/cache/refresh-restaurants',
        valid: () => ({ latitude: ORIGIN.latitude, longitude: ORIGIN.longitude }),
        invalid: { latitude: lat },
      },
      {
        key: 'POST /api/subscriptions/create-checkout',
        path: () => '/api/subscriptions/create-checkout',
        valid: () => ({ plan: 'monthly' }),
        invalid: {
          plan: fc.oneof(
            notString,
            unicode.filter((s) => s !== 'monthly' && s !== 'annual'),
          ),
        },
      },
    ];

    it(`${RUNS} one-field-wrong bodies per endpoint: 4xx, never a write`, async () => {
      const known = new Set(routes.map(keyOf));
      const failures: string[] = [];
      for (const testCase of cases) {
        expect(known).toContain(testCase.key);
        const fields = Object.keys(testCase.invalid);
        const arb = fc.constantFrom(...fields).chain((field) => testCase.invalid[field]!.map((value) => ({ field, value })));
        await fc.assert(
          fc.asyncProperty(arb, async ({ field, value }) => {
            const body = JSON.stringify({ ...testCase.valid(), [field]: value });
            const res = await send(testCase.key.split(' ')[0]!, testCase.path(), body);
            const ok = res.status >= 400 && res.status < 500;
            if (!ok)
              failures.push(`${testCase.key} ${field}=${JSON.stringify(value)?.slice(0, 100)} → ${res.status} ${res.text.slice(0, 200)}`);
            return true;
          }),
          { numRuns: RUNS },
        );
      }
      expect(failures).toEqual([]);
      await stillUp();
    }, 120_000);
  });
});
