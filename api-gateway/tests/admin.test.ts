import { randomUUID } from 'node:crypto';
import { count, eq, isNotNull, ne } from 'drizzle-orm';
import { adminUserDetailSchema, adminUsersPageSchema, type AdminUser, type AdminUsersPage } from '@forkcast/contracts';
import { subscriptions, swipeSessionMembers, swipeSessions, users } from '../src/db/schema';
import { AdminRepository } from '../src/modules/admin/admin.repository';
import { AdminService } from '../src/modules/admin/admin.service';
import { ADMIN_EXIT, runAdminCommand } from '../src/cli/admin-command';
import { signIn, uniqueEmail } from './helpers/sign-in';
import { FakeRestaurantSource, ORIGIN, setTier, signInPartners, startSession, swipeCard } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

const LISTED_ADMIN = uniqueEmail('listed-admin');
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { ADMIN_EMAILS: `someone@else.test, ${LISTED_ADMIN.toUpperCase()}` },
    restaurantSource: new FakeRestaurantSource(),
  });
});

async function flagAdmin(userId: string, isAdmin = true) {
  await testApp.database.db.update(users).set({ isAdmin }).where(eq(users.id, userId));
}

async function signInAdmin() {
  const admin = await signIn(testApp);
  await flagAdmin(admin.user.id);
  return admin;
}

type Agent = Awaited<ReturnType<typeof signIn>>['agent'];

async function adminPage(agent: Agent, query: Record<string, string | number> = {}): Promise<AdminUsersPage> {
  const res = await agent.get('/api/admin/users').query(query).expect(200);
  return adminUsersPageSchema.parse(res.body);
}

/** Every user, fetched page by page at the largest page size, in the server's order. */
async function adminList(agent: Agent, query: Record<string, string | number> = {}): Promise<AdminUser[]> {
  const all: AdminUser[] = [];
  for (let page = 1; ; page += 1) {
    const body = await adminPage(agent, { ...query, page, pageSize: 100 });
    all.push(...body.users);
    if (page * body.pageSize >= body.total) return all;
  }
}

/** The one row found by searching its e-mail. */
async function rowByEmail(agent: Agent, email: string): Promise<AdminUser | undefined> {
  const body = await adminPage(agent, { q: email });
  expect(body.total).toBe(1);
  return body.users[0];
}

describe('GET /api/admin/users access', () => {
  it('answers 401 signed out and 403 to a signed-in user who is not an admin, without the list', async () => {
    const signedOut = await testApp.agent().get('/api/admin/users').expect(401);
    expect(signedOut.body).toEqual({ message: 'Unauthorized' });
    const user = await signIn(testApp);
    const forbidden = await user.agent.get('/api/admin/users').expect(403);
    expect(forbidden.body).toEqual({ message: 'Admins only' });
  });

  it('answers 200 to an admin by the stored flag and to one listed in ADMIN_EMAILS (any case)', async () => {
    const flagged = await signInAdmin();
    const listed = await signIn(testApp, LISTED_ADMIN);
    expect(listed.user.isAdmin).toBe(true);
    for (const admin of [flagged, listed]) {
      const res = await admin.agent.get('/api/admin/users').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = adminUsersPageSchema.parse(res.body);
      expect(body).toMatchObject({ page: 1, pageSize: 25, sort: 'createdAt', order: 'desc' });
      // Newest first by default: the admin who just signed in is on the first page.
      expect(body.users.some((row) => row.id === admin.user.id)).toBe(true);
    }
  });

  it('takes a revoked flag into account on the next request', async () => {
    const admin = await signInAdmin();
    await admin.agent.get('/api/admin/users').expect(200);
    await flagAdmin(admin.user.id, false);
    await admin.agent.get('/api/admin/users').expect(403);
  });
});

