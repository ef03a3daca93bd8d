import crypto from 'node:crypto';
import request from 'supertest';
import { notifications } from '../src/db/schema';
import { signIn, uniqueEmail } from './helpers/sign-in';
import {
  FakeRestaurantSource,
  setPreferences,
  setTier,
  signInPartners,
  startBody,
  startSession,
  type Agent,
} from './helpers/swipe-fixtures';
import { listRoutes, type RouteRef } from './helpers/routes';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Authorization matrix: every /api route, read from the Express router itself, is called
 * signed out, as a stranger, as the owner's partner, as the owner and as an admin, with path params
 * and bodies pointing at the owner's real rows. A route missing from EXPECTED fails the suite.
 */

interface World {
  a: { agent: Agent; id: string; email: string };
  partnershipId: string;
  sessionId: string;
  firstCardId: string;
  spotlightId: string;
  notificationId: string;
  restaurantId: string;
}

type Access =
  /** Anyone, signed out included. */
  | 'public'
  /** Any signed-in user, on their own data (no owner id in the request): the body must still never show A's e-mail. */
  | 'signedIn'
  /** Acts on A's rows (ids in the path or the body): only A may, everyone else gets 403 or 404. */
  | 'owner'
  /** ADMIN_EMAILS only. */
  | 'admin';

interface Expectation {
  access: Access;
  params?: (w: World) => Record<string, string>;
  query?: Record<string, string>;
  body?: (w: World) => object;
  /** The partner B may legitimately act here (a shared session, the shared partnership). */
  sharedWithPartner?: boolean;
  /** Ends the caller's session: every role calls it from a fresh sign-in. */
  freshSession?: boolean;
  /** Owner phase order: destructive calls run after every read (higher runs later). */
  destructive?: number;
  /** Statuses the owner gets (default 2xx) when a valid call still cannot succeed. */
  ownerStatus?: number[];
  /** Dev-only tooling whose very purpose is to show mail (never mounted in production). */
  mayShowEmails?: boolean;
}

const session = (w: World) => ({ id: w.sessionId });

/** A browser's PushSubscription JSON for a loopback push service (allowed outside production). */
function pushSubscriptionBody() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
  return { endpoint: 'http://127.0.0.1:9/push/matrix', expirationTime: null, keys };
}

