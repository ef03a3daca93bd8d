import { and, eq } from 'drizzle-orm';
import { swipeResultSchema, type StartSessionResponse } from '@forkcast/contracts';
import { notifications, swipeSessions, swipes } from '../src/db/schema';
import { signIn } from './helpers/sign-in';
import {
  FakeRestaurantSource,
  RecordingLiveEvents,
  fakePlaces,
  setPreferences,
  setTier,
  signInPartners,
  startSession,
  swipeCard as swipe,
  type Side,
} from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let testApp: TestApp;
const live = new RecordingLiveEvents();
const source = new FakeRestaurantSource(fakePlaces(4));

beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: source, liveEvents: live });
});

async function swipeOk(side: Side, started: StartSessionResponse, index: number, action: 'like' | 'pass') {
  const res = await swipe(side, started, index, action).expect(200);
  return swipeResultSchema.parse(res.body);
}

const notificationsOf = (userId: string) => testApp.database.db.select().from(notifications).where(eq(notifications.userId, userId));

/** Two premium partners who allow repeats, so they can start as many full sessions as a test needs. */
async function premiumPartners() {
  const pair = await signInPartners(testApp);
  for (const side of [pair.a, pair.b]) {
    await setTier(testApp, side.user.id, 'annual');
    await setPreferences(testApp, side.user.id, { allowRepeatRestaurants: true });
  }
  return pair;
}

