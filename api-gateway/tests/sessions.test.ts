import { eq } from 'drizzle-orm';
import {
  DECK_SIZE_MESSAGE,
  partnerActiveSessionSchema,
  sessionHistorySchema,
  sessionSchema,
  startSessionResponseSchema,
} from '@forkcast/contracts';
import { swipeSessions } from '../src/db/schema';
import { signIn } from './helpers/sign-in';
import {
  FakeRestaurantSource,
  ORIGIN,
  fakePlace,
  setPreferences,
  setTier,
  signInPartners,
  startBody,
  startSession,
} from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let testApp: TestApp;
// A ticking clock pinned to 12:00 UTC today, so "the same UTC day" never straddles midnight mid-test.
const noonToday = new Date();
noonToday.setUTCHours(12, 0, 0, 0);
const baseOffset = noonToday.getTime() - Date.now();
let offsetMs = baseOffset;
const source = new FakeRestaurantSource([
  // Rated: a minimum rating leaves unrated places out wherever the listing has ratings (filters.ts).
  ...Array.from({ length: 24 }, (_, i) => fakePlace(i + 1, { rating: 4 })),
  fakePlace(90, { priceLevel: 4 }), // '$$$$': filtered out by price
  fakePlace(91, { rating: 2.5 }), // below minRating 3
  fakePlace(92, { lat: ORIGIN.latitude + 0.2 }), // ~14 miles away
]);

beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: source, now: () => new Date(Date.now() + offsetMs) });
});

const sessionCount = async (userId: string) =>
  (await testApp.database.db.select().from(swipeSessions).where(eq(swipeSessions.createdBy, userId))).length;