/** Keyed by "METHOD /path" exactly as the router declares it. */
const EXPECTED: Record<string, Expectation> = {
  // Provider webhooks: signatures, not cookies (404 while the provider is not configured).
  'POST /api/subscriptions/webhook': { access: 'public' },
  'POST /api/subscriptions/apple/notifications': { access: 'public' },
  'GET /api/health': { access: 'public' },
  'GET /api/ready': { access: 'public' },
  'POST /api/auth/email/request-otp': { access: 'public', body: () => ({}) },
  'POST /api/auth/email/verify-otp': { access: 'public', body: () => ({}) },
  'GET /api/auth/user': { access: 'signedIn' },
  'POST /api/auth/logout': { access: 'public', freshSession: true },
  'GET /api/auth/google': { access: 'public' },
  'GET /api/auth/google/callback': { access: 'public' },
  'PUT /api/users/:id': { access: 'owner', params: (w) => ({ id: w.a.id }), body: () => ({ firstName: 'Ann' }) },
  'PATCH /api/users/:id': { access: 'owner', params: (w) => ({ id: w.a.id }), body: () => ({ lastName: 'Owner' }) },
  'DELETE /api/users/:id': { access: 'owner', params: (w) => ({ id: w.a.id }), destructive: 9 },
  // The verified e-mail change: only the account itself may start, confirm or drop one.
  'POST /api/users/:id/email-change': {
    access: 'owner',
    params: (w) => ({ id: w.a.id }),
    body: () => ({ email: uniqueEmail('matrix-change') }),
  },
  'POST /api/users/:id/email-change/verify': {
    access: 'owner',
    params: (w) => ({ id: w.a.id }),
    body: () => ({ code: '000000' }),
    ownerStatus: [400],
  },
  'DELETE /api/users/:id/email-change': { access: 'owner', params: (w) => ({ id: w.a.id }), destructive: 3 },
  'POST /api/restaurants/geocode': { access: 'public', body: () => ({ zipCode: '19107' }) },
  'GET /api/geocode': { access: 'public', query: { zipCode: '19107' } },
  'POST /api/partnerships/invite': { access: 'owner', body: (w) => ({ userId: w.a.id }) },
  'POST /api/partnerships/accept': {
    access: 'owner',
    body: (w) => ({ userId: w.a.id, inviteCode: 'NOSUCHCODE' }),
    ownerStatus: [400, 404],
  },
  'GET /api/partnerships/user/:userId': { access: 'owner' },
  'GET /api/partnerships/invite/:token': { access: 'signedIn', params: () => ({ token: 'N'.repeat(43) }), ownerStatus: [404] },
  'DELETE /api/partnerships/:id': {
    access: 'owner',
    params: (w) => ({ id: w.partnershipId }),
    sharedWithPartner: true,
    destructive: 3,
  },
  // Starting a new session ends the fixture one: after the reads.
  'POST /api/sessions/start': { access: 'owner', body: (w) => startBody(w.a.id), destructive: 0.5 },
  'GET /api/sessions/user/:userId/history': { access: 'owner' },
  'GET /api/sessions/user/:userId/active': { access: 'owner' },
  'GET /api/sessions/user/:userId/in-progress': { access: 'owner' },
  // The fixture session is partnered and cards can still match, so even its members get 409.
  'POST /api/sessions/:id/end': { access: 'owner', params: session, body: () => ({}), sharedWithPartner: true, ownerStatus: [409] },
  // Its members may share it once it is decided; the fixture session is still going: 409.
  'POST /api/sessions/:id/share': { access: 'owner', params: session, body: () => ({}), sharedWithPartner: true, ownerStatus: [409] },
  'POST /api/sessions/:id/swipe': {
    access: 'owner',
    params: session,
    body: (w) => ({ userId: w.a.id, restaurantId: w.firstCardId, action: 'pass', position: 1 }),
  },
  // Undo of the owner's own last swipe (the fixture's pass on the first card, or nothing yet: 200 either way).
  'POST /api/sessions/:id/undo': {
    access: 'owner',
    params: session,
    body: (w) => ({ userId: w.a.id, restaurantId: w.firstCardId }),
    sharedWithPartner: false,
  },
  'GET /api/sessions/:id/swipes/:userId': { access: 'owner', params: session, sharedWithPartner: true },
  'GET /api/sessions/:id': { access: 'owner', params: session, sharedWithPartner: true },
  // Everyone's likes once the session is decided: the fixture session is still active, so members get 403 too.
  'GET /api/sessions/:id/ranking': { access: 'owner', params: session, sharedWithPartner: true, ownerStatus: [403] },
  'GET /api/restaurants/:id/insights': { access: 'signedIn', params: (w) => ({ id: w.restaurantId }) },
  // Compromises are for a finished session without a match; the fixture session is still active.
  'POST /api/sessions/:id/compromise': { access: 'owner', params: session, body: () => ({}), sharedWithPartner: true, ownerStatus: [409] },
  // Partnered fixture session: insights exist for solo sessions only.
  'GET /api/sessions/:id/insights': { access: 'owner', params: session, sharedWithPartner: true, ownerStatus: [404] },
  // Guests by link: any member of a paying host's session makes a link and reads the guest list; only the
  // host removes a guest (none in the fixture: 404). Joining is signed out; /guests/me answers guests only.
  'POST /api/sessions/:id/guest-link': { access: 'owner', params: session, body: () => ({}), sharedWithPartner: true },
  'GET /api/sessions/:id/guests': { access: 'owner', params: session, sharedWithPartner: true },
  'DELETE /api/sessions/:id/guests/:guestId': {
    access: 'owner',
    params: (w) => ({ id: w.sessionId, guestId: crypto.randomUUID() }),
    ownerStatus: [404],
  },
  'POST /api/guests/join': { access: 'public', body: () => ({}) },
  'GET /api/guests/me': { access: 'signedIn', ownerStatus: [404] },
  'GET /api/notifications': { access: 'signedIn' },
  'PATCH /api/notifications/read-all': { access: 'signedIn' },
  'PATCH /api/notifications/:id/read': { access: 'owner', params: (w) => ({ id: w.notificationId }) },
  // Web Push: the key is public; devices and switches are always the caller's own.
  'GET /api/push/vapid-public-key': { access: 'public' },
  'POST /api/push/subscriptions': { access: 'signedIn', body: () => pushSubscriptionBody() },
  'DELETE /api/push/subscriptions': { access: 'signedIn', body: () => ({ endpoint: 'http://127.0.0.1:9/push/matrix' }) },
  'GET /api/push/settings': { access: 'signedIn' },
  'PATCH /api/push/settings': { access: 'signedIn', body: () => ({ match: true }) },
  'GET /api/subscriptions/status': { access: 'signedIn' },
  // The owner is premium (set directly), with no provider subscription: checkout, portal and cancel answer 409.
  'POST /api/subscriptions/create-checkout': { access: 'signedIn', body: () => ({ plan: 'monthly' }), ownerStatus: [409] },
  'POST /api/subscriptions/portal': { access: 'signedIn', body: () => ({}), ownerStatus: [409] },
  'POST /api/subscriptions/cancel': { access: 'signedIn', body: () => ({}), ownerStatus: [409] },
  'GET /api/admin/users': { access: 'admin' },
  'GET /api/admin/users/:id': { access: 'admin', params: (w) => ({ id: w.a.id }) },
  'POST /api/favorites': {
    access: 'owner',
    body: (w) => ({ userId: w.a.id, restaurantId: w.restaurantId, restaurantName: 'Fake Place 1' }),
  },
  'GET /api/favorites/user/:userId': { access: 'owner' },
  'GET /api/favorites/:userId/:restaurantId/check': { access: 'owner' },
  'DELETE /api/favorites/:userId/:restaurantId': { access: 'owner', destructive: 1 },
  'GET /api/spotlight/new-restaurants': { access: 'signedIn' },
  'GET /api/spotlight/user/:userId': { access: 'owner' },
  'POST /api/spotlight': {
    access: 'owner',
    body: (w) => ({ userId: w.a.id, restaurantId: 'fake:2', restaurantName: 'Fake Place 2' }),
  },
  'PATCH /api/spotlight/:id': {
    access: 'owner',
    params: (w) => ({ id: w.spotlightId }),
    body: (w) => ({ userId: w.a.id, status: 'visited' }),
  },
  'DELETE /api/spotlight/:userId/:restaurantId': { access: 'owner', destructive: 2 },
  'POST /api/restaurants/random': {
    access: 'signedIn',
    body: () => ({ cuisines: [], priceRange: ['$$'], zipCode: '19107', radiusMiles: 5, minRating: 3 }),
  },
  'POST /api/cache/refresh-restaurants': { access: 'signedIn', body: () => ({ latitude: 39.9524, longitude: -75.1636 }) },
  // Public for generated cuisine illustrations; a source photo needs a user (checked separately below).
  'GET /api/restaurants/photo/:ref': { access: 'public', params: () => ({ ref: 'cuisine:italian' }) },
  'GET /api/restaurants/availability': { access: 'signedIn', query: { zipCode: '19107', radiusMiles: '5' } },
  'GET /api/restaurants/:id': { access: 'signedIn', params: (w) => ({ id: w.restaurantId }) },
  'GET /api/dev/outbox': { access: 'public', mayShowEmails: true },
};

