import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { sign } from 'cookie-signature';
import { sql } from 'drizzle-orm';
import { swipeResultSchema, type Restaurant } from '@forkcast/contracts';
import { httpSessions, partnerships, swipeSessionMembers, swipeSessionRestaurants, swipeSessions, users } from '../src/db/schema';
import { toRestaurant } from '../src/modules/restaurants/domain/to-restaurant';
import { sessionCookieName } from '../src/session/session-middleware';
import { FakeRestaurantSource, ORIGIN, RecordingLiveEvents, fakePlace } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { usingPostgres } from './helpers/test-database';

/**
 * Partnered sessions (PAIRS) whose two partners like the same places at the same moment, every like through
 * the HTTP API: each session must get exactly one match, each swipe answered 200 must be stored exactly
 * once (a double tap included), and each partner must get exactly one match notification and one live
 * `match_found`. Setup (users, cookie sessions, partnerships, dealt decks) is written directly: only the
 * swipes are under test.
 *
 * On PostgreSQL (a pool of connections) the requests really race inside the database: 250 sessions, 40 in
 * flight at once (what makes the races; twice as many sessions, 500, found nothing more and cost 33 s of the
 * CI run). The embedded PGlite runs one statement at a time, so there the races are the app's own between
 * awaits, which 120 sessions with the same 40 in flight exercise as well.
 */
const PAIRS = usingPostgres ? 250 : 120;
/** Group sessions of GROUP_SIZE members, every member liking the same places at once. */
const GROUPS = usingPostgres ? 125 : 60;
const GROUP_SIZE = 4;
const DECK = 4;
/** Both partners like the first LIKED cards at once; the first partner sends their first like twice (a double tap). */
const LIKED = 3;
const requestsPerSession = (size: number) => size * LIKED + 1;
/** Sessions whose bursts are in flight together. */
const SESSIONS_IN_FLIGHT = 40;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Pair {
  sessionId: string;
  members: { userId: string; cookie: string }[];
}

interface Answer {
  sessionId: string;
  userId: string;
  restaurantId: string;
  status: number;
  match: Restaurant | null;
}

let testApp: TestApp;
let server: http.Server;
let base: string;
const live = new RecordingLiveEvents();
const deck: Restaurant[] = Array.from({ length: DECK }, (_, i) => ({ ...toRestaurant(fakePlace(i + 1), ORIGIN, []), aiDescription: null }));

beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: new FakeRestaurantSource(), liveEvents: live });
  server = http.createServer(testApp.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Users, signed-in cookie sessions (through the app's own store), live partnerships and dealt sessions. */
async function seed(count: number, size: number): Promise<Pair[]> {
  const { db } = testApp.database;
  const pairs: Pair[] = [];
  const cookieName = sessionCookieName(testApp.config.isHttps);
  const expiresAt = new Date(Date.now() + 30 * DAY_MS);
  // Cookie sessions as express-session stores them (tests/session-store.test.ts covers the store itself).
  const cookieSessions: (typeof httpSessions.$inferInsert)[] = [];
  const newMember = (userId: string) => {
    const sid = randomUUID();
    const cookie = {
      originalMaxAge: 30 * DAY_MS,
      expires: expiresAt.toISOString(),
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secure: false,
    };
    cookieSessions.push({ sid, sess: { cookie, userId, signedInAt: Date.now() }, expiresAt });
    return { userId, cookie: `${cookieName}=${encodeURIComponent(`s:${sign(sid, testApp.config.sessionSecret)}`)}` };
  };
  for (let i = 0; i < count; i++)
    pairs.push({ sessionId: randomUUID(), members: Array.from({ length: size }, () => newMember(randomUUID())) });

  const userIds = pairs.flatMap((pair) => pair.members.map((member) => member.userId));
  const chunk = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / 250) }, (_, i) => rows.slice(i * 250, i * 250 + 250));
  for (const rows of chunk(userIds)) await db.insert(users).values(rows.map((id) => ({ id, email: `${id}@concurrency.example.com` })));
  for (const rows of chunk(cookieSessions)) await db.insert(httpSessions).values(rows);
  // The starter (member 0) is a partner of every other member; the first partnership is the session's.
  const partnershipIdsOf = pairs.map((pair) => pair.members.slice(1).map(() => randomUUID()));
  const partnershipIds = partnershipIdsOf.map((ids) => ids[0]!);
  for (const rows of chunk(
    pairs.flatMap((pair, i) =>
      pair.members.slice(1).map((member, j) => ({ starter: pair.members[0]!, member, id: partnershipIdsOf[i]![j]! })),
    ),
  )) {
    await db.insert(partnerships).values(rows.map(({ starter, member, id }) => ({ id, user1Id: starter.userId, user2Id: member.userId })));
  }
  for (const rows of chunk(pairs.map((pair, i) => ({ pair, partnershipId: partnershipIds[i]! })))) {
    await db.insert(swipeSessions).values(
      rows.map(({ pair, partnershipId }) => ({
        id: pair.sessionId,
        createdBy: pair.members[0]!.userId,
        partnershipId,
        isGroup: size > 2,
        latitude: ORIGIN.latitude,
        longitude: ORIGIN.longitude,
        filters: { priceRange: [], dietaryRestrictions: [], radiusMiles: 5, minRating: null },
      })),
    );
  }
  for (const rows of chunk(
    pairs.flatMap((pair, i) =>
      pair.members.map((member, j) => ({
        sessionId: pair.sessionId,
        userId: member.userId,
        partnershipId: size > 2 && j > 0 ? partnershipIdsOf[i]![j - 1]! : null,
      })),
    ),
  )) {
    await db.insert(swipeSessionMembers).values(rows);
  }
  for (const rows of chunk(
    pairs.flatMap((pair) =>
      deck.map((restaurant, i) => ({ sessionId: pair.sessionId, position: i + 1, placeId: restaurant.placeId, restaurant })),
    ),
  )) {
    await db.insert(swipeSessionRestaurants).values(rows);
  }
  return pairs;
}