describe('POST /api/sessions/start', () => {
  it('deals a filtered deck of at most 20, stored per session, and answers the contract', async () => {
    const a = await signIn(testApp);
    const res = await a.agent.post('/api/sessions/start').send(startBody(a.user.id)).expect(201);
    const body = startSessionResponseSchema.parse(res.body);
    expect(body.session).toMatchObject({ partnershipId: null, status: 'active', completedAt: null, likedCount: 0 });
    expect(body.restaurants).toHaveLength(20);
    const ids = body.restaurants.map((restaurant) => restaurant.placeId);
    expect(new Set(ids).size).toBe(20);
    expect(ids).not.toEqual(expect.arrayContaining(['fake:90']));
    expect(ids.some((id) => ['fake:90', 'fake:91', 'fake:92'].includes(id))).toBe(false);
    expect(body.restaurants[0]).toMatchObject({ cuisineType: 'Italian', attribution: '© OpenStreetMap contributors' });
    expect(body.restaurants[0]!.photoUrl).toMatch(/^\/api\/restaurants\/photo\/cuisine%3A/);

    const read = await a.agent.get(`/api/sessions/${body.session.id}`).expect(200);
    expect(sessionSchema.parse(read.body).restaurants).toEqual(body.restaurants);
  });

  it('free tier: a second session the same UTC day is 403 SESSION_LIMIT; the next day is fine', async () => {
    const a = await signIn(testApp);
    await startSession(a.agent, a.user.id);
    const res = await a.agent.post('/api/sessions/start').send(startBody(a.user.id)).expect(403);
    expect(res.body).toEqual({
      message: "You've used your free session for today. Upgrade to Premium for unlimited sessions!",
      code: 'SESSION_LIMIT',
    });
    expect(await sessionCount(a.user.id)).toBe(1);
    const me = await a.agent.get('/api/auth/user').expect(200);
    expect(me.body.sessionsToday).toBe(1);

    offsetMs = baseOffset + 12 * 60 * 60 * 1000 + 1000; // 00:00:01 UTC tomorrow
    try {
      await startSession(a.agent, a.user.id);
    } finally {
      offsetMs = baseOffset;
    }
  });

  it('own premium or premium via a partner lifts the daily limit', async () => {
    const paid = await signIn(testApp);
    await setTier(testApp, paid.user.id, 'monthly');
    await startSession(paid.agent, paid.user.id);
    await startSession(paid.agent, paid.user.id);

    const { a, b, partnership } = await signInPartners(testApp);
    await startSession(a.agent, a.user.id);
    await a.agent.post('/api/sessions/start').send(startBody(a.user.id)).expect(403);
    await setTier(testApp, b.user.id, 'annual');
    await startSession(a.agent, a.user.id, partnership.id);
    expect((await a.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ hasPremiumViaPartner: true, sessionsToday: 2 });
  });

  it('concurrent starts cannot beat the free limit', async () => {
    const a = await signIn(testApp);
    const results = await Promise.all(Array.from({ length: 4 }, () => a.agent.post('/api/sessions/start').send(startBody(a.user.id))));
    expect(results.map((res) => res.status).sort()).toEqual([201, 403, 403, 403]);
    expect(await sessionCount(a.user.id)).toBe(1);
  });

  it('an empty deck is 422 with the spec text and leaves no session behind', async () => {
    const a = await signIn(testApp);
    const res = await a.agent
      .post('/api/sessions/start')
      .send(startBody(a.user.id, null, { minRating: 5 }))
      .expect(422);
    // Places are near and the price filter left them all out: the filters are named, and only then.
    expect(res.body).toEqual({
      message: 'No restaurants found nearby. Try a larger radius or different filters.',
      reason: 'filtered',
      suggestedRadiusMiles: null,
      nearestArea: null,
    });
    expect(await sessionCount(a.user.id)).toBe(0);
    // ...and the free session of the day is still there.
    await startSession(a.agent, a.user.id);
  });

  it('allowRepeatRestaurants=false leaves out places the user already swiped', async () => {
    const a = await signIn(testApp);
    await setTier(testApp, a.user.id, 'annual');
    await setPreferences(testApp, a.user.id, { allowRepeatRestaurants: false });
    const first = await startSession(a.agent, a.user.id);
    const swiped = first.restaurants.slice(0, 3).map((restaurant) => restaurant.placeId);
    for (const [index, placeId] of swiped.entries()) {
      await a.agent
        .post(`/api/sessions/${first.session.id}/swipe`)
        .send({ userId: a.user.id, restaurantId: placeId, action: index === 0 ? 'like' : 'pass', position: index + 1 })
        .expect(200);
    }
    const second = await startSession(a.agent, a.user.id);
    expect(second.restaurants.map((restaurant) => restaurant.placeId)).not.toEqual(expect.arrayContaining([swiped[0]]));
    for (const id of swiped) expect(second.restaurants.some((restaurant) => restaurant.placeId === id)).toBe(false);
    expect(second.restaurants).toHaveLength(20);

    // Allowing repeats brings them back into play.
    await setPreferences(testApp, a.user.id, { allowRepeatRestaurants: true });
    const pool = new Set<string>();
    for (let i = 0; i < 6; i++) (await startSession(a.agent, a.user.id)).restaurants.forEach((r) => pool.add(r.placeId));
    expect(swiped.some((id) => pool.has(id))).toBe(true);
  });

  it('caches the nearby query per area: a second start nearby does not ask the source again', async () => {
    const a = await signIn(testApp);
    await setTier(testApp, a.user.id, 'annual');
    const location = { latitude: 40.1234, longitude: -75.4321 };
    const before = source.nearbyCalls.length;
    await a.agent.post('/api/sessions/start').send({ ...startBody(a.user.id), location });
    await a.agent.post('/api/sessions/start').send({ ...startBody(a.user.id), location: { latitude: 40.1211, longitude: -75.4309 } });
    // Nothing is there: the first empty deck also looked as far as the largest radius to say why, and that
    // wider area (cached too) answers the second start.
    expect(source.nearbyCalls.slice(before)).toEqual([
      { latitude: 40.12, longitude: -75.43, radiusMiles: 5.5 },
      { latitude: 40.12, longitude: -75.43, radiusMiles: 25.5 },
    ]);
  });

  it('a quick deck deals 10 cards; a full one (the default) 20; any other size is a 400 saying which', async () => {
    const a = await signIn(testApp);
    await setTier(testApp, a.user.id, 'monthly');
    const quick = await a.agent
      .post('/api/sessions/start')
      .send({ ...startBody(a.user.id), deckSize: 10 })
      .expect(201);
    expect(startSessionResponseSchema.parse(quick.body).restaurants).toHaveLength(10);
    expect((await a.agent.get(`/api/sessions/${quick.body.session.id}`).expect(200)).body.restaurants).toHaveLength(10);
    const full = await a.agent
      .post('/api/sessions/start')
      .send({ ...startBody(a.user.id), deckSize: 20 })
      .expect(201);
    expect(full.body.restaurants).toHaveLength(20);

    const before = await sessionCount(a.user.id);
    for (const deckSize of [15, 0, 21, '10', 10.5, null]) {
      const refused = await a.agent
        .post('/api/sessions/start')
        .send({ ...startBody(a.user.id), deckSize })
        .expect(400);
      expect(refused.body.message).toContain(DECK_SIZE_MESSAGE);
    }
    expect(await sessionCount(a.user.id)).toBe(before);
  });

  it('validates the body and the user', async () => {
    const a = await signIn(testApp);
    const b = await signIn(testApp);
    const post = (body: unknown) => a.agent.post('/api/sessions/start').send(body as object);
    await post({}).expect(400);
    await post({ ...startBody(a.user.id), location: { latitude: 200, longitude: 0 } }).expect(400);
    await post({ ...startBody(a.user.id), filters: { radiusMiles: 0 } }).expect(400);
    await post(startBody(a.user.id, null, { priceRange: ['$$$$$'] })).expect(400);
    await post(startBody(a.user.id, 'not-a-uuid')).expect(400);
    await post(startBody(b.user.id)).expect(403);
    // A partnership that isn't theirs.
    const { partnership } = await signInPartners(testApp);
    await post(startBody(a.user.id, partnership.id)).expect(404);
    await testApp.agent().post('/api/sessions/start').send(startBody(a.user.id)).expect(401);
    expect(await sessionCount(a.user.id)).toBe(0);
  });
});