type Role = 'signedOut' | 'stranger' | 'partner' | 'owner' | 'admin';

let testApp: TestApp;
let world: World;
let routes: RouteRef[];
const roleEmails: Partial<Record<Role, string>> = {};
const roleAgents: Partial<Record<Role, Agent>> = {};

beforeAll(async () => {
  const adminEmail = uniqueEmail('admin');
  testApp = await createTestApp({ env: { ADMIN_EMAILS: adminEmail }, restaurantSource: new FakeRestaurantSource() });
  const { a, b, partnership } = await signInPartners(testApp);
  await setTier(testApp, a.user.id, 'premium');
  await setPreferences(testApp, a.user.id, {});
  const stranger = await signIn(testApp);
  const admin = await signIn(testApp, adminEmail);
  expect(admin.user.isAdmin).toBe(true);

  const started = await startSession(a.agent, a.user.id, partnership.id);
  const restaurantId = 'fake:1';
  await a.agent.post('/api/favorites').send({ userId: a.user.id, restaurantId, restaurantName: 'Fake Place 1' }).expect(201);
  const spot = await a.agent.post('/api/spotlight').send({ userId: a.user.id, restaurantId, restaurantName: 'Fake Place 1' }).expect(201);
  const [note] = await testApp.database.db
    .insert(notifications)
    .values({ userId: a.user.id, type: 'match', data: { note: 'fixture' } })
    .returning({ id: notifications.id });

  world = {
    a: { agent: a.agent, id: a.user.id, email: a.email },
    partnershipId: partnership.id,
    sessionId: started.session.id,
    firstCardId: started.restaurants[0]!.placeId,
    spotlightId: spot.body.id,
    notificationId: note!.id,
    restaurantId,
  };
  Object.assign(roleAgents, { signedOut: testApp.agent(), stranger: stranger.agent, partner: b.agent, owner: a.agent, admin: admin.agent });
  Object.assign(roleEmails, { stranger: stranger.email, partner: b.email, owner: a.email, admin: adminEmail });
  routes = listRoutes(testApp.app).filter((route) => route.path.startsWith('/api/'));
});

