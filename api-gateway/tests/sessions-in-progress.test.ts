import {
  CAN_STILL_MATCH_END_MESSAGE,
  activeSessionResponseSchema,
  endSessionResponseSchema,
  inProgressSessionResponseSchema,
  partnerActiveSessionSchema,
  soloActiveSessionSchema,
} from '@forkcast/contracts';
import { signIn } from './helpers/sign-in';
import { FakeRestaurantSource, fakePlaces, setTier, signInPartners, startBody, startSession, swipeCard } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * The server is the truth for a session in progress, solo included. A tab's storage only caches
 * it; a new tab, browser or device asks GET …/in-progress, home's card reads GET …/active.
 */

let testApp: TestApp;
// Pinned to 12:00 UTC today, so "the same UTC day" never straddles midnight mid-test.
const noonToday = new Date();
noonToday.setUTCHours(12, 0, 0, 0);
const baseOffset = noonToday.getTime() - Date.now();
let offsetMs = baseOffset;

beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: new FakeRestaurantSource(fakePlaces(24)), now: () => new Date(Date.now() + offsetMs) });
});

afterEach(() => {
  offsetMs = baseOffset;
});

const active = async (side: Awaited<ReturnType<typeof signIn>>) =>
  activeSessionResponseSchema.parse((await side.agent.get(`/api/sessions/user/${side.user.id}/active`).expect(200)).body);
const inProgress = async (side: Awaited<ReturnType<typeof signIn>>) =>
  inProgressSessionResponseSchema.parse((await side.agent.get(`/api/sessions/user/${side.user.id}/in-progress`).expect(200)).body);

describe('a solo session in progress', () => {
  it("is home's active session (partnershipId null, cards left, no partner fields) and what /swipe resumes", async () => {
    const a = await signIn(testApp);
    expect(await active(a)).toBeNull();
    expect(await inProgress(a)).toBeNull();

    const started = await startSession(a.agent, a.user.id);
    await swipeCard(a, started, 0, 'like').expect(200);
    await swipeCard(a, started, 1, 'pass').expect(200);

    const card = soloActiveSessionSchema.strict().parse(await active(a));
    expect(card).toMatchObject({ id: started.session.id, partnershipId: null, status: 'active', likedCount: 1, restaurantCount: 18 });
    expect(card.restaurants).toEqual(started.restaurants);

    // Another device signed in as the same user: the same session, its deck, and the swipes to resume after.
    const elsewhere = await signIn(testApp, a.email);
    const resumed = await inProgress(elsewhere);
    expect(resumed).toMatchObject({ id: started.session.id, partnershipId: null, status: 'active', completedAt: null, likedCount: 1 });
    expect(resumed!.restaurants).toEqual(started.restaurants);
    const swipes = await elsewhere.agent.get(`/api/sessions/${started.session.id}/swipes/${a.user.id}`).expect(200);
    expect(swipes.body).toHaveLength(2);
  });

  it('a finished solo session is no longer in progress', async () => {
    const a = await signIn(testApp);
    const started = await startSession(a.agent, a.user.id);
    for (let i = 0; i < started.restaurants.length; i += 1) await swipeCard(a, started, i, 'pass').expect(200);
    expect(await active(a)).toBeNull();
    expect(await inProgress(a)).toBeNull();
  });

  it('is no longer in progress a day after its start', async () => {
    const a = await signIn(testApp);
    await setTier(testApp, a.user.id, 'premium');
    await startSession(a.agent, a.user.id);
    offsetMs = baseOffset + 24 * 60 * 60 * 1000 + 1000;
    expect(await active(a)).toBeNull();
    expect(await inProgress(a)).toBeNull();
  });

  it('is for its owner only: another user asking for it is 403', async () => {
    const a = await signIn(testApp);
    const stranger = await signIn(testApp);
    await startSession(a.agent, a.user.id);
    await stranger.agent.get(`/api/sessions/user/${a.user.id}/in-progress`).expect(403);
    await stranger.agent.get(`/api/sessions/user/${a.user.id}/active`).expect(403);
    await testApp.agent().get(`/api/sessions/user/${a.user.id}/in-progress`).expect(401);
  });
});

