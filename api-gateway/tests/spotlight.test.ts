import { eq } from 'drizzle-orm';
import { discoverRestaurantListSchema, spotlightEntryListSchema, spotlightEntrySchema, type Preferences } from '@forkcast/contracts';
import { spotlightEntries } from '../src/db/schema';
import { createLogger } from '../src/logger';
import { FavoritesRepository } from '../src/modules/favorites/favorites.repository';
import { FavoritesService } from '../src/modules/favorites/favorites.service';
import { RestaurantCacheRepository } from '../src/modules/restaurants/restaurant-cache.repository';
import { RestaurantFinder } from '../src/modules/restaurants/restaurant-finder';
import { SessionsRepository } from '../src/modules/sessions/sessions.repository';
import { describePlaceFromFacts, type DescribeForDiscover } from '../src/modules/spotlight/describe-place';
import { SpotlightRepository } from '../src/modules/spotlight/spotlight.repository';
import { SpotlightService } from '../src/modules/spotlight/spotlight.service';
import { UsersRepository } from '../src/modules/users/users.repository';
import { signIn } from './helpers/sign-in';
import type { Place } from '../src/modules/restaurants/domain/place';
import { FakeRestaurantSource, ORIGIN, fakePlace, setPreferences, startSession } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let testApp: TestApp;
// Place n is n × 0.07 miles north of the origin; 14 places so Discover's limit of 10 shows.
const source = new FakeRestaurantSource([
  ...Array.from({ length: 12 }, (_, i) => fakePlace(i + 1, { id: `osm:node/${i + 1}` })),
  fakePlace(13, { id: 'osm:node/13', name: 'Pricey', priceLevel: 4, rating: 4.8 }),
  fakePlace(14, { id: 'osm:node/14', name: 'Poorly Rated', priceLevel: 1, rating: 2.5 }),
  fakePlace(15, { id: 'osm:node/15', name: 'Steak Only', cuisines: ['Steakhouse'], diet: { vegetarian: 'no' } }),
  // ~14 miles away: outside a 5-mile radius.
  fakePlace(200, { id: 'osm:node/200', name: 'Far Away' }),
]);

beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: source });
});

const enc = encodeURIComponent;
const rowsOf = (userId: string) => testApp.database.db.select().from(spotlightEntries).where(eq(spotlightEntries.userId, userId));

function addBody(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    restaurantId: 'osm:node/123',
    restaurantName: 'Dim Sum Garden',
    restaurantCuisine: 'Chinese',
    restaurantPrice: 2,
    restaurantRating: 4.5,
    restaurantVicinity: '1020 Race St, Philadelphia',
    status: 'to_go',
    ...overrides,
  };
}