/** Proves the e-mail leak check can see the address at all (the owner's own answers show it). */
let ownerSawOwnEmail = false;

const keyOf = (route: RouteRef) => `${route.method} ${route.path}`;

function concretePath(route: RouteRef, expectation: Expectation): string {
  const params: Record<string, string> = {
    userId: world.a.id,
    restaurantId: world.restaurantId,
    ...expectation.params?.(world),
  };
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${keyOf(route)}: no fixture value for :${name}`);
    return encodeURIComponent(value);
  });
  const query = expectation.query ? `?${new URLSearchParams(expectation.query).toString()}` : '';
  return `${path}${query}`;
}

async function call(role: Role, route: RouteRef, expectation: Expectation) {
  let agent = roleAgents[role]!;
  if (expectation.freshSession && role !== 'signedOut') agent = (await signIn(testApp, roleEmails[role])).agent;
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const req = agent[method](concretePath(route, expectation));
  const body = expectation.body?.(world);
  return body === undefined ? req : req.send(body);
}

const is2xx = (status: number) => status >= 200 && status < 300;

function check(role: Role, route: RouteRef, expectation: Expectation, res: request.Response, problems: string[]): void {
  const where = `${role} ${keyOf(route)} → ${res.status}`;
  const text = `${res.text ?? ''}`.toLowerCase();
  if (res.status >= 500) problems.push(`${where}: server error ${res.text}`);
  if (role === 'signedOut') {
    if (expectation.access === 'public' ? res.status === 401 : res.status !== 401)
      problems.push(`${where}: expected ${expectation.access === 'public' ? 'no 401' : '401'}`);
    if (!expectation.mayShowEmails && text.includes(world.a.email.toLowerCase())) problems.push(`${where}: shows the owner's e-mail`);
    return;
  }
  if (role === 'owner' && text.includes(world.a.email.toLowerCase())) ownerSawOwnEmail = true;
  if (role === 'owner' && expectation.access !== 'public') {
    const wanted = expectation.access === 'admin' ? [403] : expectation.ownerStatus;
    if (wanted ? !wanted.includes(res.status) : !is2xx(res.status))
      problems.push(`${where}: owner expected ${wanted?.join('/') ?? '2xx'} (${res.text.slice(0, 200)})`);
    return;
  }
  // stranger, partner, admin: never A's data.
  const leaks = !expectation.mayShowEmails && text.includes(world.a.email.toLowerCase());
  switch (expectation.access) {
    case 'public':
    case 'signedIn':
      if (res.status === 401) problems.push(`${where}: signed-in caller refused`);
      if (leaks) problems.push(`${where}: shows the owner's e-mail`);
      break;
    case 'owner':
      if (role === 'partner' && expectation.sharedWithPartner) break;
      if (![403, 404].includes(res.status)) problems.push(`${where}: expected 403 or 404 on the owner's ids`);
      if (leaks) problems.push(`${where}: shows the owner's e-mail`);
      break;
    case 'admin':
      if (role === 'admin' ? !is2xx(res.status) : res.status !== 403)
        problems.push(`${where}: expected ${role === 'admin' ? '2xx' : '403'}`);
      break;
  }
}