describe('POST /api/sessions/:id/end', () => {
  it('ends an unfinished solo session: no longer resumed nor offered, not swipeable, ends once', async () => {
    const a = await signIn(testApp);
    const started = await startSession(a.agent, a.user.id);
    await swipeCard(a, started, 0, 'like').expect(200);

    const res = await a.agent.post(`/api/sessions/${started.session.id}/end`).send({}).expect(200);
    const ended = endSessionResponseSchema.parse(res.body);
    expect(ended).toMatchObject({ id: started.session.id, status: 'cancelled', likedCount: 1 });
    expect(ended.completedAt).not.toBeNull();

    expect(await active(a)).toBeNull();
    expect(await inProgress(a)).toBeNull();
    const read = await a.agent.get(`/api/sessions/${started.session.id}`).expect(200);
    expect(read.body).toMatchObject({ status: 'cancelled' });
    await swipeCard(a, started, 1, 'like').expect(409);

    const again = await a.agent.post(`/api/sessions/${started.session.id}/end`).send({}).expect(409);
    expect(again.body.message).toBe('Session already completed');
  });

  it("a finished session cannot be ended (409); an unknown one is 404, another user's 403, a bad id 400", async () => {
    const a = await signIn(testApp);
    const stranger = await signIn(testApp);
    await setTier(testApp, a.user.id, 'premium');
    const done = await startSession(a.agent, a.user.id);
    for (let i = 0; i < done.restaurants.length; i += 1) await swipeCard(a, done, i, 'pass').expect(200);
    await a.agent.post(`/api/sessions/${done.session.id}/end`).send({}).expect(409);

    const open = await startSession(a.agent, a.user.id);
    await stranger.agent.post(`/api/sessions/${open.session.id}/end`).send({}).expect(403);
    await a.agent.post('/api/sessions/00000000-0000-4000-8000-000000000000/end').send({}).expect(404);
    await a.agent.post('/api/sessions/not-a-session/end').send({}).expect(400);
    await testApp.agent().post(`/api/sessions/${open.session.id}/end`).send({}).expect(401);
    // Nothing the refused calls did ended it.
    expect((await inProgress(a))?.id).toBe(open.session.id);
  });

  it('a partnered session is not ended by one member while a card can still match (409), and stays waiting for the partner', async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const res = await a.agent.post(`/api/sessions/${started.session.id}/end`).send({}).expect(409);
    expect(res.body.message).toBe(CAN_STILL_MATCH_END_MESSAGE);
    await b.agent.post(`/api/sessions/${started.session.id}/end`).send({}).expect(409);
    // The pair's payload is unchanged; the starter resumes it from the server too.
    expect(partnerActiveSessionSchema.parse(await active(b))).toMatchObject({ id: started.session.id, partnerId: a.user.id });
    expect((await inProgress(a))?.id).toBe(started.session.id);
    expect((await inProgress(b))?.id).toBe(started.session.id);
  });
});

describe('the daily limit counts a session once', () => {
  it('resuming never starts another; ending does not give the session back', async () => {
    const a = await signIn(testApp);
    const started = await startSession(a.agent, a.user.id);
    await swipeCard(a, started, 0, 'pass').expect(200);
    await swipeCard(a, started, 1, 'pass').expect(200);

    // Resumed from two more "devices" and swiped on: still the one session of the day.
    for (const device of [await signIn(testApp, a.email), await signIn(testApp, a.email)]) {
      expect((await inProgress(device))?.id).toBe(started.session.id);
    }
    await swipeCard(a, started, 2, 'like').expect(200);
    const me = await a.agent.get('/api/auth/user').expect(200);
    expect(me.body.sessionsToday).toBe(1);

    const refused = await a.agent.post('/api/sessions/start').send(startBody(a.user.id)).expect(403);
    expect(refused.body.code).toBe('SESSION_LIMIT');
    // The one session is still there to continue after the refused start.
    expect((await inProgress(a))?.id).toBe(started.session.id);

    await a.agent.post(`/api/sessions/${started.session.id}/end`).send({}).expect(200);
    await a.agent.post('/api/sessions/start').send(startBody(a.user.id)).expect(403);
    expect((await a.agent.get('/api/auth/user').expect(200)).body.sessionsToday).toBe(1);
  });

  it("a partner waiting comes before one's own solo session on home; /swipe resumes the newest", async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    await setTier(testApp, b.user.id, 'premium');
    const solo = await startSession(b.agent, b.user.id);
    expect(soloActiveSessionSchema.parse(await active(b)).id).toBe(solo.session.id);
    offsetMs = baseOffset + 1000;
    const together = await startSession(a.agent, a.user.id, partnership.id);
    expect(partnerActiveSessionSchema.parse(await active(b)).id).toBe(together.session.id);
    expect((await inProgress(b))?.id).toBe(together.session.id);
  });
});
