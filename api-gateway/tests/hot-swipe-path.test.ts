import { sign } from 'cookie-signature';
import { signIn } from './helpers/sign-in';
import { FakeRestaurantSource, fakePlaces, startSession, swipeCard } from './helpers/swipe-fixtures';
import { TEST_SECRET, createTestApp, type TestApp } from './helpers/test-app';

/*
 * POST /api/sessions/:id/swipe goes down the one middleware stack (app.ts) with a read-only session read
 * (src/session/hot-session.ts) in place of the full session. These pin what that read must keep: the same
 * answers, headers and checks as any other call, and that whatever it cannot decide alone gets the full session.
 */
let t: TestApp;
let clock = Date.now();
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({
    restaurantSource: new FakeRestaurantSource(fakePlaces(6)),
    now: () => new Date(clock),
    env: { SESSION_MAX_LIFETIME_HOURS: '2' },
  });
});

/** A signed-in user with a solo session, whose cookie session is stamped (its first request after sign-in). */
async function swiper() {
  const side = await signIn(t);
  await side.agent.get('/api/auth/user').expect(200);
  const started = await startSession(side.agent, side.user.id);
  return { side, started };
}

/**
 * The headers a response carries that are the same on every response: not the date, id, length or cookie,
 * nor `Vary` and `ETag`, which depend on the answer.
 */
function fixedHeaders(headers: Record<string, string>): Record<string, string> {
  const { date, 'x-request-id': id, 'content-length': length, 'set-cookie': cookie, etag, vary, ...rest } = headers;
  void [date, id, length, cookie, etag, vary];
  return rest;
}

describe('the swipe hot path', () => {
  it("answers a signed-in swipe with the general path's headers and a request id, and writes no session", async () => {
    const { side, started } = await swiper();
    await swipeCard(side, started, 0, 'like').expect(200);
    const general = await side.agent.get('/api/auth/user').expect(200);
    // The general path rolls the 30-day cookie on every answer; the hot path never writes the session.
    expect(general.headers['set-cookie']).toBeDefined();
    const swiped = await swipeCard(side, started, 1, 'like').expect(200);
    expect(swiped.headers['set-cookie']).toBeUndefined();
    expect(swiped.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fixedHeaders(swiped.headers)).toEqual(fixedHeaders(general.headers));
    expect(swiped.body).toMatchObject({ solo: true, restaurantId: started.restaurants[1]!.placeId });
  });

  it("a request without a session, or with a forged or unsigned cookie, gets the general path's 401", async () => {
    const { started, side } = await swiper();
    const body = { userId: side.user.id, restaurantId: started.restaurants[0]!.placeId, action: 'like', position: 1 };
    const url = `/api/sessions/${started.session.id}/swipe`;
    const sid = 'not-a-real-session-id';
    for (const cookie of [
      undefined,
      `forkcast.sid=s%3A${sid}.forged`,
      `forkcast.sid=${sid}`,
      `forkcast.sid=s%3A${encodeURIComponent(sign(sid, TEST_SECRET))}`,
    ]) {
      const req = t.agent().post(url);
      const res = await (cookie ? req.set('Cookie', cookie) : req).send(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
  });

  it("keeps the general path's checks: another user's id is 403, a cross-origin call 403, a bad body 400", async () => {
    const { side, started } = await swiper();
    const other = await signIn(t);
    const url = `/api/sessions/${started.session.id}/swipe`;
    const card = { restaurantId: started.restaurants[0]!.placeId, action: 'like', position: 1 };
    await side.agent
      .post(url)
      .send({ ...card, userId: other.user.id })
      .expect(403);
    const crossSite = await side.agent
      .post(url)
      .set('Origin', 'https://evil.example')
      .send({ ...card, userId: side.user.id });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ message: 'Cross-origin request refused' });
    await side.agent.post(url).set('Content-Type', 'text/plain').send('userId=x').expect(415);
    await side.agent.post(url).set('Content-Type', 'application/json').send('{"userId":').expect(400);
    await side.agent
      .post(url)
      .send({ ...card, userId: side.user.id, restaurantId: 'a\u0000b' })
      .expect(400);
    await side.agent
      .post(url)
      .send({ ...card, userId: side.user.id, action: 'maybe' })
      .expect(400);
  });

  it('a session past its absolute lifetime goes to the general path, which ends it: 401', async () => {
    const { side, started } = await swiper();
    await swipeCard(side, started, 0, 'like').expect(200);
    clock += 3 * HOUR;
    try {
      await swipeCard(side, started, 1, 'like').expect(401);
      await side.agent.get('/api/auth/user').expect(401);
    } finally {
      clock -= 3 * HOUR;
    }
  });

  it('a session signed out a moment ago is refused at once, though its read was cached', async () => {
    const { side, started } = await swiper();
    await swipeCard(side, started, 0, 'like').expect(200);
    await side.agent.post('/api/auth/logout').send({}).expect(200);
    await swipeCard(side, started, 1, 'like').expect(401);
  });

  it('a swipe answer is never wrapped for compression (no Vary), while a larger answer is compressed', async () => {
    const { side, started } = await swiper();
    const swiped = await swipeCard(side, started, 0, 'like').set('Accept-Encoding', 'gzip').expect(200);
    expect(swiped.headers['content-encoding']).toBeUndefined();
    expect(swiped.headers.vary).toBeUndefined();
    const session = await side.agent.get(`/api/sessions/${started.session.id}`).set('Accept-Encoding', 'gzip').expect(200);
    expect(session.headers['content-encoding']).toBe('gzip');
    expect(session.body.id).toBe(started.session.id);
  });
});