describe('authorization matrix', () => {
  it('reads every /api route from the router', () => {
    // A broken walker (prefixes lost, nested routers skipped) fails here loudly.
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map(keyOf)).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/admin/users', 'DELETE /api/users/:id']));
  });

  it('has a matrix entry for every route and no stale entries', () => {
    const keys = routes.map(keyOf);
    const missing = keys
      .filter((key) => !EXPECTED[key])
      .map((key) => `${key}: add it to the matrix (EXPECTED in tests/authorization-matrix.test.ts)`);
    const stale = Object.keys(EXPECTED)
      .filter((key) => !keys.includes(key))
      .map((key) => `${key}: in the matrix but no longer routed`);
    expect([...missing, ...stale]).toEqual([]);
  });

  it("signed out → 401 except the public allowlist; others → 403/404 on the owner's ids; admin-only → 403 for non-admins", async () => {
    const problems: string[] = [];
    const known = routes.filter((route) => EXPECTED[keyOf(route)]);
    for (const role of ['signedOut', 'stranger', 'partner', 'admin'] as const) {
      for (const route of known) {
        const expectation = EXPECTED[keyOf(route)]!;
        // The partner may really end the shared partnership: only the owner phase runs that.
        if (role === 'partner' && expectation.sharedWithPartner && expectation.destructive) continue;
        check(role, route, expectation, await call(role, route, expectation), problems);
      }
    }
    // The owner last, destructive calls after every read (account deletion at the very end).
    const ownerOrder = [...known].sort((x, y) => (EXPECTED[keyOf(x)]!.destructive ?? 0) - (EXPECTED[keyOf(y)]!.destructive ?? 0));
    for (const route of ownerOrder) {
      const expectation = EXPECTED[keyOf(route)]!;
      check('owner', route, expectation, await call('owner', route, expectation), problems);
    }
    expect(problems).toEqual([]);
    expect(ownerSawOwnEmail).toBe(true);
  });

  it('a source photo (not an illustration) needs a signed-in user', async () => {
    await request(testApp.app).get('/api/restaurants/photo/places%2Fabc%2Fphotos%2Fxyz').expect(401);
  });
});

/**
 * Google linking × who is asking: the Google callback is public, so the matrix above can only
 * say "no 401". Who ends up in which account is decided by the e-mail states on both sides.
 */
describe('Google linking matrix', () => {
  type State = { googleVerified: boolean; accountVerified: boolean | 'no account'; expect: 'linked' | 'new account' | 'refused' };
  const ROWS: State[] = [
    { googleVerified: true, accountVerified: true, expect: 'linked' },
    { googleVerified: true, accountVerified: false, expect: 'refused' },
    { googleVerified: false, accountVerified: true, expect: 'refused' },
    { googleVerified: false, accountVerified: false, expect: 'refused' },
    { googleVerified: true, accountVerified: 'no account', expect: 'new account' },
    { googleVerified: false, accountVerified: 'no account', expect: 'refused' },
  ];

  it.each(ROWS)('Google verified $googleVerified × account verified $accountVerified → $expect', async (row) => {
    const { eq } = await import('drizzle-orm');
    const { users } = await import('../src/db/schema');
    let profile = { subject: '', email: '', emailVerified: row.googleVerified };
    const app = await createTestApp({
      google: {
        start: async () => ({ url: 'https://accounts.google.com/x', codeVerifier: 'v', state: 's', nonce: 'n' }),
        finish: async () => profile,
      },
    });
    let existingId: string | undefined;
    let email = uniqueEmail('gmatrix');
    if (row.accountVerified !== 'no account') {
      const owner = await signIn(app);
      existingId = owner.user.id;
      email = owner.email;
      if (!row.accountVerified) await app.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, owner.user.id));
    }
    profile = { subject: `sub-${email}`, email, emailVerified: row.googleVerified };
    const browser = app.agent();
    await browser.get('/api/auth/google').expect(302);
    const landed = (await browser.get('/api/auth/google/callback?code=c&state=s').expect(302)).headers.location;
    const me = await browser.get('/api/auth/user');
    if (row.expect === 'refused') {
      expect(landed).toBe('/auth?error=google_failed');
      expect(me.status).toBe(401);
      if (existingId) {
        const [stored] = await app.database.db.select().from(users).where(eq(users.id, existingId));
        expect(stored!.oauthSubject).toBeNull();
      }
    } else {
      expect(landed).toBe('/');
      expect(me.body).toMatchObject({ email, oauthProvider: 'google', emailVerified: true });
      if (row.expect === 'linked') expect(me.body.id).toBe(existingId);
    }
  });
});
