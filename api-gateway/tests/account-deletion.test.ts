import { sql, type SQL } from 'drizzle-orm';
import request from 'supertest';
import { partnershipListSchema, sessionHistorySchema, type StartSessionResponse } from '@forkcast/contracts';
import { favorites, spotlightEntries } from '../src/db/schema';
import { latestCode, signIn } from './helpers/sign-in';
import {
  FakeRestaurantSource,
  RecordingLiveEvents,
  fakePlaces,
  setPreferences,
  setTier,
  signInPartners,
  startSession,
  swipeCard,
  type Side,
} from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const live = new RecordingLiveEvents();
beforeAll(async () => {
  t = await createTestApp({ restaurantSource: new FakeRestaurantSource(fakePlaces(3)), liveEvents: live });
});

async function swipeAll(side: Side, started: StartSessionResponse, action: 'like' | 'pass') {
  for (const index of started.restaurants.keys()) {
    const res = await swipeCard(side, started, index, action);
    // A match ends the session early; later cards answer 409.
    if (res.status === 409) return;
    expect(res.status).toBe(200);
  }
}

/** Raw SQL rows; PGlite and node-postgres both answer `{ rows }`. */
async function query<T>(statement: SQL): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Every table of this database's schema (the migrations journal aside). */
async function allTables(): Promise<string[]> {
  const rows = await query<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> '__drizzle_migrations'
    order by table_name`);
  return rows.map((row) => row.table_name);
}

/** Rows of any table whose text (every column, JSON included) mentions one of `needles`. */
async function rowsMentioning(needles: string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await allTables()) {
    const conditions = sql.join(
      needles.map((needle) => sql`row_to_json(t)::text ilike ${`%${needle}%`}`),
      sql` or `,
    );
    const [row] = await query<{ count: number }>(sql`select count(*)::int as count from ${sql.identifier(table)} t where ${conditions}`);
    const count = Number(row?.count ?? 0);
    if (count > 0) found[table] = count;
  }
  return found;
}

/**
 * The account at its fullest: a partner, a shared session with a match, solo sessions (with their
 * favourites), an unused invite, a spotlight entry, notifications, two signed-in devices, mail and codes.
 */
async function busyAccount() {
  const { a, b, partnership } = await signInPartners(t);
  for (const side of [a, b]) {
    await setTier(t, side.user.id, 'annual');
    await setPreferences(t, side.user.id, { allowRepeatRestaurants: true });
  }
  const shared = await startSession(a.agent, a.user.id, partnership.id);
  await swipeAll(a, shared, 'like');
  await swipeAll(b, shared, 'like');
  const solo = await startSession(a.agent, a.user.id);
  await swipeAll(a, solo, 'like');
  // A partnered session still running when the account goes: it must not stay active for the partner.
  const running = await startSession(b.agent, b.user.id, partnership.id);
  await a.agent.post('/api/partnerships/invite').send({ userId: a.user.id }).expect(200);
  await t.database.db.insert(favorites).values({ userId: a.user.id, restaurantId: 'fake:9', restaurantName: 'Kept Place' });
  await t.database.db.insert(spotlightEntries).values({ userId: a.user.id, restaurantId: 'fake:9', restaurantName: 'Kept Place' });
  const secondDevice = await signIn(t, a.email);
  return { a, b, partnership, shared, running, secondDevice };
}

describe('DELETE /api/users/:id', () => {
  it('answers 401 signed out and 403 for another user, deleting nothing', async () => {
    const { user } = await signIn(t);
    const { agent: other } = await signIn(t);
    await request(t.app).delete(`/api/users/${user.id}`).expect(401);
    const res = await other.delete(`/api/users/${user.id}`).expect(403);
    expect(typeof res.body.message).toBe('string');
    await other.delete('/api/users/not-a-uuid').expect(400);
    expect(await rowsMentioning([user.id])).toMatchObject({ users: 1 });
  });

  it('removes every row holding the id or e-mail, ends every session, and the partner keeps the history', async () => {
    const { a, b, shared, running, secondDevice } = await busyAccount();
    // Sanity: the scenario really spreads the account over many tables.
    const before = await rowsMentioning([a.user.id, a.email]);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(10);

    const res = await a.agent.delete(`/api/users/${a.user.id}`).expect(200);
    expect(res.body).toEqual({ success: true });
    expect(String(res.headers['set-cookie'])).toMatch(/forkcast\.sid=;.*Expires=Thu, 01 Jan 1970/);

    expect(await rowsMentioning([a.user.id, a.email])).toEqual({});
    // Both devices are signed out.
    await a.agent.get('/api/auth/user').expect(401);
    await secondDevice.agent.get('/api/auth/user').expect(401);

    // The partner's open screens hear the partnership end (home, settings and tier re-read), as for a removal.
    const ended = live.of('partnership_ended').filter((entry) => (entry.payload as { userId: string }).userId === a.user.id);
    expect(ended.map((entry) => entry.id)).toEqual([b.user.id]);

    // The partner signs in again, has no partner, and still has both shared sessions in their history.
    const partner = await signIn(t, b.email);
    expect(partner.user.id).toBe(b.user.id);
    const partners = await partner.agent.get(`/api/partnerships/user/${b.user.id}`).expect(200);
    expect(partnershipListSchema.parse(partners.body)).toEqual([]);
    const history = sessionHistorySchema.parse(
      (await partner.agent.get(`/api/sessions/user/${b.user.id}/history?limit=50`).expect(200)).body,
    );
    const sharedView = history.find((item) => item.id === shared.session.id);
    expect(sharedView).toMatchObject({ partnerName: null, matchedRestaurantId: shared.restaurants[0]!.placeId });
    expect(sharedView?.partnershipId).toEqual(expect.any(String));
    expect(history.find((item) => item.id === running.session.id)?.status).toBe('cancelled');
    await partner.agent.get(`/api/sessions/user/${b.user.id}/active`).expect((r) => expect(r.body?.status).not.toBe('active'));
  });

  it('lets the same e-mail sign up again as a brand-new account', async () => {
    const { agent, user, email } = await signIn(t);
    await setPreferences(t, user.id, {});
    await agent.delete(`/api/users/${user.id}`).expect(200);
    // The old account's codes and mail are gone: the outbox holds nothing for the address any more.
    await expect(latestCode(t, email)).rejects.toThrow('No sign-in code');

    const again = await signIn(t, email);
    expect(again.user.id).not.toBe(user.id);
    expect(again.user.preferences).toBeNull();
  });

  it('answers 401 on a second delete from the same (now ended) session', async () => {
    const { agent, user } = await signIn(t);
    await agent.delete(`/api/users/${user.id}`).expect(200);
    await agent.delete(`/api/users/${user.id}`).expect(401);
  });
});

describe('account deletion coverage', () => {
  it('every table with a user column or a foreign key to users has a registered cleanup', async () => {
    const rows = await query<{ table_name: string }>(sql`
      select distinct c.table_name from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = current_schema() and tb.table_type = 'BASE TABLE'
        and (c.column_name = 'user_id' or c.column_name like '%\\_user\\_id' or c.column_name like 'user%\\_id')
      union
      select distinct tc.table_name from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema() and ccu.table_name = 'users'`);
    const userTables = rows.map((row) => row.table_name).sort();
    expect(userTables).toEqual(expect.arrayContaining(['favorites', 'notifications', 'swipes']));

    const covered = t.forkcast.accountDeletion.coveredTables();
    // A table listed here needs `accountDeletion.register(...)` in app.ts (see modules/users/account-deletion.ts).
    expect(userTables.filter((table) => !covered.has(table))).toEqual([]);
  });
});