describe('GET /api/admin/users totals', () => {
  it('counts sessions started or joined and matches per user, in the contract shape', async () => {
    const before = (await adminPage((await signInAdmin()).agent)).stats;
    const { a, b, partnership } = await signInPartners(testApp);
    await setTier(testApp, b.user.id, 'monthly');
    const loner = await signIn(testApp);
    // a starts a partnered session, b joins it; both like card 1: a match for both.
    const together = await startSession(a.agent, a.user.id, partnership.id);
    const card = together.restaurants[0]!;
    for (const { agent, user } of [a, b]) {
      await agent
        .post(`/api/sessions/${together.session.id}/swipe`)
        .send({ userId: user.id, restaurantId: card.placeId, action: 'like', position: 1 })
        .expect(200);
    }
    // b also starts a solo session (no match possible), and a second partnered one without a match yet.
    await startSession(b.agent, b.user.id);
    await startSession(b.agent, b.user.id, partnership.id);

    const admin = await signInAdmin();
    expect(await rowByEmail(admin.agent, a.email)).toEqual({
      id: a.user.id,
      firstName: null,
      lastName: null,
      email: a.email,
      profileImageUrl: null,
      oauthProvider: null,
      subscriptionTier: 'free',
      totalSessions: 2,
      totalMatches: 1,
      createdAt: a.user.createdAt,
    });
    expect(await rowByEmail(admin.agent, b.email)).toMatchObject({ subscriptionTier: 'monthly', totalSessions: 3, totalMatches: 1 });
    expect(await rowByEmail(admin.agent, loner.email)).toMatchObject({ totalSessions: 0, totalMatches: 0 });
    // A walkthrough found 1 match in 3 sessions read "Total Matches 2 / Total Sessions 5". The spec's
    // sums stay (each member's), and each session and match is also counted once, for the cards to say so.
    const after = (await adminPage(admin.agent)).stats;
    expect(after.totalSessions - before.totalSessions).toBe(5);
    expect(after.totalMatches - before.totalMatches).toBe(2);
    expect(after.sessionsOnce! - before.sessionsOnce!).toBe(3);
    expect(after.matchesOnce! - before.matchesOnce!).toBe(1);
    // Newest accounts first.
    const times = (await adminList(admin.agent)).map((entry) => Date.parse(entry.createdAt!));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it('lists 2,000 users completely and correctly, page by page, with the platform totals over all of them', async () => {
    const db = testApp.database.db;
    const tag = randomUUID().slice(0, 8);
    const seeded = Array.from({ length: 2000 }, (_, i) => ({
      id: randomUUID(),
      email: `bulk-${tag}-${i}@example.com`,
      firstName: `Bulk${i}`,
      subscriptionTier: (i % 7 === 0 ? 'annual' : 'free') as 'annual' | 'free',
      oauthProvider: i % 11 === 0 ? 'google' : null,
      createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
    }));
    for (let i = 0; i < seeded.length; i += 500) await db.insert(users).values(seeded.slice(i, i + 500));

    // Sessions: user i starts i % 4 solo sessions; pairs (2k, 2k+1) with k % 3 === 0 share one session,
    // matched when k is even. The expected totals are counted here, independently of the SQL.
    const expected = new Map<string, { totalSessions: number; totalMatches: number }>(
      seeded.map((user) => [user.id, { totalSessions: 0, totalMatches: 0 }]),
    );
    const sessionRows: (typeof swipeSessions.$inferInsert)[] = [];
    const memberRows: (typeof swipeSessionMembers.$inferInsert)[] = [];
    const addSession = (memberIds: string[], matched: boolean) => {
      const id = randomUUID();
      sessionRows.push({
        id,
        createdBy: memberIds[0]!,
        latitude: ORIGIN.latitude,
        longitude: ORIGIN.longitude,
        filters: { priceRange: ['$'], dietaryRestrictions: [], radiusMiles: 5, minRating: null },
        status: matched ? 'completed' : 'active',
        matchedRestaurantId: matched ? 'fake:1' : null,
      });
      for (const userId of memberIds) {
        memberRows.push({ sessionId: id, userId });
        const totals = expected.get(userId)!;
        totals.totalSessions += 1;
        if (matched) totals.totalMatches += 1;
      }
    };
    seeded.forEach((user, i) => {
      for (let n = 0; n < i % 4; n += 1) addSession([user.id], false);
    });
    for (let k = 0; k < seeded.length / 2; k += 1) {
      if (k % 3 === 0) addSession([seeded[2 * k]!.id, seeded[2 * k + 1]!.id], k % 2 === 0);
    }
    for (let i = 0; i < sessionRows.length; i += 500) await db.insert(swipeSessions).values(sessionRows.slice(i, i + 500));
    for (let i = 0; i < memberRows.length; i += 1000) await db.insert(swipeSessionMembers).values(memberRows.slice(i, i + 1000));

    const admin = await signInAdmin();
    const list = await adminList(admin.agent);
    const [{ total } = { total: -1 }] = await db.select({ total: count() }).from(users);
    expect(list).toHaveLength(total);
    expect(new Set(list.map((row) => row.id)).size).toBe(total);

    const byId = new Map(list.map((row) => [row.id, row]));
    for (const user of seeded) {
      const row = byId.get(user.id);
      expect(row).toEqual({
        id: user.id,
        firstName: user.firstName,
        lastName: null,
        email: user.email,
        profileImageUrl: null,
        oauthProvider: user.oauthProvider,
        subscriptionTier: user.subscriptionTier,
        createdAt: user.createdAt.toISOString(),
        ...expected.get(user.id),
      });
    }
    const sum = (key: 'totalSessions' | 'totalMatches') => seeded.reduce((acc, user) => acc + byId.get(user.id)![key], 0);
    expect(sum('totalSessions')).toBe(memberRows.length);
    const matchedSessions = new Set(sessionRows.filter((session) => session.matchedRestaurantId).map((session) => session.id));
    expect(sum('totalMatches')).toBe(memberRows.filter((member) => matchedSessions.has(member.sessionId)).length);

    // The stat cards: over every user, whatever the page, page size or search (no lapsed subscription
    // exists yet in this file, so the stored tier is the tier in force).
    const [{ premium } = { premium: -1 }] = await db.select({ premium: count() }).from(users).where(ne(users.subscriptionTier, 'free'));
    const [{ members } = { members: -1 }] = await db.select({ members: count() }).from(swipeSessionMembers);
    const [{ matched } = { matched: -1 }] = await db
      .select({ matched: count() })
      .from(swipeSessionMembers)
      .innerJoin(swipeSessions, eq(swipeSessions.id, swipeSessionMembers.sessionId))
      .where(isNotNull(swipeSessions.matchedRestaurantId));
    // New accounts: the last 7 days and the 7 before (the Total Users card's trend), counted here by hand.
    const created = (await db.select({ createdAt: users.createdAt }).from(users)).map((row) => row.createdAt.getTime());
    const week = 7 * 24 * 60 * 60 * 1000;
    const askedAt = Date.now();
    const newUsers = created.filter((time) => time > askedAt - week).length;
    const previousNewUsers = created.filter((time) => time > askedAt - 2 * week && time <= askedAt - week).length;
    const sessionsOnce = new Set((await db.select({ id: swipeSessionMembers.sessionId }).from(swipeSessionMembers)).map((row) => row.id))
      .size;
    const matchesOnce = new Set(
      (
        await db
          .select({ id: swipeSessions.id })
          .from(swipeSessions)
          .innerJoin(swipeSessionMembers, eq(swipeSessions.id, swipeSessionMembers.sessionId))
          .where(isNotNull(swipeSessions.matchedRestaurantId))
      ).map((row) => row.id),
    ).size;
    const stats = {
      totalUsers: total,
      premiumUsers: premium,
      totalSessions: members,
      totalMatches: matched,
      sessionsOnce,
      matchesOnce,
      newUsers,
      previousNewUsers,
    };
    expect((await adminPage(admin.agent)).stats).toEqual(stats);
    const narrow = await adminPage(admin.agent, { q: `bulk-${tag}-1999@`, page: 1, pageSize: 1 });
    expect(narrow.total).toBe(1);
    expect(narrow.stats).toEqual(stats);
  });
});

describe('GET /api/admin/users paging, sorting and search', () => {
  /** Users only this test can find: every e-mail carries the tag. Oldest first by index. */
  async function seedTagged(
    rows: {
      first: string | null;
      last: string | null;
      local: string;
      tier?: 'free' | 'monthly' | 'annual';
      provider?: string | null;
      sessions?: number;
    }[],
  ) {
    const db = testApp.database.db;
    const tag = `t${randomUUID().slice(0, 8)}`;
    const seeded = rows.map((row, i) => ({
      id: randomUUID(),
      email: `${row.local}.${tag}@example.com`,
      firstName: row.first,
      lastName: row.last,
      subscriptionTier: row.tier ?? 'free',
      oauthProvider: row.provider ?? null,
      createdAt: new Date(Date.UTC(2024, 5, 1) + i * 60_000),
    }));
    await db.insert(users).values(seeded);
    for (const [i, row] of rows.entries()) {
      for (let n = 0; n < (row.sessions ?? 0); n += 1) {
        const id = randomUUID();
        await db.insert(swipeSessions).values({
          id,
          createdBy: seeded[i]!.id,
          latitude: ORIGIN.latitude,
          longitude: ORIGIN.longitude,
          filters: { priceRange: ['$'], dietaryRestrictions: [], radiusMiles: 5, minRating: null },
          status: 'active',
        });
        await db.insert(swipeSessionMembers).values({ sessionId: id, userId: seeded[i]!.id });
      }
    }
    return { tag, seeded };
  }

  const people = [
    { first: 'Ana', last: 'Lima', local: 'ana', tier: 'annual' as const, provider: 'google', sessions: 2 },
    { first: 'bob', last: 'Jones', local: 'zed', sessions: 5 },
    { first: null, last: null, local: 'anon', tier: 'monthly' as const, sessions: 0 },
    { first: 'Cleo', last: null, local: 'cleo', provider: 'apple', sessions: 1 },
  ];

  it('refuses a bad query with 400 and the reason, and bounds the page size', async () => {
    const admin = await signInAdmin();
    const bad: Record<string, string>[] = [
      { pageSize: '0' },
      { pageSize: '101' },
      { pageSize: '2.5' },
      { page: '0' },
      { page: '-1' },
      { page: 'abc' },
      { sort: 'password' },
      { sort: 'users.email; drop table users' },
      { order: 'up' },
      { q: 'x'.repeat(201) },
    ];
    for (const query of bad) {
      const res = await admin.agent.get('/api/admin/users').query(query).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await admin.agent.get('/api/admin/users?page=1&page=2').expect(400)).body.message).toEqual(expect.any(String));
    expect((await adminPage(admin.agent, { pageSize: 100 })).pageSize).toBe(100);
  });

  it('answers the requested page, and the last page for a page past the end', async () => {
    const admin = await signInAdmin();
    const { tag } = await seedTagged(people);
    const first = await adminPage(admin.agent, { q: tag, pageSize: 3, sort: 'createdAt', order: 'asc' });
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.users.map((row) => row.email)).toEqual([`ana.${tag}@example.com`, `zed.${tag}@example.com`, `anon.${tag}@example.com`]);
    const second = await adminPage(admin.agent, { q: tag, pageSize: 3, page: 2, sort: 'createdAt', order: 'asc' });
    expect(second.users.map((row) => row.email)).toEqual([`cleo.${tag}@example.com`]);
    const past = await adminPage(admin.agent, { q: tag, pageSize: 3, page: 99 });
    expect(past).toMatchObject({ page: 2, total: 4 });
    expect(past.users).toHaveLength(1);
    const none = await adminPage(admin.agent, { q: `${tag}-nobody`, page: 5 });
    expect(none).toMatchObject({ users: [], total: 0, page: 1 });
  });

  it('sorts by each whitelisted column, with the natural first order and missing names last', async () => {
    const admin = await signInAdmin();
    const { tag } = await seedTagged(people);
    const order = async (query: Record<string, string>) => {
      const body = await adminPage(admin.agent, { q: tag, ...query });
      return { order: body.order, locals: body.users.map((row) => row.email!.split('.')[0]) };
    };
    expect(await order({ sort: 'name' })).toEqual({ order: 'asc', locals: ['ana', 'zed', 'cleo', 'anon'] });
    expect(await order({ sort: 'name', order: 'desc' })).toEqual({ order: 'desc', locals: ['cleo', 'zed', 'ana', 'anon'] });
    expect(await order({ sort: 'email' })).toEqual({ order: 'asc', locals: ['ana', 'anon', 'cleo', 'zed'] });
    // No provider reads (and sorts) as the word 'email'; a tie falls back to newest first.
    expect(await order({ sort: 'provider' })).toEqual({ order: 'asc', locals: ['cleo', 'anon', 'zed', 'ana'] });
    expect(await order({ sort: 'subscriptionTier', order: 'desc' })).toEqual({ order: 'desc', locals: ['ana', 'anon', 'cleo', 'zed'] });
    expect(await order({ sort: 'totalSessions' })).toEqual({ order: 'desc', locals: ['zed', 'ana', 'cleo', 'anon'] });
    expect(await order({ sort: 'totalSessions', order: 'asc' })).toEqual({ order: 'asc', locals: ['anon', 'cleo', 'ana', 'zed'] });
    expect(await order({ sort: 'createdAt' })).toEqual({ order: 'desc', locals: ['cleo', 'anon', 'zed', 'ana'] });
  });

  it('searches name and e-mail case-insensitively, every word must appear, wildcards are literal', async () => {
    const admin = await signInAdmin();
    const { tag } = await seedTagged(people);
    const found = async (q: string) => (await adminList(admin.agent, { q, sort: 'email' })).map((row) => row.email!.split('.')[0]);
    expect(await found(tag.toUpperCase())).toEqual(['ana', 'anon', 'cleo', 'zed']);
    expect(await found(`BOB ${tag}`)).toEqual(['zed']);
    expect(await found(`  ana   LIMA ${tag} `)).toEqual(['ana']);
    expect(await found(`ZED.${tag.toUpperCase()}@EXAMPLE.COM`)).toEqual(['zed']);
    expect(await found(`AN ${tag}`)).toEqual(['ana', 'anon']);
    expect(await found(`%${tag}`)).toEqual([]);
    expect(await found(`an_ ${tag}`)).toEqual([]);
  });

  it('filters by plan and by provider, with the search, the total and paging following the filter', async () => {
    const admin = await signInAdmin();
    const { tag } = await seedTagged(people);
    const locals = async (query: Record<string, string | number>) => {
      const body = await adminPage(admin.agent, { q: tag, sort: 'email', order: 'asc', ...query });
      return { total: body.total, locals: body.users.map((row) => row.email!.split('.')[0]) };
    };
    expect(await locals({ plan: 'annual' })).toEqual({ total: 1, locals: ['ana'] });
    expect(await locals({ plan: 'monthly' })).toEqual({ total: 1, locals: ['anon'] });
    expect(await locals({ plan: 'free' })).toEqual({ total: 2, locals: ['cleo', 'zed'] });
    // 'email' is an account without an OAuth provider, as the table shows it.
    expect(await locals({ provider: 'email' })).toEqual({ total: 2, locals: ['anon', 'zed'] });
    expect(await locals({ provider: 'google' })).toEqual({ total: 1, locals: ['ana'] });
    expect(await locals({ provider: 'apple', plan: 'free' })).toEqual({ total: 1, locals: ['cleo'] });
    expect(await locals({ provider: 'apple', plan: 'annual' })).toEqual({ total: 0, locals: [] });
    // Paging within a filter.
    expect(await locals({ plan: 'free', pageSize: 1, page: 2 })).toEqual({ total: 2, locals: ['zed'] });
    // The stat cards stay platform-wide.
    const all = await adminPage(admin.agent);
    expect((await adminPage(admin.agent, { plan: 'annual', q: tag })).stats).toEqual(all.stats);
  });

  it('refuses an unknown plan or provider with 400', async () => {
    const admin = await signInAdmin();
    for (const query of [{ plan: 'gold' }, { provider: 'facebook' }, { plan: '' }]) {
      const res = await admin.agent.get('/api/admin/users').query(query).expect(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('answers 403 to a non-admin whatever the query, before reading it', async () => {
    const user = await signIn(testApp);
    for (const query of ['?page=1&pageSize=25&sort=createdAt&order=desc&q=ana', '?pageSize=1000', '?sort=password']) {
      expect((await user.agent.get(`/api/admin/users${query}`).expect(403)).body).toEqual({ message: 'Admins only' });
    }
    await testApp.agent().get('/api/admin/users?q=ana').expect(401);
  });
});

describe('admin command (npm run admin)', () => {
  function run(argv: ['grant' | 'revoke', string] | ['list']) {
    const out: string[] = [];
    const err: string[] = [];
    const service = new AdminService(new AdminRepository(testApp.database.db), testApp.config.adminEmails);
    const command = argv[0] === 'list' ? { name: 'list' as const } : { name: argv[0], email: argv[1] };
    return runAdminCommand(command, service, { out: (line) => out.push(line), err: (line) => err.push(line) }, 'the test database').then(
      (code) => ({ code, out, err }),
    );
  }

  it('grants and revokes admin on an existing user, which the API follows at once', async () => {
    const user = await signIn(testApp);
    await user.agent.get('/api/admin/users').expect(403);

    const granted = await run(['grant', user.email.toUpperCase()]);
    expect(granted).toEqual({ code: ADMIN_EXIT.ok, out: [`${user.email} is now an admin.`], err: [] });
    await user.agent.get('/api/admin/users').expect(200);
    expect((await user.agent.get('/api/auth/user').expect(200)).body.isAdmin).toBe(true);
    expect((await run(['grant', user.email])).out).toEqual([`${user.email} was already an admin; nothing changed.`]);

    const listed = await run(['list']);
    expect(listed.out).toContain(`${user.email}\t${user.user.id}\tgranted`);
    expect(listed.out).toContain('someone@else.test\t(has not signed in yet)\tADMIN_EMAILS (admin from the next verified sign-in)');

    const revoked = await run(['revoke', user.email]);
    expect(revoked).toEqual({ code: ADMIN_EXIT.ok, out: [`${user.email} is no longer an admin by grant.`], err: [] });
    await user.agent.get('/api/admin/users').expect(403);
    expect((await run(['list'])).out.some((line) => line.startsWith(`${user.email}\t`))).toBe(false);
  });

  it('fails clearly for an unknown e-mail, and for a revoke that ADMIN_EMAILS would grant again', async () => {
    const unknown = await run(['grant', 'nobody-here@example.com']);
    expect(unknown.code).toBe(ADMIN_EXIT.failed);
    expect(unknown.err[0]).toMatch(/^No user with the e-mail nobody-here@example.com in the test database\./);

    const listed = await signIn(testApp, LISTED_ADMIN);
    expect(listed.user.isAdmin).toBe(true);
    // The verified sign-in stored the flag: a revoke clears it at once, and the next sign-in sets it again.
    const revoked = await run(['revoke', LISTED_ADMIN]);
    expect(revoked.code).toBe(ADMIN_EXIT.failed);
    expect(revoked.out).toEqual([`${LISTED_ADMIN} is no longer an admin by grant.`]);
    expect(revoked.err).toEqual([
      `${LISTED_ADMIN} is listed in ADMIN_EMAILS and becomes an admin again at its next sign-in: remove it there and restart the gateway.`,
    ]);
    await listed.agent.get('/api/admin/users').expect(403);
    expect((await signIn(testApp, LISTED_ADMIN)).user.isAdmin).toBe(true);
  });
});

describe('admin list tiers', () => {
  it('shows the tier in force: a subscription cancelled at a period end that has passed reads free', async () => {
    const admin = await signInAdmin();
    const lapsed = await signIn(testApp);
    const active = await signIn(testApp);
    const { db } = testApp.database;
    await setTier(testApp, lapsed.user.id, 'monthly');
    await setTier(testApp, active.user.id, 'annual');
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 86_400_000);
    await db.insert(subscriptions).values([
      {
        userId: lapsed.user.id,
        plan: 'monthly',
        source: 'dev',
        status: 'active',
        currentPeriodEnd: past,
        cancelAtPeriodEnd: true,
        stateAt: past,
      },
      {
        userId: active.user.id,
        plan: 'annual',
        source: 'dev',
        status: 'active',
        currentPeriodEnd: future,
        cancelAtPeriodEnd: true,
        stateAt: past,
      },
    ]);
    expect((await rowByEmail(admin.agent, lapsed.email))?.subscriptionTier).toBe('free');
    expect((await rowByEmail(admin.agent, active.email))?.subscriptionTier).toBe('annual');
    // The premium count follows the tier in force too.
    const premiumBefore = (await adminPage(admin.agent)).stats.premiumUsers;
    await db.update(subscriptions).set({ currentPeriodEnd: past }).where(eq(subscriptions.userId, active.user.id));
    expect((await adminPage(admin.agent)).stats.premiumUsers).toBe(premiumBefore - 1);
  });
});

describe('admin stat cards: new users over a period', () => {
  it('counts the accounts of the last 7 days and of the 7 days before, for the trend', async () => {
    const admin = await signInAdmin();
    const before = (await adminPage(admin.agent)).stats;
    const day = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const tag = randomUUID().slice(0, 8);
    await testApp.database.db.insert(users).values(
      [3, 6.9, 7.1, 10, 13.9, 20].map((daysAgo, i) => ({
        id: randomUUID(),
        email: `period-${tag}-${i}@example.com`,
        createdAt: at(daysAgo),
      })),
    );
    const after = (await adminPage(admin.agent)).stats;
    expect(after.totalUsers - before.totalUsers).toBe(6);
    expect(after.newUsers - before.newUsers).toBe(2);
    expect(after.previousNewUsers - before.previousNewUsers).toBe(3);
  });
});

describe('GET /api/admin/users/:id (the user detail view)', () => {
  it("answers one user's row, subscription, partners and latest sessions with their matches", async () => {
    const admin = await signInAdmin();
    const { a, b, partnership } = await signInPartners(testApp);
    await setTier(testApp, a.user.id, 'annual'); // premium: more than one session a day
    // A partnered session that matches (both like card 0), and a solo one still going.
    const together = await startSession(a.agent, a.user.id, partnership.id);
    await swipeCard(a, together, 0, 'like').expect(200);
    await swipeCard(b, together, 0, 'like').expect(200);
    await startSession(a.agent, a.user.id);
    const future = new Date(Date.now() + 86_400_000);
    await testApp.database.db.insert(subscriptions).values({
      userId: a.user.id,
      plan: 'annual',
      source: 'dev',
      status: 'active',
      currentPeriodEnd: future,
      cancelAtPeriodEnd: false,
      stateAt: new Date(),
    });

    const res = await admin.agent.get(`/api/admin/users/${a.user.id}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const detail = adminUserDetailSchema.parse(res.body);
    expect(detail.user).toMatchObject({ id: a.user.id, email: a.email, subscriptionTier: 'annual', totalSessions: 2, totalMatches: 1 });
    expect(detail.subscription).toEqual({
      plan: 'annual',
      status: 'active',
      source: 'dev',
      currentPeriodEnd: future.toISOString(),
      cancelAtPeriodEnd: false,
    });
    expect(detail.partners).toEqual([expect.objectContaining({ id: b.user.id, email: b.email, endedAt: null })]);
    expect(detail.sessions).toHaveLength(2);
    const [solo, matched] = detail.sessions;
    expect(solo).toMatchObject({ partnered: false, status: 'active', matchedRestaurantName: null, matchedAt: null });
    expect(matched).toMatchObject({ id: together.session.id, partnered: true, matchedRestaurantName: together.restaurants[0]!.name });
    expect(matched!.matchedAt).not.toBeNull();

    // The partner's side: no subscription, the same partnership seen from there.
    const other = adminUserDetailSchema.parse((await admin.agent.get(`/api/admin/users/${b.user.id}`).expect(200)).body);
    expect(other.subscription).toBeNull();
    expect(other.partners.map((partner) => partner.id)).toEqual([a.user.id]);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, and 401/403 before either', async () => {
    const admin = await signInAdmin();
    expect((await admin.agent.get(`/api/admin/users/${randomUUID()}`).expect(404)).body).toEqual({ message: 'User not found' });
    await admin.agent.get('/api/admin/users/not-a-uuid').expect(400);
    const someone = await signIn(testApp);
    expect((await someone.agent.get(`/api/admin/users/${someone.user.id}`).expect(403)).body).toEqual({ message: 'Admins only' });
    await testApp.agent().get(`/api/admin/users/${someone.user.id}`).expect(401);
  });
});
