import {
  CAN_STILL_MATCH_END_MESSAGE,
  sessionSchema,
  startSessionResponseSchema,
  type PartnerSwipePayload,
  type StartSessionResponse,
} from '@forkcast/contracts';
import { signIn } from './helpers/sign-in';
import {
  FakeRestaurantSource,
  RecordingLiveEvents,
  fakePlaces,
  setTier,
  signInPartners,
  startBody,
  swipeCard,
  type Side,
} from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * "N can still match" (docs/product.md › Swiping › Can still match): the cards no member has passed, on
 * GET /api/sessions/:id and on every partner_swipe, and "End now" once it is 0. Runs on both engines: the
 * count is taken under the session lock, which is what the race below relies on.
 */

let testApp: TestApp;
const live = new RecordingLiveEvents();
const source = new FakeRestaurantSource(fakePlaces(12));

beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: source, liveEvents: live });
});

async function startPair(deckSize: 10 | 20 = 10) {
  const pair = await signInPartners(testApp);
  await setTier(testApp, pair.a.user.id, 'annual');
  const res = await pair.a.agent
    .post('/api/sessions/start')
    .send({ ...startBody(pair.a.user.id, pair.partnership.id), deckSize })
    .expect(201);
  return { ...pair, started: startSessionResponseSchema.parse(res.body) };
}

