import { restaurantAvailabilitySchema, startSessionResponseSchema } from '@forkcast/contracts';
import zipcodes from 'zipcodes';
import { FakeOverpass, elementsAround } from './helpers/fake-overpass';
import { signIn } from './helpers/sign-in';
import { setTier } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// Live OpenStreetMap through a local Overpass server that speaks the real protocol: the gateway in its
// default mode ('live', no Google key), pointed at the fake instead of the public instance.
const at = (zip: string) => {
  const found = zipcodes.lookup(zip)!;
  return { latitude: found.latitude, longitude: found.longitude };
};
const MISSOULA = at('59801');
const BOISE = at('83702');
const BILLINGS = at('59101');
const HELENA = at('59601');
const PHILADELPHIA = at('19103');

let overpass: FakeOverpass;
beforeAll(async () => {
  overpass = await FakeOverpass.start([
    ...elementsAround({ lat: MISSOULA.latitude, lon: MISSOULA.longitude }, 30, 1_000_000),
    ...elementsAround({ lat: BOISE.latitude, lon: BOISE.longitude }, 30, 2_000_000),
    ...elementsAround({ lat: BILLINGS.latitude, lon: BILLINGS.longitude }, 30, 3_000_000),
    ...elementsAround({ lat: HELENA.latitude, lon: HELENA.longitude }, 30, 4_000_000),
  ]);
});
afterAll(() => overpass.stop());
beforeEach(() => {
  overpass.answer();
  overpass.delayMs = 0;
  overpass.calls.length = 0;
});

const liveApp = (env: Record<string, string> = {}) =>
  createTestApp({
    env: {
      RESTAURANT_SOURCE: 'live',
      OVERPASS_URL: overpass.url,
      OPERATOR_CONTACT: 'ops@forkcast.test',
      RESTAURANT_SOURCE_TIMEOUT_MS: '1500',
      ...env,
    },
  });

const body = (userId: string, location: { latitude: number; longitude: number }, radiusMiles = 5) => ({
  userId,
  partnershipId: null,
  location,
  filters: { priceRange: ['$'], dietaryRestrictions: [], radiusMiles, minRating: 4 },
});

async function premiumUser(app: TestApp) {
  const signedIn = await signIn(app);
  await setTier(app, signedIn.user.id, 'monthly');
  return signedIn;
}

