import { and, eq } from 'drizzle-orm';
import { sessionSchema, undoSwipeResultSchema, type StartSessionResponse } from '@forkcast/contracts';
import { favorites, notifications, swipeSessionMembers, swipeSessions, swipes } from '../src/db/schema';
import { signIn } from './helpers/sign-in';
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

/** POST /api/sessions/:id/undo and the partner's progress on GET /api/sessions/:id. */

let testApp: TestApp;
const live = new RecordingLiveEvents();
const source = new FakeRestaurantSource(fakePlaces(4));

beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: source, liveEvents: live });
});

const cardId = (started: StartSessionResponse, index: number) => started.restaurants[index]!.placeId;

const swipe = (side: Side, started: StartSessionResponse, index: number, action: 'like' | 'pass') =>
  swipeCard(side, started, index, action).expect(200);

function undo(side: Side, started: StartSessionResponse, index: number) {
  return side.agent.post(`/api/sessions/${started.session.id}/undo`).send({ userId: side.user.id, restaurantId: cardId(started, index) });
}

async function undoOk(side: Side, started: StartSessionResponse, index: number) {
  return undoSwipeResultSchema.parse((await undo(side, started, index).expect(200)).body);
}

const swipesOf = (sessionId: string, userId: string) =>
  testApp.database.db
    .select()
    .from(swipes)
    .where(and(eq(swipes.sessionId, sessionId), eq(swipes.userId, userId)));

const favouriteIds = async (userId: string) =>
  (await testApp.database.db.select().from(favorites).where(eq(favorites.userId, userId))).map((row) => row.restaurantId).sort();

async function premiumPartners() {
  const pair = await signInPartners(testApp);
  for (const side of [pair.a, pair.b]) {
    await setTier(testApp, side.user.id, 'annual');
    await setPreferences(testApp, side.user.id, { allowRepeatRestaurants: true });
  }
  return pair;
}

describe('undo in a solo session', () => {
  it('takes back the last swipe and the favourite its like created; a retry changes nothing', async () => {
    const a = await signIn(testApp);
    const started = await startSession(a.agent, a.user.id);
    await swipe(a, started, 0, 'like');
    await swipe(a, started, 1, 'like');
    expect(await favouriteIds(a.user.id)).toEqual([cardId(started, 0), cardId(started, 1)].sort());

    expect(await undoOk(a, started, 1)).toEqual({
      undone: { restaurantId: cardId(started, 1), action: 'like', position: 2 },
      lastSwipe: { restaurantId: cardId(started, 0), action: 'like', position: 1 },
      swiped: 1,
      total: 4,
    });
    expect((await swipesOf(started.session.id, a.user.id)).map((row) => row.restaurantId)).toEqual([cardId(started, 0)]);
    expect(await favouriteIds(a.user.id)).toEqual([cardId(started, 0)]);

    // The same request again (a retry, a second tab): the swipe is gone, the one before stays.
    expect(await undoOk(a, started, 1)).toEqual({
      undone: null,
      lastSwipe: { restaurantId: cardId(started, 0), action: 'like', position: 1 },
      swiped: 1,
      total: 4,
    });
    expect(await swipesOf(started.session.id, a.user.id)).toHaveLength(1);

    // The card is this user's to swipe again, the other way this time.
    await swipe(a, started, 1, 'pass');
    expect((await swipesOf(started.session.id, a.user.id)).find((row) => row.restaurantId === cardId(started, 1))?.action).toBe('pass');
    expect(await favouriteIds(a.user.id)).toEqual([cardId(started, 0)]);
  });

  it('keeps a favourite the user had saved before the like', async () => {
    const a = await signIn(testApp);
    await setTier(testApp, a.user.id, 'annual');
    const started = await startSession(a.agent, a.user.id);
    await a.agent
      .post('/api/favorites')
      .send({ userId: a.user.id, restaurantId: cardId(started, 0), restaurantName: started.restaurants[0]!.name })
      .expect(201);
    await swipe(a, started, 0, 'like');
    expect((await undoOk(a, started, 0)).undone).toMatchObject({ restaurantId: cardId(started, 0) });
    expect(await favouriteIds(a.user.id)).toEqual([cardId(started, 0)]);
  });

  it('only the last swipe: an earlier one is a conflict; nothing swiped answers the empty state', async () => {
    const a = await signIn(testApp);
    await setTier(testApp, a.user.id, 'annual');
    const started = await startSession(a.agent, a.user.id);
    expect(await undoOk(a, started, 0)).toEqual({ undone: null, lastSwipe: null, swiped: 0, total: 4 });
    await swipe(a, started, 0, 'pass');
    await swipe(a, started, 1, 'pass');
    expect((await undo(a, started, 0).expect(409)).body.message).toBe('Only your last swipe can be undone');
    expect(await swipesOf(started.session.id, a.user.id)).toHaveLength(2);
  });

  it('never reopens a completed session', async () => {
    const a = await signIn(testApp);
    await setTier(testApp, a.user.id, 'annual');
    const started = await startSession(a.agent, a.user.id);
    for (let i = 0; i < 4; i++) await swipe(a, started, i, 'pass');
    expect((await undo(a, started, 3).expect(409)).body.message).toBe('Session already completed');
    expect(await swipesOf(started.session.id, a.user.id)).toHaveLength(4);
  });

  it("refuses bad input with 400, another user's id with 403, a stranger with 403, an unknown session with 404", async () => {
    const a = await signIn(testApp);
    await setTier(testApp, a.user.id, 'annual');
    const stranger = await signIn(testApp);
    const started = await startSession(a.agent, a.user.id);
    await swipe(a, started, 0, 'like');
    const path = `/api/sessions/${started.session.id}/undo`;
    await a.agent.post(path).send({ userId: a.user.id }).expect(400);
    await stranger.agent
      .post(path)
      .send({ userId: a.user.id, restaurantId: cardId(started, 0) })
      .expect(403);
    await stranger.agent
      .post(path)
      .send({ userId: stranger.user.id, restaurantId: cardId(started, 0) })
      .expect(403);
    await testApp
      .agent()
      .post(path)
      .send({ userId: a.user.id, restaurantId: cardId(started, 0) })
      .expect(401);
    await a.agent
      .post('/api/sessions/00000000-0000-4000-8000-000000000000/undo')
      .send({ userId: a.user.id, restaurantId: cardId(started, 0) })
      .expect(404);
    expect(await swipesOf(started.session.id, a.user.id)).toHaveLength(1);
  });
});