describe('the To Go and Visited lists', () => {
  it('adds to To Go, 409 when listed already, marks visited, lists by status, removes', async () => {
    const { agent, user } = await signIn(testApp);
    const added = spotlightEntrySchema.parse((await agent.post('/api/spotlight').send(addBody(user.id)).expect(201)).body);
    expect(added).toMatchObject({ ...addBody(user.id), status: 'to_go', visitedAt: null });
    await agent
      .post('/api/spotlight')
      .send(addBody(user.id, { restaurantId: 'osm:way/2', restaurantName: 'Second' }))
      .expect(201);

    const again = await agent.post('/api/spotlight').send(addBody(user.id)).expect(409);
    expect(again.body.message).toBe('Restaurant is already in your spotlight');

    const toGo = spotlightEntryListSchema.parse((await agent.get(`/api/spotlight/user/${user.id}?status=to_go`).expect(200)).body);
    expect(toGo.map((entry) => entry.restaurantName)).toEqual(['Second', 'Dim Sum Garden']);

    const visited = await agent.patch(`/api/spotlight/${added.id}`).send({ userId: user.id, status: 'visited' }).expect(200);
    expect(visited.body).toMatchObject({ id: added.id, status: 'visited', visitedAt: expect.any(String) });
    // A retried tap answers the entry as it is.
    await agent.patch(`/api/spotlight/${added.id}`).send({ userId: user.id, status: 'visited' }).expect(200);
    // Listed as visited, it is still "already listed".
    await agent.post('/api/spotlight').send(addBody(user.id)).expect(409);

    expect((await agent.get(`/api/spotlight/user/${user.id}?status=visited`).expect(200)).body.map((e: { id: string }) => e.id)).toEqual([
      added.id,
    ]);
    expect((await agent.get(`/api/spotlight/user/${user.id}?status=to_go`).expect(200)).body).toHaveLength(1);
    expect((await agent.get(`/api/spotlight/user/${user.id}`).expect(200)).body).toHaveLength(2);

    await agent.delete(`/api/spotlight/${user.id}/${enc('osm:node/123')}`).expect(200, { success: true });
    const missing = await agent.delete(`/api/spotlight/${user.id}/${enc('osm:node/123')}`).expect(404);
    expect(missing.body.message).toBe('Spotlight entry not found');
    expect((await rowsOf(user.id)).map((row) => row.restaurantId)).toEqual(['osm:way/2']);
  });

  it('accepts an unknown price and rating (catalog places) as null', async () => {
    const { agent, user } = await signIn(testApp);
    const res = await agent
      .post('/api/spotlight')
      .send(addBody(user.id, { restaurantPrice: null, restaurantRating: null, status: undefined }))
      .expect(201);
    expect(res.body).toMatchObject({ restaurantPrice: null, restaurantRating: null, status: 'to_go' });
  });

  it('bad input is 400 with a message and changes nothing', async () => {
    const { agent, user } = await signIn(testApp);
    const entry = (await agent.post('/api/spotlight').send(addBody(user.id)).expect(201)).body;
    const bad: Record<string, unknown>[] = [
      { status: 'visited' },
      { restaurantPrice: 5 },
      { restaurantPrice: 1.5 },
      { restaurantRating: 5.5 },
      { restaurantName: '' },
      { restaurantId: undefined },
      { userId: 'nope' },
    ];
    for (const overrides of bad) {
      const res = await agent
        .post('/api/spotlight')
        .send(addBody(user.id, { restaurantId: 'osm:node/9', ...overrides }))
        .expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    for (const patch of [
      { userId: user.id, status: 'to_go' },
      { userId: user.id },
      { status: 'visited' },
      { userId: user.id, status: 'eaten' },
    ]) {
      await agent.patch(`/api/spotlight/${entry.id}`).send(patch).expect(400);
    }
    await agent.patch('/api/spotlight/not-a-uuid').send({ userId: user.id, status: 'visited' }).expect(400);
    await agent.get(`/api/spotlight/user/${user.id}?status=eaten`).expect(400);
    await agent.get('/api/spotlight/user/not-a-uuid').expect(400);
    await agent.delete(`/api/spotlight/not-a-uuid/${enc('osm:node/123')}`).expect(400);

    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'to_go', visitedAt: null });
  });

  it("another user's lists are 403 by user id and 404 by entry id, and stay as they are", async () => {
    const a = await signIn(testApp);
    const b = await signIn(testApp);
    const entry = (await b.agent.post('/api/spotlight').send(addBody(b.user.id)).expect(201)).body;

    await a.agent.post('/api/spotlight').send(addBody(b.user.id)).expect(403);
    await a.agent.get(`/api/spotlight/user/${b.user.id}`).expect(403);
    await a.agent.delete(`/api/spotlight/${b.user.id}/${enc('osm:node/123')}`).expect(403);
    await a.agent.patch(`/api/spotlight/${entry.id}`).send({ userId: b.user.id, status: 'visited' }).expect(403);
    // With their own id, someone else's entry simply isn't found.
    await a.agent.patch(`/api/spotlight/${entry.id}`).send({ userId: a.user.id, status: 'visited' }).expect(404);
    await a.agent.patch('/api/spotlight/00000000-0000-4000-8000-000000000000').send({ userId: a.user.id, status: 'visited' }).expect(404);

    const rows = await rowsOf(b.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'to_go', visitedAt: null });
    await testApp.agent().get(`/api/spotlight/user/${b.user.id}`).expect(401);
    await testApp.agent().get('/api/spotlight/new-restaurants').expect(401);
  });
});