describe('restaurants from live OpenStreetMap (a local Overpass server)', () => {
  it('deals a deck for a ZIP outside every catalog area, asking as Forkcast with the operator contact', async () => {
    const app = await liveApp();
    const a = await premiumUser(app);
    const res = await a.agent.post('/api/sessions/start').send(body(a.user.id, MISSOULA)).expect(201);
    const started = startSessionResponseSchema.parse(res.body);
    expect(started.restaurants).toHaveLength(20);
    expect(started.restaurants.every((restaurant) => /^osm:(node|way)\/1\d{6}$/.test(restaurant.placeId))).toBe(true);
    // "$ only" and "4.0 and up" don't empty a deck whose prices and ratings nobody knows.
    expect(started.restaurants.every((restaurant) => restaurant.priceLevel === null && restaurant.rating === null)).toBe(true);

    expect(overpass.calls).toHaveLength(1);
    const [call] = overpass.calls;
    expect(call!.headers['user-agent']).toMatch(/^Forkcast\/[\d.]+ \(.*\+ops@forkcast\.test\)$/);
    expect(call!.amenities).toEqual(['restaurant', 'fast_food', 'cafe']);
    // Only the area's rounded centre leaves the server (2 decimals), with the radius and the rounding slack.
    expect(call!.around).toEqual({
      meters: Math.round(5.5 * 1609.344),
      lat: Math.round(MISSOULA.latitude * 100) / 100,
      lon: Math.round(MISSOULA.longitude * 100) / 100,
    });
    expect(call!.headers.cookie).toBeUndefined();

    // A place first seen live opens later by its id from the database, with no further upstream call.
    await a.agent.get(`/api/restaurants/${encodeURIComponent(started.restaurants[0]!.placeId)}`).expect(200);
    expect(overpass.calls).toHaveLength(1);
  });

  it('ten concurrent starts in one area make one upstream call', async () => {
    const app = await liveApp();
    const users = await Promise.all(Array.from({ length: 10 }, () => premiumUser(app)));
    overpass.delayMs = 300;
    const answers = await Promise.all(users.map((u) => u.agent.post('/api/sessions/start').send(body(u.user.id, BOISE))));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    expect(overpass.calls).toHaveLength(1);
  });

  it("429 with Retry-After: the catalog answers, and nothing asks again until the server's time is up", async () => {
    const app = await liveApp();
    const a = await premiumUser(app);
    overpass.refuse(429, '120');
    // Philadelphia is in the catalog: the start still deals, from it.
    const first = await a.agent.post('/api/sessions/start').send(body(a.user.id, PHILADELPHIA)).expect(201);
    expect(first.body.restaurants.length).toBeGreaterThanOrEqual(10);
    expect(overpass.calls).toHaveLength(1);

    const health = await app.agent().get('/api/health').expect(200);
    expect(health.body.restaurants).toMatchObject({
      source: 'overpass',
      fallback: 'catalog',
      live: { state: 'unreachable', lastFailure: 'OVER_QUERY_LIMIT' },
    });
    const retryAt = Date.parse(health.body.restaurants.live.retryAt as string);
    expect(retryAt - Date.now()).toBeGreaterThan(110_000);
    expect(retryAt - Date.now()).toBeLessThanOrEqual(120_000);

    overpass.answer();
    await a.agent
      .post('/api/sessions/start')
      .send(body(a.user.id, { latitude: PHILADELPHIA.latitude + 0.05, longitude: PHILADELPHIA.longitude }))
      .expect(201);
    expect(overpass.calls).toHaveLength(1);
  });

  it('unreachable: the catalog answers within the deadline, and the open circuit asks no more for the window', async () => {
    const app = await liveApp({ RESTAURANT_SOURCE_TIMEOUT_MS: '400' });
    const a = await premiumUser(app);
    overpass.hang();
    const began = Date.now();
    const first = await a.agent.post('/api/sessions/start').send(body(a.user.id, PHILADELPHIA)).expect(201);
    expect(Date.now() - began).toBeLessThan(2000);
    expect(first.body.restaurants.length).toBeGreaterThanOrEqual(10);
    expect(overpass.calls).toHaveLength(1);

    // Resting: five more starts anywhere are answered at once without asking.
    for (let i = 1; i <= 5; i++) {
      const started = Date.now();
      await a.agent
        .post('/api/sessions/start')
        .send(body(a.user.id, { latitude: PHILADELPHIA.latitude + i * 0.02, longitude: PHILADELPHIA.longitude }));
      expect(Date.now() - started).toBeLessThan(1000);
    }
    expect(overpass.calls).toHaveLength(1);
    const health = await app.agent().get('/api/health').expect(200);
    expect(health.body.restaurants.live).toMatchObject({ state: 'unreachable', lastFailure: 'TIMEOUT' });

    // With the live source down and nothing in the catalog near Helena, the answer blames the outage, not filters.
    const nothing = await a.agent.post('/api/sessions/start').send(body(a.user.id, HELENA)).expect(422);
    expect(nothing.body).toMatchObject({ reason: 'source-unreachable' });
    expect(nothing.body.message).toMatch(/can't be reached right now/);
    expect(nothing.body.message).not.toMatch(/filter/i);
  });

  it('a connection refused (no internet) opens the circuit at the first failure', async () => {
    const app = await liveApp({ OVERPASS_URL: 'http://127.0.0.1:9/api/interpreter' });
    const a = await premiumUser(app);
    await a.agent.post('/api/sessions/start').send(body(a.user.id, PHILADELPHIA)).expect(201);
    const health = await app.agent().get('/api/health').expect(200);
    expect(health.body.restaurants.live).toMatchObject({ state: 'unreachable', lastFailure: 'NETWORK_ERROR' });
  });

  it('health names the source and says untried before the first search, reachable after one', async () => {
    const app = await liveApp();
    expect((await app.agent().get('/api/health').expect(200)).body).toEqual({
      status: 'ok',
      restaurants: { source: 'overpass', fallback: 'catalog', live: { state: 'untried', retryAt: null, lastFailure: null } },
    });
    const a = await premiumUser(app);
    await a.agent.get('/api/restaurants/availability?zipCode=59101&radiusMiles=5').expect(200);
    expect((await app.agent().get('/api/health')).body.restaurants.live.state).toBe('reachable');
  });
});

describe('GET /api/restaurants/availability', () => {
  it('live: counts the places near the ZIP and says prices and ratings are unknown', async () => {
    const app = await liveApp();
    const a = await premiumUser(app);
    const res = await a.agent.get('/api/restaurants/availability?zipCode=59801&radiusMiles=5').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(restaurantAvailabilitySchema.parse(res.body)).toEqual({
      zipCode: '59801',
      radiusMiles: 5,
      count: 30,
      source: 'overpass',
      pricesKnown: false,
      ratingsKnown: false,
      empty: null,
    });
  });

  it('catalog only: nothing near Fargo, with the nearest covered area named', async () => {
    const app = await createTestApp();
    const a = await signIn(app);
    const res = await a.agent.get('/api/restaurants/availability?zipCode=58102&radiusMiles=5').expect(200);
    const availability = restaurantAvailabilitySchema.parse(res.body);
    expect(availability).toMatchObject({ count: 0, source: 'catalog', empty: { reason: 'none-near', suggestedRadiusMiles: null } });
    expect(availability.empty!.nearestArea!.miles).toBeGreaterThan(100);
    expect(availability.empty!.message).toMatch(
      /^No restaurants found within 5 miles of 58102 yet\. .*the nearest is .+ \(\d+ miles away\)\.$/,
    );
  });

  it('offers the radius that would find places when a wider one does', async () => {
    const app = await liveApp();
    const a = await signIn(app);
    // Laurel, MT: ~15 miles from Billings' places and none of its own.
    const zip = '59044';
    const res = await a.agent.get(`/api/restaurants/availability?zipCode=${zip}&radiusMiles=2`).expect(200);
    const availability = restaurantAvailabilitySchema.parse(res.body);
    expect(availability.count).toBe(0);
    expect(availability.empty).toMatchObject({ reason: 'wider-radius' });
    expect(availability.empty!.suggestedRadiusMiles).toBeGreaterThan(2);
    expect(availability.empty!.message).toContain(`A ${availability.empty!.suggestedRadiusMiles}-mile radius would find some.`);
  });

  it('refuses a bad ZIP or radius with a clear 400, and needs a sign-in', async () => {
    const app = await createTestApp();
    await app.agent().get('/api/restaurants/availability?zipCode=10001&radiusMiles=5').expect(401);
    const a = await signIn(app);
    expect((await a.agent.get('/api/restaurants/availability?zipCode=1000&radiusMiles=5').expect(400)).body.message).toBeTruthy();
    await a.agent.get('/api/restaurants/availability?zipCode=10001&radiusMiles=40').expect(400);
    expect((await a.agent.get('/api/restaurants/availability?zipCode=00000&radiusMiles=5').expect(400)).body.message).toBe(
      'Invalid zip code',
    );
  });
});