describe('reading sessions', () => {
  it('a partnered session: the partner sees it as active with the remaining count and the same deck', async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const none = await a.agent.get(`/api/sessions/user/${a.user.id}/active`).expect(200);
    expect(none.body).toBeNull();

    await b.agent
      .post(`/api/sessions/${started.session.id}/swipe`)
      .send({ userId: b.user.id, restaurantId: started.restaurants[0]!.placeId, action: 'pass', position: 1 })
      .expect(200);
    for (const [i, card] of started.restaurants.slice(0, 2).entries()) {
      await a.agent
        .post(`/api/sessions/${started.session.id}/swipe`)
        .send({ userId: a.user.id, restaurantId: card.placeId, action: 'pass', position: i + 1 })
        .expect(200);
    }
    const active = partnerActiveSessionSchema.parse((await b.agent.get(`/api/sessions/user/${b.user.id}/active`).expect(200)).body);
    expect(active).toMatchObject({
      id: started.session.id,
      partnershipId: partnership.id,
      restaurantCount: 19,
      partnerId: a.user.id,
      // Home's card starts from the partner's progress as read (a count only), the live channel moves it on.
      partnerProgress: { userId: a.user.id, name: a.email.split('@')[0], swiped: 2, total: started.restaurants.length },
    });
    expect(active!.restaurants).toEqual(started.restaurants);
    expect(active!.partnerName).toBe(a.email.split('@')[0]);

    const bView = await b.agent.get(`/api/sessions/${started.session.id}`).expect(200);
    expect(bView.body.restaurants).toEqual(started.restaurants);

    // Partnerships count sessions together.
    const list = await a.agent.get(`/api/partnerships/user/${a.user.id}`).expect(200);
    expect(list.body[0].sessionsTogether).toBe(1);

    // Removing the partner cancels the waiting session.
    await a.agent.delete(`/api/partnerships/${partnership.id}`).expect(200);
    expect((await b.agent.get(`/api/sessions/user/${b.user.id}/active`).expect(200)).body).toBeNull();
    expect((await a.agent.get(`/api/sessions/${started.session.id}`).expect(200)).body.status).toBe('cancelled');
  });

  it('history: newest first with likes, match name, partner name; limit default 5, max 50', async () => {
    const { a, b, partnership } = await signInPartners(testApp);
    await setTier(testApp, a.user.id, 'annual');
    const solo = await startSession(a.agent, a.user.id);
    await a.agent
      .post(`/api/sessions/${solo.session.id}/swipe`)
      .send({ userId: a.user.id, restaurantId: solo.restaurants[1]!.placeId, action: 'like', position: 2 })
      .expect(200);
    const together = await startSession(a.agent, a.user.id, partnership.id);
    const target = together.restaurants[3]!;
    for (const side of [a, b]) {
      await side.agent
        .post(`/api/sessions/${together.session.id}/swipe`)
        .send({ userId: side.user.id, restaurantId: target.placeId, action: 'like', position: 4 })
        .expect(200);
    }
    for (let i = 0; i < 5; i++) await startSession(a.agent, a.user.id);

    const history = sessionHistorySchema.parse((await a.agent.get(`/api/sessions/user/${a.user.id}/history`).expect(200)).body);
    expect(history).toHaveLength(5);
    const all = sessionHistorySchema.parse((await a.agent.get(`/api/sessions/user/${a.user.id}/history?limit=50`).expect(200)).body);
    expect(all).toHaveLength(7);
    expect(all[5]).toMatchObject({
      id: together.session.id,
      matchedRestaurantId: target.placeId,
      matchedRestaurantName: target.name,
      likedCount: 1,
      status: 'completed',
      partnerName: b.email.split('@')[0],
    });
    expect(all[6]).toMatchObject({ id: solo.session.id, partnershipId: null, likedCount: 1, partnerName: null });
    // The partner's history has the joined session too.
    const bHistory = (await b.agent.get(`/api/sessions/user/${b.user.id}/history`).expect(200)).body;
    expect(bHistory[0]).toMatchObject({ id: together.session.id, partnerName: a.email.split('@')[0] });
    expect((await b.agent.get('/api/auth/user').expect(200)).body.totalMatches).toBe(1);

    for (const limit of ['0', '51', 'x', '1.5']) {
      const res = await a.agent.get(`/api/sessions/user/${a.user.id}/history?limit=${limit}`).expect(400);
      expect(res.body.message).toBe('limit must be a whole number from 1 to 50');
    }
    await b.agent.get(`/api/sessions/user/${a.user.id}/history`).expect(403);
    await b.agent.get(`/api/sessions/user/${a.user.id}/active`).expect(403);
  });

  it('session and swipes are for members only; swipes only your own', async () => {
    const a = await signIn(testApp);
    const stranger = await signIn(testApp);
    const started = await startSession(a.agent, a.user.id);
    await a.agent
      .post(`/api/sessions/${started.session.id}/swipe`)
      .send({ userId: a.user.id, restaurantId: started.restaurants[0]!.placeId, action: 'like', position: 1 })
      .expect(200);
    const own = await a.agent.get(`/api/sessions/${started.session.id}/swipes/${a.user.id}`).expect(200);
    expect(own.body).toEqual([expect.objectContaining({ restaurantId: started.restaurants[0]!.placeId, action: 'like', position: 1 })]);

    await stranger.agent.get(`/api/sessions/${started.session.id}`).expect(403);
    await stranger.agent.get(`/api/sessions/${started.session.id}/swipes/${stranger.user.id}`).expect(403);
    await stranger.agent.get(`/api/sessions/${started.session.id}/swipes/${a.user.id}`).expect(403);
    await a.agent.get('/api/sessions/not-a-uuid').expect(400);
    await a.agent.get('/api/sessions/00000000-0000-4000-8000-000000000000').expect(404);
  });
});

describe('with the bundled catalog (the offline default source)', () => {
  it('deals a Philadelphia deck of real places with OSM attribution and illustrated photos', async () => {
    const catalogApp = await createTestApp();
    const a = await signIn(catalogApp);
    const res = await a.agent
      .post('/api/sessions/start')
      .send(startBody(a.user.id, null, { priceRange: ['$$'], radiusMiles: 2 }))
      .expect(201);
    const { restaurants } = startSessionResponseSchema.parse(res.body);
    expect(restaurants).toHaveLength(20);
    expect(restaurants.every((restaurant) => restaurant.distance <= 2)).toBe(true);
    expect(restaurants[0]!.attribution).toBe('© OpenStreetMap contributors');
    const photo = await a.agent.get(restaurants[0]!.photoUrl!).expect(200);
    expect(photo.headers['content-type']).toMatch(/svg/);
    await a.agent.get(`/api/restaurants/${encodeURIComponent(restaurants[0]!.placeId)}`).expect(200);
  });
});