describe('partnered swiping', () => {
  it('the first restaurant both like is the match; it completes the session, notifies both, goes live', async () => {
    const { a, b, partnership } = await premiumPartners();
    const started = await startSession(a.agent, a.user.id, partnership.id);
    expect(started.restaurants).toHaveLength(4);

    expect(await swipeOk(a, started, 0, 'like')).toEqual({
      solo: false,
      userCompleted: false,
      waitingForPartner: false,
      bothCompleted: false,
      match: null,
      restaurantId: started.restaurants[0]!.placeId,
    });
    await swipeOk(b, started, 1, 'like'); // a hasn't seen card 1 yet: no match
    const matched = await swipeOk(b, started, 0, 'like');
    expect(matched).toMatchObject({ solo: false, bothCompleted: true, waitingForPartner: false });
    expect(matched.match).toEqual(started.restaurants[0]);

    const session = (await a.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body;
    expect(session).toMatchObject({ status: 'completed', matchedRestaurantId: started.restaurants[0]!.placeId });
    expect(session.completedAt).toEqual(expect.any(String));

    // Swiping on after the match is a conflict; repeating a swipe answers the same outcome.
    const late = await swipe(a, started, 1, 'like').expect(409);
    expect(late.body.message).toBe('Session already completed');
    expect((await swipe(b, started, 0, 'like').expect(200)).body.match).toEqual(started.restaurants[0]);

    for (const user of [a.user, b.user]) {
      const rows = await notificationsOf(user.id);
      expect(rows.filter((row) => row.type === 'session_match')).toEqual([
        expect.objectContaining({
          data: {
            sessionId: started.session.id,
            restaurantName: started.restaurants[0]!.name,
            restaurantId: started.restaurants[0]!.placeId,
          },
        }),
      ]);
      // The match notification (the inviter also got 'partner_joined' when the pair was linked).
      expect(
        live
          .of('notification', user.id)
          .filter((event) => (event.payload as { notification: { type: string } }).notification.type === 'session_match'),
      ).toHaveLength(1);
    }
    expect(live.of('match_found', started.session.id)).toEqual([
      expect.objectContaining({ payload: { sessionId: started.session.id, restaurant: started.restaurants[0] } }),
    ]);
    expect(live.of('session_results', started.session.id)).toHaveLength(1);
    expect(live.of('partner_swipe', started.session.id)).toHaveLength(3);
    // A partner learns how far the other is, never what they chose or where, until session_results; beside it,
    // how many cards nobody passed (likes only here: all 4), which the room shows as "N can still match".
    expect(live.of('partner_swipe', started.session.id).map((event) => event.payload)).toEqual([
      { sessionId: started.session.id, userId: a.user.id, swiped: 1, total: 4, canStillMatch: 4 },
      { sessionId: started.session.id, userId: b.user.id, swiped: 1, total: 4, canStillMatch: 4 },
      { sessionId: started.session.id, userId: b.user.id, swiped: 2, total: 4, canStillMatch: 4 },
    ]);
    for (const event of live.of('partner_swipe', started.session.id)) {
      expect(Object.keys(event.payload as object).sort()).toEqual(['canStillMatch', 'sessionId', 'swiped', 'total', 'userId']);
    }
  });

  it('is idempotent per (session, user, restaurant): a repeat never adds a row nor flips the action', async () => {
    const { a, partnership } = await premiumPartners();
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const first = await swipeOk(a, started, 2, 'pass');
    const again = await Promise.all([swipeOk(a, started, 2, 'pass'), swipeOk(a, started, 2, 'like')]);
    // The same outcome, said to be a repeat (a tab that sent it was behind, and reads its swipes again).
    expect(again).toEqual([
      { ...first, alreadySwiped: true },
      { ...first, alreadySwiped: true },
    ]);
    const rows = await testApp.database.db
      .select()
      .from(swipes)
      .where(and(eq(swipes.sessionId, started.session.id), eq(swipes.userId, a.user.id)));
    expect(rows).toEqual([expect.objectContaining({ action: 'pass', position: 3 })]);
  });

  it('both finishing without a common like completes the session without a match', async () => {
    const { a, b, partnership } = await premiumPartners();
    const started = await startSession(a.agent, a.user.id, partnership.id);
    for (let i = 0; i < 3; i++) await swipeOk(a, started, i, i === 0 ? 'like' : 'pass');
    const aDone = await swipeOk(a, started, 3, 'pass');
    expect(aDone).toMatchObject({ userCompleted: true, waitingForPartner: true, bothCompleted: false, match: null });
    expect((await notificationsOf(b.user.id)).map((row) => row.type)).toEqual(['partner_completed']);
    expect(live.of('partner_completed', started.session.id)).toEqual([
      expect.objectContaining({ payload: { sessionId: started.session.id, userId: a.user.id } }),
    ]);

    // While the session runs, a partner's choices are private.
    await b.agent.get(`/api/sessions/${started.session.id}/swipes/${a.user.id}`).expect(403);

    for (let i = 0; i < 3; i++) await swipeOk(b, started, i, i === 1 ? 'like' : 'pass');
    const bDone = await swipeOk(b, started, 3, 'pass');
    expect(bDone).toMatchObject({ userCompleted: true, waitingForPartner: false, bothCompleted: true, match: null });
    // a's view after the end: done, no longer waiting.
    expect(await swipeOk(a, started, 3, 'pass')).toMatchObject({ waitingForPartner: false, bothCompleted: true });

    const [row] = await testApp.database.db.select().from(swipeSessions).where(eq(swipeSessions.id, started.session.id));
    expect(row).toMatchObject({ status: 'completed', matchedRestaurantId: null });
    for (const user of [a.user, b.user]) {
      const types = (await notificationsOf(user.id)).map((n) => n.type);
      expect(types.filter((type) => type === 'session_no_match')).toHaveLength(1);
    }
    expect(live.of('session_results', started.session.id)).toEqual([
      expect.objectContaining({ payload: { sessionId: started.session.id, match: null } }),
    ]);
    // Once it is over, each member may read what the other liked (the no-match screen shows both).
    const partnerLikes = (await b.agent.get(`/api/sessions/${started.session.id}/swipes/${a.user.id}`).expect(200)).body;
    expect(partnerLikes.filter((s: { action: string }) => s.action === 'like')).toEqual([
      expect.objectContaining({ restaurantId: started.restaurants[0]!.placeId }),
    ]);
  });

  it('a like after the partner already finished can still match', async () => {
    const { a, b, partnership } = await premiumPartners();
    const started = await startSession(a.agent, a.user.id, partnership.id);
    for (let i = 0; i < 4; i++) await swipeOk(a, started, i, i === 2 ? 'like' : 'pass');
    await swipeOk(b, started, 0, 'pass');
    const result = await swipeOk(b, started, 2, 'like');
    expect(result.match?.placeId).toBe(started.restaurants[2]!.placeId);
  });

  it('decides the match exactly once when both like the same card at the same moment (20 sessions)', async () => {
    const { a, b, partnership } = await premiumPartners();
    for (let round = 0; round < 20; round++) {
      const started = await startSession(a.agent, a.user.id, partnership.id);
      const index = round % 4;
      const [ra, rb] = await Promise.all([swipeOk(a, started, index, 'like'), swipeOk(b, started, index, 'like')]);
      // The swipe that committed second decided the match and answers it.
      expect([ra.match, rb.match].some((match) => match?.placeId === started.restaurants[index]!.placeId)).toBe(true);
      const [row] = await testApp.database.db.select().from(swipeSessions).where(eq(swipeSessions.id, started.session.id));
      expect(row).toMatchObject({ status: 'completed', matchedRestaurantId: started.restaurants[index]!.placeId });
      expect(live.of('match_found', started.session.id)).toHaveLength(1);
      for (const user of [a.user, b.user]) {
        const rows = (await notificationsOf(user.id)).filter((n) => n.type === 'session_match' && n.data?.sessionId === started.session.id);
        expect(rows).toHaveLength(1);
      }
    }
  });

  it('refuses bad input with 400, non-members with 403, cards outside the deck with 400', async () => {
    const { a, b, partnership } = await premiumPartners();
    const stranger = await signIn(testApp);
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const url = `/api/sessions/${started.session.id}/swipe`;
    const valid = { userId: a.user.id, restaurantId: started.restaurants[0]!.placeId, action: 'like', position: 1 };
    await a.agent
      .post(url)
      .send({ ...valid, action: 'love' })
      .expect(400);
    await a.agent
      .post(url)
      .send({ ...valid, position: 0 })
      .expect(400);
    await a.agent
      .post(url)
      .send({ ...valid, restaurantId: '' })
      .expect(400);
    await a.agent
      .post(url)
      .send({ ...valid, userId: undefined })
      .expect(400);
    await a.agent.post('/api/sessions/nope/swipe').send(valid).expect(400);
    const notInDeck = await a.agent
      .post(url)
      .send({ ...valid, restaurantId: 'fake:999' })
      .expect(400);
    expect(notInDeck.body.message).toBe('Restaurant is not in this session');
    await a.agent
      .post(url)
      .send({ ...valid, userId: b.user.id })
      .expect(403);
    await stranger.agent
      .post(url)
      .send({ ...valid, userId: stranger.user.id })
      .expect(403);
    await a.agent.post('/api/sessions/00000000-0000-4000-8000-000000000000/swipe').send(valid).expect(404);
    const rows = await testApp.database.db.select().from(swipes).where(eq(swipes.sessionId, started.session.id));
    expect(rows).toHaveLength(0);
  });

  it("a session ended by removing the partnership never reveals the partner's choices", async () => {
    const { a, b, partnership } = await premiumPartners();
    const started = await startSession(a.agent, a.user.id, partnership.id);
    for (let i = 0; i < 4; i++) await swipeOk(a, started, i, i === 0 ? 'like' : 'pass');
    await swipeOk(b, started, 1, 'like');
    await b.agent.delete(`/api/partnerships/${partnership.id}`).expect(200);
    const [row] = await testApp.database.db.select().from(swipeSessions).where(eq(swipeSessions.id, started.session.id));
    expect(row?.status).toBe('cancelled');

    // Over, but neither a match nor both finishing: each keeps their own choices only.
    for (const [viewer, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const denied = await viewer.agent.get(`/api/sessions/${started.session.id}/swipes/${other.user.id}`).expect(403);
      expect(denied.body.message).toBe("Your partner's swipes are shown once you match or both finish");
      await viewer.agent.get(`/api/sessions/${started.session.id}/swipes/${viewer.user.id}`).expect(200);
    }
  });

  it("a match reveals the partner's choices (the results screens read them)", async () => {
    const { a, b, partnership } = await premiumPartners();
    const started = await startSession(a.agent, a.user.id, partnership.id);
    await swipeOk(a, started, 0, 'pass');
    await swipeOk(a, started, 1, 'like');
    expect((await swipeOk(b, started, 1, 'like')).match?.placeId).toBe(started.restaurants[1]!.placeId);
    const partnerSwipes = (await b.agent.get(`/api/sessions/${started.session.id}/swipes/${a.user.id}`).expect(200)).body;
    expect(partnerSwipes).toHaveLength(2);
  });
});

/** A statement as its first words, enough to tell the calls apart. */
const firstWords = (text: string) => text.replace(/\s+/g, ' ').trim().split(' ').slice(0, 4).join(' ');

type PreparingSession = { prepareQuery(query: { sql: string }, ...rest: unknown[]): unknown };

/**
 * While `work` runs: the statements the app sends outside a transaction (the signed-in session's read left
 * out: it is cached or not), the transactions it opens, and the statements the app sends inside them (begin
 * and commit aside), each as its first words. `$client.query` is the pool's (PostgreSQL) or the embedded engine's;
 * each transaction has a session of its own on both engines, whose `prepareQuery` every statement goes through.
 */
async function databaseCalls(
  work: () => Promise<unknown>,
): Promise<{ statements: string[]; transactions: number; inTransactions: string[] }> {
  const { db } = testApp.database;
  const client = (db as unknown as { $client: { query(...args: unknown[]): unknown } }).$client;
  const statements: string[] = [];
  const inTransactions: string[] = [];
  const query = client.query.bind(client);
  const spied = jest.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
    // Web Push deliveries run off the request, after it (modules/push), and may land in this window.
    if (!text.includes('http_sessions') && !/"push_(settings|subscriptions|vapid_keys)"/.test(text)) statements.push(firstWords(text));
    return query(...args);
  });
  const open = db.transaction.bind(db);
  const transaction = jest.spyOn(db, 'transaction').mockImplementation(((txWork: (tx: typeof db) => Promise<unknown>, config?: never) =>
    open((tx) => {
      const session = (tx as unknown as { session: PreparingSession }).session;
      const prepare = session.prepareQuery.bind(session);
      // Only the app's own statements: node-postgres's commit goes through the same session after them.
      let working = true;
      session.prepareQuery = (q, ...rest) => {
        if (working) inTransactions.push(firstWords(q.sql));
        return prepare(q, ...rest);
      };
      return txWork(tx as typeof db).finally(() => {
        working = false;
      });
    }, config)) as typeof db.transaction);
  try {
    await work();
    return { statements, transactions: transaction.mock.calls.length, inTransactions };
  } finally {
    spied.mockRestore();
    transaction.mockRestore();
  }
}