describe('undo in a partnered session', () => {
  it('tells the partner the new progress, live and on the session read', async () => {
    const { a, b, partnership } = await premiumPartners();
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const read = async (side: Side) => sessionSchema.parse((await side.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body);

    expect((await read(b)).partnerProgress).toEqual({ userId: a.user.id, name: expect.any(String), swiped: 0, total: 4 });
    await swipe(a, started, 0, 'pass');
    await swipe(a, started, 1, 'like');
    expect((await read(b)).partnerProgress).toMatchObject({ userId: a.user.id, swiped: 2, total: 4 });
    expect((await read(a)).partnerProgress).toMatchObject({ userId: b.user.id, swiped: 0, total: 4 });

    await undoOk(a, started, 1);
    expect((await read(b)).partnerProgress).toMatchObject({ swiped: 1 });
    expect(live.of('partner_swipe', started.session.id).map((event) => event.payload)).toEqual([
      { sessionId: started.session.id, userId: a.user.id, swiped: 1, total: 4, canStillMatch: 3 },
      { sessionId: started.session.id, userId: a.user.id, swiped: 2, total: 4, canStillMatch: 3 },
      { sessionId: started.session.id, userId: a.user.id, swiped: 1, total: 4, canStillMatch: 3 },
    ]);
    // A retry publishes nothing more.
    await undoOk(a, started, 1);
    expect(live.of('partner_swipe', started.session.id)).toHaveLength(3);
  });

  it("the partner's name follows the spec rule (first + last name, else the e-mail's local part)", async () => {
    const { a, b, partnership } = await premiumPartners();
    await a.agent.put(`/api/users/${a.user.id}`).send({ firstName: 'Alex', lastName: 'Stone' }).expect(200);
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const seenByB = sessionSchema.parse((await b.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body);
    expect(seenByB.partnerProgress?.name).toBe('Alex Stone');
    const seenByA = sessionSchema.parse((await a.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body);
    expect(seenByA.partnerProgress?.name).toBe(b.email.split('@')[0]);

    const solo = await signIn(testApp);
    const soloStarted = await startSession(solo.agent, solo.user.id);
    expect((await solo.agent.get(`/api/sessions/${soloStarted.session.id}`).expect(200)).body.partnerProgress).toBeNull();
  });

  it('never changes a match already announced', async () => {
    const { a, b, partnership } = await premiumPartners();
    const started = await startSession(a.agent, a.user.id, partnership.id);
    await swipe(a, started, 0, 'like');
    await swipe(b, started, 0, 'like');
    expect((await undo(a, started, 0).expect(409)).body.message).toBe('Session already completed');
    expect((await undo(b, started, 0).expect(409)).body.message).toBe('Session already completed');
    const [row] = await testApp.database.db.select().from(swipeSessions).where(eq(swipeSessions.id, started.session.id));
    expect(row).toMatchObject({ status: 'completed', matchedRestaurantId: cardId(started, 0) });
    expect(await swipesOf(started.session.id, a.user.id)).toHaveLength(1);
  });

  it('undoing the last card of a finished member reopens them: the partner finishing no longer ends the session', async () => {
    const { a, b, partnership } = await premiumPartners();
    const started = await startSession(a.agent, a.user.id, partnership.id);
    for (let i = 0; i < 4; i++) await swipe(a, started, i, 'pass');
    await undoOk(a, started, 3);
    const [member] = await testApp.database.db
      .select()
      .from(swipeSessionMembers)
      .where(and(eq(swipeSessionMembers.sessionId, started.session.id), eq(swipeSessionMembers.userId, a.user.id)));
    expect(member?.completedAt).toBeNull();

    for (let i = 0; i < 3; i++) await swipe(b, started, i, 'pass');
    expect((await swipe(b, started, 3, 'like')).body).toMatchObject({ userCompleted: true, waitingForPartner: true, bothCompleted: false });
    // a likes the card back: the match the undo made possible.
    expect((await swipe(a, started, 3, 'like')).body.match).toMatchObject({ placeId: cardId(started, 3) });
  });

  it("races a partner's like on the same card under the session lock: a match never loses its swipe (10 sessions)", async () => {
    const { a, b, partnership } = await premiumPartners();
    for (let round = 0; round < 10; round++) {
      const started = await startSession(a.agent, a.user.id, partnership.id);
      await swipe(a, started, 0, 'like');
      const [undone, liked] = await Promise.all([
        undo(a, started, 0),
        b.agent
          .post(`/api/sessions/${started.session.id}/swipe`)
          .send({ userId: b.user.id, restaurantId: cardId(started, 0), action: 'like', position: 1 }),
      ]);
      expect(liked.status).toBe(200);
      const [row] = await testApp.database.db.select().from(swipeSessions).where(eq(swipeSessions.id, started.session.id));
      const aSwipes = await swipesOf(started.session.id, a.user.id);
      if (row!.matchedRestaurantId) {
        // The like won the lock: the match stands and the undo was refused.
        expect(undone.status).toBe(409);
        expect(aSwipes).toHaveLength(1);
        expect(liked.body.match).toMatchObject({ placeId: cardId(started, 0) });
      } else {
        // The undo won: no match, a's swipe gone, b's like recorded.
        expect(undone.status).toBe(200);
        expect(aSwipes).toHaveLength(0);
        expect(liked.body.match).toBeNull();
      }
    }
  });
});

describe('the partner\'s "finished" notice', () => {
  it('undoing and re-swiping the last card notifies the partner once per session', async () => {
    const { a, b, partnership } = await premiumPartners();
    const finished = async (sessionId: string) =>
      (
        await testApp.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, b.user.id), eq(notifications.type, 'partner_completed')))
      ).filter((row) => (row.data as { sessionId?: string } | null)?.sessionId === sessionId);
    const started = await startSession(a.agent, a.user.id, partnership.id);
    for (let i = 0; i < 4; i++) await swipe(a, started, i, 'pass');
    for (let round = 0; round < 3; round++) {
      await undoOk(a, started, 3);
      await swipe(a, started, 3, round % 2 ? 'pass' : 'like');
    }
    expect(await finished(started.session.id)).toHaveLength(1);

    // A new session is a new notice.
    const next = await startSession(a.agent, a.user.id, partnership.id);
    for (let i = 0; i < 4; i++) await swipe(a, next, i, 'pass');
    expect(await finished(next.session.id)).toHaveLength(1);
  });
});