async function like(pair: Pair, member: Pair['members'][number], index: number): Promise<Answer> {
  const restaurantId = deck[index]!.placeId;
  const res = await fetch(`${base}/api/sessions/${pair.sessionId}/swipe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: member.cookie },
    body: JSON.stringify({ userId: member.userId, restaurantId, action: 'like', position: index + 1 }),
  });
  const body: unknown = await res.json();
  const match = res.status === 200 ? swipeResultSchema.parse(body).match : null;
  return { sessionId: pair.sessionId, userId: member.userId, restaurantId, status: res.status, match };
}

/** Every member's likes of one session, all fired at once (the first member's first like twice). */
function burst(pair: Pair): Promise<Answer[]> {
  const cards = Array.from({ length: LIKED }, (_, i) => i);
  const [first, ...rest] = pair.members as [Pair['members'][number], ...Pair['members']];
  return Promise.all([
    ...[0, ...cards].map((index) => like(pair, first, index)),
    ...rest.flatMap((member) => cards.map((index) => like(pair, member, index))),
  ]);
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await testApp.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * `count` sessions of `size` members liking the same places at once: exactly one match each, every accepted
 * swipe stored once, every member notified once, one live match_found per session. Sessions are numbered
 * apart from earlier runs in the same database by their own ids only (rows are read per session here).
 */
async function race(count: number, size: number): Promise<void> {
  const pairs = await seed(count, size);
  const ids = new Set(pairs.map((pair) => pair.sessionId));
  const foundBefore = live.of('match_found').length;
  const queue = [...pairs];
  const answers: Answer[] = [];
  await Promise.all(
    Array.from({ length: SESSIONS_IN_FLIGHT }, async () => {
      for (let pair = queue.shift(); pair; pair = queue.shift()) answers.push(...(await burst(pair)));
    }),
  );
  expect(answers).toHaveLength(count * requestsPerSession(size));

  // 200, or 409 for a like that arrived after the match had ended the session; never a 5xx.
  expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 409)).toEqual([]);

  // A swipe answered 200 is one row; a 409 wrote nothing; a double tap is answered alike both times.
  const stored = new Map(
    (
      await rows<{ sessionId: string; key: string; count: number }>(sql`
      select session_id as "sessionId", session_id || '|' || user_id || '|' || restaurant_id as key, count(*)::int as count
      from swipes group by session_id, user_id, restaurant_id`)
    )
      .filter((row) => ids.has(row.sessionId))
      .map((row) => [row.key, row.count]),
  );
  const statusesByKey = new Map<string, Set<number>>();
  for (const answer of answers) {
    const key = `${answer.sessionId}|${answer.userId}|${answer.restaurantId}`;
    statusesByKey.set(key, (statusesByKey.get(key) ?? new Set()).add(answer.status));
  }
  const mismatched = [...statusesByKey].filter(
    ([key, statuses]) => statuses.size !== 1 || (stored.get(key) ?? 0) !== (statuses.has(200) ? 1 : 0),
  );
  expect(mismatched).toEqual([]);
  expect([...stored.keys()].filter((key) => !statusesByKey.has(key))).toEqual([]);

  // Exactly one match per session, on a card every member's like was stored for.
  const sessions = (
    await rows<{ id: string; status: string; matched: string | null; likers: number }>(sql`
    select s.id, s.status, s.matched_restaurant_id as matched,
      (select count(*)::int from swipes w where w.session_id = s.id and w.restaurant_id = s.matched_restaurant_id and w.action = 'like') as likers
    from swipe_sessions s`)
  ).filter((s) => ids.has(s.id));
  expect(sessions).toHaveLength(count);
  expect(sessions.filter((s) => s.status !== 'completed' || s.matched === null || s.likers !== size)).toEqual([]);

  // Every answer that names a match names the session's one match, and some answer named it.
  const matchOf = new Map(sessions.map((s) => [s.id, s.matched]));
  expect(answers.filter((answer) => answer.match && answer.match.placeId !== matchOf.get(answer.sessionId))).toEqual([]);
  expect(new Set(answers.filter((answer) => answer.match).map((answer) => answer.sessionId)).size).toBe(count);

  // One match notification per member per session, and nothing else was announced.
  const notified = (
    await rows<{ type: string; userId: string; sessionId: string | null }>(sql`
    select type, user_id as "userId", data->>'sessionId' as "sessionId" from notifications`)
  ).filter((row) => row.sessionId !== null && ids.has(row.sessionId));
  expect([...new Set(notified.map((row) => row.type))]).toEqual(['session_match']);
  expect(notified).toHaveLength(count * size);
  expect(new Set(notified.map((row) => `${row.userId}|${row.sessionId}`)).size).toBe(count * size);

  // One live match_found per session.
  const found = live.of('match_found').slice(foundBefore);
  expect(found).toHaveLength(count);
  expect(new Set(found.map((event) => event.id)).size).toBe(count);
}

describe(`${PAIRS} partnered sessions liking the same places at the same moment`, () => {
  it('each gets exactly one match, each accepted swipe is stored once, each partner is told once', async () => {
    await race(PAIRS, 2);
  }, 120_000);
});

describe(`${GROUPS} group sessions of ${GROUP_SIZE} liking the same places at the same moment`, () => {
  it('each gets exactly one match (a place all liked), each accepted swipe is stored once, each member is told once', async () => {
    await race(GROUPS, GROUP_SIZE);
  }, 180_000);
});