describe('round trips', () => {
  const oneCall = { statements: [expect.stringContaining('try_swipe(')], transactions: 0, inTransactions: [] };

  it('a new swipe without consequences beyond its own row is one database call, without a transaction', async () => {
    const { a, b, partnership } = await premiumPartners();
    const started = await startSession(a.agent, a.user.id, partnership.id);
    expect(await databaseCalls(() => swipeOk(a, started, 0, 'pass'))).toEqual(oneCall);
    expect(await databaseCalls(() => swipeOk(a, started, 1, 'like'))).toEqual(oneCall);
    // A repeat and a refusal are answered from the same call.
    expect(await databaseCalls(() => swipeOk(a, started, 1, 'like'))).toEqual(oneCall);
    const notInDeck = { userId: a.user.id, restaurantId: 'fake:999', action: 'pass', position: 1 };
    expect(await databaseCalls(() => a.agent.post(`/api/sessions/${started.session.id}/swipe`).send(notInDeck).expect(400))).toEqual(
      oneCall,
    );
    // A like the partner already made may match: it is decided in a transaction (one more call to try).
    const matched = await databaseCalls(() => swipeOk(b, started, 1, 'like'));
    expect(matched).toMatchObject({ statements: oneCall.statements, transactions: 1 });
  });

  it("a user's last card is one transaction: record_swipe, what the rules decide, the notices in one insert", async () => {
    const { a, b, partnership } = await premiumPartners();
    const started = await startSession(a.agent, a.user.id, partnership.id);
    for (let i = 0; i < 3; i++) await swipeOk(a, started, i, 'pass');
    // The first to finish: the swipe, the lock and the member's finish in one call; the partner's notice.
    expect(await databaseCalls(() => swipeOk(a, started, 3, 'pass'))).toEqual({
      statements: oneCall.statements,
      transactions: 1,
      inTransactions: [expect.stringContaining('record_swipe('), expect.stringMatching(/^insert into "notifications"/)],
    });
    for (let i = 0; i < 3; i++) await swipeOk(b, started, i, 'pass');
    // The last to finish: the session's end, then everyone's no-match notice.
    expect(await databaseCalls(() => swipeOk(b, started, 3, 'pass'))).toEqual({
      statements: oneCall.statements,
      transactions: 1,
      inTransactions: [
        expect.stringContaining('record_swipe('),
        expect.stringMatching(/^update "swipe_sessions"/),
        expect.stringMatching(/^insert into "notifications"/),
      ],
    });
  });
});

describe('solo swiping', () => {
  it('completes when the user swiped every card; no match, no notifications', async () => {
    const a = await signIn(testApp);
    const started = await startSession(a.agent, a.user.id);
    for (let i = 0; i < 3; i++) {
      expect(await swipeOk(a, started, i, 'like')).toMatchObject({ solo: true, userCompleted: false, bothCompleted: false });
    }
    expect(await swipeOk(a, started, 3, 'pass')).toEqual({
      solo: true,
      userCompleted: true,
      waitingForPartner: false,
      bothCompleted: false,
      match: null,
      restaurantId: started.restaurants[3]!.placeId,
    });
    const session = (await a.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body;
    expect(session).toMatchObject({ status: 'completed', likedCount: 3, matchedRestaurantId: null });
    expect(await notificationsOf(a.user.id)).toEqual([]);
  });
});