const canStillMatch = async (side: Side, started: StartSessionResponse) =>
  sessionSchema.parse((await side.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body).canStillMatch;

/** The counts partner_swipe carried for this session, in the order they were sent. */
const announced = (started: StartSessionResponse) =>
  live.of('partner_swipe', started.session.id).map((event) => (event.payload as PartnerSwipePayload).canStillMatch);

const swipe = (side: Side, started: StartSessionResponse, index: number, action: 'like' | 'pass') =>
  swipeCard(side, started, index, action).expect(200);

const undo = (side: Side, started: StartSessionResponse, index: number) =>
  side.agent
    .post(`/api/sessions/${started.session.id}/undo`)
    .send({ userId: side.user.id, restaurantId: started.restaurants[index]!.placeId })
    .expect(200);

const end = (side: Side, started: StartSessionResponse) => side.agent.post(`/api/sessions/${started.session.id}/end`).send({});

describe('the count', () => {
  it('starts at the deck size (Quick 10, Full 20 or fewer when fewer places), and only a first pass on a card lowers it', async () => {
    const quick = await startPair(10);
    expect(quick.started.restaurants).toHaveLength(10);
    expect(await canStillMatch(quick.a, quick.started)).toBe(10);
    expect(await canStillMatch(quick.b, quick.started)).toBe(10);
    const full = await startPair(20);
    expect(await canStillMatch(full.a, full.started)).toBe(12); // the source has 12 places

    const { a, b, started } = quick;
    await swipe(a, started, 0, 'like');
    await swipe(a, started, 1, 'pass');
    await swipe(b, started, 0, 'pass');
    await swipe(b, started, 1, 'pass'); // card 2 was passed already
    await swipe(b, started, 2, 'like');
    expect(announced(started)).toEqual([10, 9, 8, 8, 8]);
    expect(await canStillMatch(a, started)).toBe(8);
    expect(await canStillMatch(b, started)).toBe(8);
  });

  it('an undo of a pass gives the card back unless someone else passed it too, and partner_swipe says so', async () => {
    const { a, b, started } = await startPair();
    await swipe(a, started, 0, 'pass');
    await swipe(b, started, 0, 'pass');
    await swipe(b, started, 1, 'pass');
    expect(await canStillMatch(a, started)).toBe(8);

    await undo(b, started, 1); // nobody else passed card 2: it can match again
    expect(announced(started).at(-1)).toBe(9);
    await undo(b, started, 0); // Ana still passes card 1
    expect(announced(started).at(-1)).toBe(9);
    expect(await canStillMatch(a, started)).toBe(9);
    // Progress and count travel together, to everyone in the room (the swiper's own tabs too).
    expect(live.of('partner_swipe', started.session.id).at(-1)!.payload).toEqual({
      sessionId: started.session.id,
      userId: b.user.id,
      swiped: 0,
      total: 10,
      canStillMatch: 9,
    });
  });

  it("a user's last card (record_swipe's path) counts as any other: a first pass lowers it, a second does not", async () => {
    const { a, b, started } = await startPair();
    for (let index = 0; index < 9; index += 1) await swipe(a, started, index, 'like');
    await swipe(a, started, 9, 'pass'); // Ana's last card: the transaction path
    expect(announced(started).at(-1)).toBe(9);
    for (let index = 1; index < 9; index += 1) await swipe(b, started, index, 'pass');
    expect(announced(started).at(-1)).toBe(1);
    await swipe(b, started, 9, 'pass'); // Ben's last card, passed by Ana already
    expect(announced(started).at(-1)).toBe(1);
    expect(await canStillMatch(a, started)).toBe(1);
  });

  it('a solo session answers the count too (the room shows nothing of it)', async () => {
    const solo = await signIn(testApp);
    const res = await solo.agent
      .post('/api/sessions/start')
      .send({ ...startBody(solo.user.id), deckSize: 10 })
      .expect(201);
    const started = startSessionResponseSchema.parse(res.body);
    await swipe(solo, started, 0, 'pass');
    expect(await canStillMatch(solo, started)).toBe(9);
  });

  it('two members passing different cards at the same moment each count the other (the session lock)', async () => {
    for (let round = 0; round < 3; round++) {
      const { a, b, started } = await startPair();
      // The fast path (try_swipe) on both sides, then the last card of each deck on the transaction path.
      await Promise.all([swipe(a, started, 0, 'pass'), swipe(b, started, 1, 'pass')]);
      expect(await canStillMatch(a, started)).toBe(8);
      // Whichever committed second saw the first: the two counts sent are 9 and 8, never 9 twice.
      expect([...announced(started)].sort()).toEqual([8, 9]);

      // Ana likes cards 3–9 and Ben passes them; then both pass the last card at once, each on the path that
      // completes their deck (a transaction under the same lock).
      for (let i = 2; i < 9; i++) await swipe(a, started, i, 'like');
      for (let i = 2; i < 9; i++) await swipe(b, started, i, 'pass');
      expect(announced(started).at(-1)).toBe(1);
      await Promise.all([swipe(a, started, 9, 'pass'), swipe(b, started, 9, 'pass')]);
      expect(await canStillMatch(b, started)).toBe(0);
      expect(announced(started).at(-1)).toBe(0);
    }
  });
});

describe('End now', () => {
  /** A pair where Ben passed every card and Ana has swiped none: nothing can match, the session is still open. */
  async function nothingCanMatch() {
    const pair = await startPair();
    for (let i = 0; i < 10; i++) await swipe(pair.b, pair.started, i, 'pass');
    return pair;
  }

  it('reaches 0 with the session open, then ends it without a match for everyone', async () => {
    const { a, b, started } = await nothingCanMatch();
    expect(announced(started).at(-1)).toBe(0);
    const before = sessionSchema.parse((await a.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body);
    expect(before).toMatchObject({ status: 'active', completedAt: null, canStillMatch: 0 });

    const ended = sessionSchema.parse((await end(a, started).expect(200)).body);
    expect(ended).toMatchObject({ status: 'completed', matchedRestaurantId: null, canStillMatch: 0 });
    expect(ended.completedAt).not.toBeNull();
    // Every member's room hears the results, and each gets the no-match notice.
    expect(live.of('session_results', started.session.id).map((event) => event.payload)).toEqual([
      { sessionId: started.session.id, match: null },
    ]);
    for (const side of [a, b]) {
      const notes = (await side.agent.get('/api/notifications').expect(200)).body as { type: string; data: { sessionId: string } }[];
      expect(notes.filter((note) => note.type === 'session_no_match' && note.data.sessionId === started.session.id)).toHaveLength(1);
    }
    // The no-match results open: the ranking and each other's swipes are readable now.
    await a.agent.get(`/api/sessions/${started.session.id}/ranking`).expect(200);
    await a.agent.get(`/api/sessions/${started.session.id}/swipes/${b.user.id}`).expect(200);
    // Over is over: neither a second end, a swipe nor an undo changes it.
    expect((await end(b, started).expect(409)).body.message).toBe('Session already completed');
    await swipeCard(a, started, 0, 'like').expect(409);
    await b.agent
      .post(`/api/sessions/${started.session.id}/undo`)
      .send({ userId: b.user.id, restaurantId: started.restaurants[9]!.placeId })
      .expect(409);
  });

  it('is refused while a card can still match (409), and after an undo brought one back', async () => {
    const { a, b, started } = await startPair();
    for (let i = 0; i < 9; i++) await swipe(b, started, i, 'pass');
    expect((await end(a, started).expect(409)).body.message).toBe(CAN_STILL_MATCH_END_MESSAGE);
    await swipe(b, started, 9, 'pass');
    await undo(b, started, 9);
    expect((await end(b, started).expect(409)).body.message).toBe(CAN_STILL_MATCH_END_MESSAGE);
    expect(sessionSchema.parse((await a.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body).status).toBe('active');
  });

  it('is refused to someone outside the session (403) and for an unknown one (404)', async () => {
    const { a, started } = await nothingCanMatch();
    const stranger = await signIn(testApp);
    expect((await end(stranger, started).expect(403)).body.message).toBe('You are not part of this session');
    await testApp.agent().post(`/api/sessions/${started.session.id}/end`).send({}).expect(401);
    await a.agent.post('/api/sessions/00000000-0000-4000-8000-000000000000/end').send({}).expect(404);
    expect(await canStillMatch(a, started)).toBe(0);
    expect(live.of('session_results', started.session.id)).toEqual([]);
  });

  it('ends once when both members press it at the same moment', async () => {
    const { a, b, started } = await nothingCanMatch();
    const answers = await Promise.all([end(a, started), end(b, started)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(live.of('session_results', started.session.id)).toHaveLength(1);
  });
});
