import { eq } from 'drizzle-orm';
import { favoriteListSchema, favoriteSchema, toFavoriteRating, type StartSessionResponse } from '@forkcast/contracts';
import { favorites } from '../src/db/schema';
import { signIn } from './helpers/sign-in';
import { FakeRestaurantSource, fakePlace, setTier, signInPartners, startSession, type Agent } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let testApp: TestApp;
const source = new FakeRestaurantSource([
  fakePlace(1, { id: 'osm:node/101', name: 'Rating Place', priceLevel: 2, rating: 4.46 }),
  fakePlace(2, { id: 'osm:way/202', name: 'Unknown Place' }),
  fakePlace(3),
]);

beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: source });
});

const rowsOf = (userId: string) => testApp.database.db.select().from(favorites).where(eq(favorites.userId, userId));

/** Paths carry restaurant ids URL-encoded: they contain '/'. */
const enc = encodeURIComponent;

function body(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    restaurantId: 'osm:node/123',
    restaurantName: 'Dim Sum Garden',
    restaurantCuisine: 'Chinese',
    restaurantPrice: 2,
    restaurantRating: 45,
    restaurantVicinity: '1020 Race St, Philadelphia',
    ...overrides,
  };
}

describe('POST /api/favorites', () => {
  it('saves the place with the rating × 10 as sent; saving again changes nothing (idempotent)', async () => {
    const { agent, user } = await signIn(testApp);
    const first = await agent.post('/api/favorites').send(body(user.id)).expect(201);
    const saved = favoriteSchema.parse(first.body);
    expect(saved).toMatchObject({ ...body(user.id), restaurantRating: 45 });
    expect(new Date(saved.savedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const again = await agent
      .post('/api/favorites')
      .send(body(user.id, { restaurantName: 'Renamed' }))
      .expect(200);
    expect(again.body).toEqual(first.body);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ restaurantRating: 45, restaurantName: 'Dim Sum Garden' });
  });

  it('accepts an unknown price, rating, cuisine and vicinity as null', async () => {
    const { agent, user } = await signIn(testApp);
    const res = await agent
      .post('/api/favorites')
      .send(body(user.id, { restaurantPrice: null, restaurantRating: null, restaurantCuisine: null, restaurantVicinity: undefined }))
      .expect(201);
    expect(res.body).toMatchObject({ restaurantPrice: null, restaurantRating: null, restaurantCuisine: null, restaurantVicinity: null });
  });

  it('the × 10 rule: 4.46 → 45, 5 → 50, unknown stays null', () => {
    expect(toFavoriteRating(4.46)).toBe(45);
    expect(toFavoriteRating(5)).toBe(50);
    expect(toFavoriteRating(0)).toBe(0);
    expect(toFavoriteRating(null)).toBeNull();
  });

  it('bad input is 400 with a message and saves nothing', async () => {
    const { agent, user } = await signIn(testApp);
    const bad: Record<string, unknown>[] = [
      { restaurantRating: 4.5 }, // not × 10
      { restaurantRating: 51 },
      { restaurantRating: -1 },
      { restaurantPrice: 5 },
      { restaurantPrice: 0 },
      { restaurantName: '' },
      { restaurantName: undefined },
      { restaurantId: '' },
      { restaurantId: 'x'.repeat(301) },
      { userId: 'not-a-uuid' },
      { restaurantCuisine: 42 },
    ];
    for (const overrides of bad) {
      const res = await agent.post('/api/favorites').send(body(user.id, overrides)).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    await agent.post('/api/favorites').set('Content-Type', 'application/json').send('{"userId":').expect(400);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("another user's id is 403 and saves nothing; signed out is 401", async () => {
    const a = await signIn(testApp);
    const b = await signIn(testApp);
    await a.agent.post('/api/favorites').send(body(b.user.id)).expect(403);
    expect(await rowsOf(b.user.id)).toHaveLength(0);
    await testApp.agent().post('/api/favorites').send(body(b.user.id)).expect(401);
  });
});

describe('reading and removing favourites', () => {
  it('lists newest first with savedAt; check and delete take the URL-encoded id', async () => {
    const { agent, user } = await signIn(testApp);
    await agent
      .post('/api/favorites')
      .send(body(user.id, { restaurantId: 'osm:node/1', restaurantName: 'First' }))
      .expect(201);
    await agent
      .post('/api/favorites')
      .send(body(user.id, { restaurantId: 'osm:way/2', restaurantName: 'Second' }))
      .expect(201);

    const list = favoriteListSchema.parse((await agent.get(`/api/favorites/user/${user.id}`).expect(200)).body);
    expect(list.map((favorite) => favorite.restaurantName)).toEqual(['Second', 'First']);
    expect(list.every((favorite) => favorite.userId === user.id && !Number.isNaN(Date.parse(favorite.savedAt)))).toBe(true);

    await agent.get(`/api/favorites/${user.id}/${enc('osm:node/1')}/check`).expect(200, { isFavorited: true });
    await agent.get(`/api/favorites/${user.id}/${enc('osm:node/999')}/check`).expect(200, { isFavorited: false });

    await agent.delete(`/api/favorites/${user.id}/${enc('osm:node/1')}`).expect(200, { success: true });
    await agent.get(`/api/favorites/${user.id}/${enc('osm:node/1')}/check`).expect(200, { isFavorited: false });
    const removedAgain = await agent.delete(`/api/favorites/${user.id}/${enc('osm:node/1')}`).expect(404);
    expect(removedAgain.body.message).toBe('Favorite not found');
    expect((await agent.get(`/api/favorites/user/${user.id}`).expect(200)).body).toHaveLength(1);
  });

  it("another user's favourites are 403 to read, check and delete, and stay as they are", async () => {
    const a = await signIn(testApp);
    const b = await signIn(testApp);
    await b.agent.post('/api/favorites').send(body(b.user.id)).expect(201);

    await a.agent.get(`/api/favorites/user/${b.user.id}`).expect(403);
    await a.agent.get(`/api/favorites/${b.user.id}/${enc('osm:node/123')}/check`).expect(403);
    await a.agent.delete(`/api/favorites/${b.user.id}/${enc('osm:node/123')}`).expect(403);
    expect(await rowsOf(b.user.id)).toHaveLength(1);
    await testApp.agent().get(`/api/favorites/user/${b.user.id}`).expect(401);
  });

  it('bad path ids are 400', async () => {
    const { agent, user } = await signIn(testApp);
    await agent.get('/api/favorites/user/not-a-uuid').expect(400);
    await agent.get(`/api/favorites/not-a-uuid/${enc('osm:node/1')}/check`).expect(400);
    await agent.delete(`/api/favorites/${user.id}/${enc(' ')}`).expect(400);
    await agent.delete(`/api/favorites/${user.id}/%E0%A4%A`).expect(400);
  });
});

describe('likes in a solo session are saved as favourites', () => {
  function swipe(agent: Agent, userId: string, started: StartSessionResponse, placeId: string, action: 'like' | 'pass') {
    const position = started.restaurants.findIndex((restaurant) => restaurant.placeId === placeId) + 1;
    return agent.post(`/api/sessions/${started.session.id}/swipe`).send({ userId, restaurantId: placeId, action, position }).expect(200);
  }

  it('a solo like saves the card (rating × 10, unknown price null), once; a pass saves nothing', async () => {
    const { agent, user } = await signIn(testApp);
    const started = await startSession(agent, user.id, null, { priceRange: [], minRating: null });
    await swipe(agent, user.id, started, 'osm:node/101', 'like');
    await swipe(agent, user.id, started, 'osm:node/101', 'like'); // a repeat changes nothing
    await swipe(agent, user.id, started, 'osm:way/202', 'like');
    await swipe(agent, user.id, started, 'fake:3', 'pass');

    const list = favoriteListSchema.parse((await agent.get(`/api/favorites/user/${user.id}`).expect(200)).body);
    expect(list).toHaveLength(2);
    const rated = list.find((favorite) => favorite.restaurantId === 'osm:node/101');
    expect(rated).toMatchObject({
      restaurantName: 'Rating Place',
      restaurantCuisine: 'Italian',
      restaurantPrice: 2,
      restaurantRating: 45,
      restaurantVicinity: '1 Market St, Philadelphia',
    });
    expect(list.find((favorite) => favorite.restaurantId === 'osm:way/202')).toMatchObject({
      restaurantPrice: null,
      restaurantRating: null,
    });
  });

  it('a like already saved by hand stays as it was', async () => {
    const { agent, user } = await signIn(testApp);
    await agent
      .post('/api/favorites')
      .send(body(user.id, { restaurantId: 'osm:node/101', restaurantName: 'Saved By Hand' }))
      .expect(201);
    const started = await startSession(agent, user.id, null, { priceRange: [], minRating: null });
    await swipe(agent, user.id, started, 'osm:node/101', 'like');
    expect((await rowsOf(user.id)).map((row) => row.restaurantName)).toEqual(['Saved By Hand']);
  });

  it('likes in a partnered session are not favourites', async () => {
    const { a, partnership } = await signInPartners(testApp);
    await setTier(testApp, a.user.id, 'annual');
    const started = await startSession(a.agent, a.user.id, partnership.id, { priceRange: [], minRating: null });
    await swipe(a.agent, a.user.id, started, 'osm:node/101', 'like');
    expect(await rowsOf(a.user.id)).toHaveLength(0);
  });
});