describe('GET /api/spotlight/new-restaurants (Discover)', () => {
  async function discover(agent: Awaited<ReturnType<typeof signIn>>['agent']) {
    return discoverRestaurantListSchema.parse((await agent.get('/api/spotlight/new-restaurants').expect(200)).body);
  }

  const anyPrice: Partial<Preferences> = { priceRange: ['$', '$$', '$$$', '$$$$'], minRating: 1, dietaryRestrictions: [] };

  it('without a saved location: 409 Location Not Set', async () => {
    const { agent } = await signIn(testApp);
    const res = await agent.get('/api/spotlight/new-restaurants').expect(409);
    expect(res.body).toEqual({ message: 'Location Not Set' });
  });

  it('up to 10 places within the radius, nearest first, each described, with the OSM credit', async () => {
    const { agent, user } = await signIn(testApp);
    await setPreferences(testApp, user.id, anyPrice);
    const places = await discover(agent);
    expect(places).toHaveLength(10);
    expect(places.map((place) => place.placeId)).toEqual(Array.from({ length: 10 }, (_, i) => `osm:node/${i + 1}`));
    for (const place of places) {
      expect(place.aiDescription.length).toBeGreaterThan(10);
      expect(place.attribution).toBe('© OpenStreetMap contributors');
    }
    expect(places[0]).toMatchObject({
      name: 'Fake Place 1',
      cuisineType: 'Italian',
      priceLevel: null,
      rating: null,
      vicinity: '1 Market St, Philadelphia',
    });
  });

  it('leaves out places the user swiped, favourited or listed', async () => {
    const { agent, user } = await signIn(testApp);
    await setPreferences(testApp, user.id, anyPrice);
    const started = await startSession(agent, user.id, null, { priceRange: [], minRating: null });
    const swiped = started.restaurants.find((restaurant) => restaurant.placeId === 'osm:node/1')!;
    await agent
      .post(`/api/sessions/${started.session.id}/swipe`)
      .send({ userId: user.id, restaurantId: swiped.placeId, action: 'pass', position: started.restaurants.indexOf(swiped) + 1 })
      .expect(200);
    await agent
      .post('/api/favorites')
      .send({ userId: user.id, restaurantId: 'osm:node/2', restaurantName: 'Fake Place 2', restaurantRating: null })
      .expect(201);
    await agent
      .post('/api/spotlight')
      .send(addBody(user.id, { restaurantId: 'osm:node/3', restaurantName: 'Fake Place 3' }))
      .expect(201);

    const ids = (await discover(agent)).map((place) => place.placeId);
    expect(ids).not.toContain('osm:node/1');
    expect(ids).not.toContain('osm:node/2');
    expect(ids).not.toContain('osm:node/3');
    expect(ids[0]).toBe('osm:node/4');
    // Adding a Discover place to To Go takes it out of Discover.
    await agent
      .post('/api/spotlight')
      .send(addBody(user.id, { restaurantId: ids[0], restaurantName: 'Fake Place 4' }))
      .expect(201);
    expect((await discover(agent)).map((place) => place.placeId)).not.toContain('osm:node/4');
  });

  it('honours the price range, minimum rating and radius; a place that lists no price is never left out', async () => {
    const { agent, user } = await signIn(testApp);
    // The $ place rated 2.5 is out by price; the unrated ones by the minimum (the listing has ratings).
    await setPreferences(testApp, user.id, { ...anyPrice, priceRange: ['$$$$'], minRating: 2.5 });
    expect((await discover(agent)).map((place) => place.name)).toEqual(['Pricey']);
    // Any rating: the places with no listed price come back under "$$$$ only".
    await setPreferences(testApp, user.id, { ...anyPrice, priceRange: ['$$$$'] });
    expect((await discover(agent)).map((place) => place.name)).toEqual(expect.arrayContaining(['Fake Place 1']));

    await setPreferences(testApp, user.id, { ...anyPrice, priceRange: ['$'], minRating: 3 });
    expect(await discover(agent)).toEqual([]); // the only $ place is rated 2.5

    await setPreferences(testApp, user.id, { ...anyPrice, priceRange: ['$'], minRating: 2.5 });
    expect((await discover(agent)).map((place) => place.name)).toEqual(['Poorly Rated']);

    await setPreferences(testApp, user.id, {
      ...anyPrice,
      location: { zipCode: '19107', latitude: 39.9524 + 0.2, longitude: -75.1636, radiusMiles: 1 },
    });
    expect((await discover(agent)).map((place) => place.name)).toEqual(['Far Away']);
  });

  it('leaves out places with a high-severity conflict with the diet, keeps milder ones', async () => {
    const { agent, user } = await signIn(testApp);
    await setPreferences(testApp, user.id, { ...anyPrice, dietaryRestrictions: ['Vegetarian'] });
    const names = (await discover(agent)).map((place) => place.name);
    expect(names).not.toContain('Steak Only');
    expect(names).toHaveLength(10); // Italian places only warn mildly

    await setPreferences(testApp, user.id, { ...anyPrice, priceRange: ['$$'], dietaryRestrictions: [] });
    const all = await discover(agent);
    expect(all).toHaveLength(10);
  });

  it('describes with the AI port (given the preferences), and falls back to the facts when it fails', async () => {
    const { user } = await signIn(testApp);
    await setPreferences(testApp, user.id, { ...anyPrice, priceRange: ['$$$$'], minRating: 2.5, cuisinePreferences: ['Thai'] });
    const db = testApp.database.db;
    const asked: unknown[] = [];
    const make = (describe: DescribeForDiscover) =>
      new SpotlightService({
        spotlight: new SpotlightRepository(db),
        // The services' reads, straight from the repositories (the other services need the whole app).
        favorites: new FavoritesService(new FavoritesRepository(db)),
        sessions: new SessionsRepository(db),
        users: { account: (id) => new UsersRepository(db).findById(id) },
        finder: new RestaurantFinder(new RestaurantCacheRepository(db), source, () => new Date(), 60_000),
        describe,
        now: () => new Date(),
        logger: createLogger(testApp.config),
      });
    const pricey = source.places.find((place) => place.name === 'Pricey')!;
    const facts = describePlaceFromFacts(pricey);

    const described = await make(async (places, preferences) => {
      asked.push(preferences);
      return places.map((place) => ({ placeId: place.id, aiDescription: ` A candle-lit room for ${place.name}. ` }));
    }).discover(user.id);
    expect(described.map((place) => place.aiDescription)).toEqual(['A candle-lit room for Pricey.']);
    expect(asked).toEqual([{ priceRange: ['$$$$'], cuisinePreferences: ['Thai'], dietaryRestrictions: [] }]);

    expect((await make(async () => Promise.reject(new Error('AI down'))).discover(user.id))[0]!.aiDescription).toBe(facts);
    expect((await make(async () => []).discover(user.id))[0]!.aiDescription).toBe(facts);
    expect((await make(async () => [{ placeId: pricey.id, aiDescription: '  ' }]).discover(user.id))[0]!.aiDescription).toBe(facts);
  });

  it('never offers another entry of a place the user met: same name, close by', async () => {
    const { agent, user } = await signIn(testApp);
    // An area of its own (the restaurant cache is shared with the other tests): 1° of longitude east.
    const east = (index: number, overrides: Partial<Place>) => fakePlace(index, { lng: ORIGIN.longitude + 1, ...overrides });
    await setPreferences(testApp, user.id, {
      ...anyPrice,
      location: { zipCode: '19107', latitude: ORIGIN.latitude, longitude: ORIGIN.longitude + 1, radiusMiles: 5 },
    });
    // The walkthrough: a liked "Masala Kitchen" without an address, and another OSM entry 0.8 miles away with one.
    const twins = new FakeRestaurantSource([
      east(1, { id: 'osm:node/8822229338', name: 'Masala Kitchen', vicinity: 'Philadelphia, PA' }),
      east(12, { id: 'osm:node/6693379145', name: 'Masala Kitchen', vicinity: '2004 Chestnut Street, Philadelphia, PA 19103' }),
      // Two real branches: each has its own street address.
      east(2, { id: 'osm:node/5595443764', name: 'HipCityVeg', vicinity: '121 South Broad Street, Philadelphia' }),
      east(7, { id: 'osm:node/5595478221', name: 'HipCityVeg', vicinity: '127 South 18th Street, Philadelphia' }),
      east(3, { id: 'osm:node/3', name: 'Somewhere Else' }),
    ]);
    const db = testApp.database.db;
    const service = new SpotlightService({
      spotlight: new SpotlightRepository(db),
      favorites: new FavoritesService(new FavoritesRepository(db)),
      sessions: new SessionsRepository(db),
      users: { account: (id) => new UsersRepository(db).findById(id) },
      finder: new RestaurantFinder(new RestaurantCacheRepository(db), twins, () => new Date(), 60_000),
      describe: async () => [],
      now: () => new Date(),
      logger: createLogger(testApp.config),
    });
    // The source's two Masala Kitchen entries are one place in the area (the richer, with its address).
    expect((await service.discover(user.id)).map((place) => place.placeId).sort()).toEqual([
      'osm:node/3',
      'osm:node/5595443764',
      'osm:node/5595478221',
      'osm:node/6693379145',
    ]);
    for (const restaurantId of ['osm:node/8822229338', 'osm:node/5595443764']) {
      await agent
        .post('/api/favorites')
        .send({ userId: user.id, restaurantId, restaurantName: 'Liked', restaurantRating: null })
        .expect(201);
    }
    expect((await service.discover(user.id)).map((place) => place.placeId)).toEqual(['osm:node/3', 'osm:node/5595478221']);
  });

  it('the app describes Discover places with the AI service (built-in engine offline)', async () => {
    const { agent, user } = await signIn(testApp);
    await setPreferences(testApp, user.id, { ...anyPrice, priceRange: ['$$$$'] });
    const [pricey] = await discover(agent);
    expect(pricey!.aiDescription).toMatch(/Pricey|Italian/);
    expect(pricey!.aiDescription.length).toBeGreaterThan(20);
  });

  it('facts descriptions read as a sentence', () => {
    expect(describePlaceFromFacts(fakePlace(1, { cuisines: ['Italian'], vicinity: '12 Main St, Philadelphia' }))).toMatch(
      /^An Italian spot on 12 Main St, the kind of place for .+\./,
    );
    expect(describePlaceFromFacts(fakePlace(1, { cuisines: [], vicinity: null, diet: { vegan: 'yes' } }))).toBe(
      'A restaurant. Vegan options are listed.',
    );
  });
});
