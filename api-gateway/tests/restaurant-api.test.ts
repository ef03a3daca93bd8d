import { restaurantSchema } from '@forkcast/contracts';
import { signIn } from './helpers/sign-in';
import { FakeRestaurantSource, ORIGIN, fakePlace, setPreferences } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let testApp: TestApp;
let offsetMs = 0;
class PhotoSource extends FakeRestaurantSource {
  photoCalls = 0;
  async photo(ref: string) {
    this.photoCalls++;
    if (ref === 'broken') throw new Error('upstream down');
    return { contentType: 'image/jpeg', body: Buffer.from('jpeg-bytes') };
  }
}
const source = new PhotoSource([fakePlace(1, { cuisines: ['Thai'], priceLevel: 2, rating: 4.4 }), fakePlace(2)]);

beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: source, now: () => new Date(Date.now() + offsetMs) });
});

describe('POST /api/cache/refresh-restaurants', () => {
  it('warms the area once per 60 s for the same coordinates to 2 decimals', async () => {
    const a = await signIn(testApp);
    const before = source.nearbyCalls.length;
    const first = await a.agent.post('/api/cache/refresh-restaurants').send(ORIGIN).expect(200);
    expect(first.body).toEqual({ refreshed: true, count: 2 });
    const second = await a.agent
      .post('/api/cache/refresh-restaurants')
      .send({ latitude: ORIGIN.latitude + 0.001, longitude: ORIGIN.longitude })
      .expect(200);
    expect(second.body).toEqual({ refreshed: false, reason: 'cooldown' });
    // Another user, same area: same cooldown (it is the server's, not the client's).
    const b = await signIn(testApp);
    await b.agent.post('/api/cache/refresh-restaurants').send(ORIGIN).expect(200, { refreshed: false, reason: 'cooldown' });
    // Concurrent calls for a new area: exactly one refreshes.
    const area = { latitude: 39.5, longitude: -75.5 };
    const racing = await Promise.all([1, 2, 3].map(() => a.agent.post('/api/cache/refresh-restaurants').send(area)));
    expect(racing.filter((res) => res.body.refreshed === true)).toHaveLength(1);
    expect(source.nearbyCalls.length - before).toBe(2);

    offsetMs = 61_000;
    try {
      await a.agent.post('/api/cache/refresh-restaurants').send(ORIGIN).expect(200, { refreshed: true, count: 2 });
    } finally {
      offsetMs = 0;
    }
  });

  it('validates the body and needs a user', async () => {
    const a = await signIn(testApp);
    await a.agent.post('/api/cache/refresh-restaurants').send({ latitude: 'x', longitude: 0 }).expect(400);
    await a.agent.post('/api/cache/refresh-restaurants').send({ latitude: 91, longitude: 0 }).expect(400);
    await a.agent.post('/api/cache/refresh-restaurants').send({}).expect(400);
    await testApp.agent().post('/api/cache/refresh-restaurants').send(ORIGIN).expect(401);
  });
});

describe('GET /api/restaurants/:id', () => {
  it('answers the spec Restaurant as seen from the user’s saved location; 404 unknown', async () => {
    const a = await signIn(testApp);
    await setPreferences(testApp, a.user.id, { dietaryRestrictions: ['Vegan'] });
    const res = await a.agent.get(`/api/restaurants/${encodeURIComponent('fake:1')}`).expect(200);
    const restaurant = restaurantSchema.parse(res.body);
    expect(restaurant).toMatchObject({
      placeId: 'fake:1',
      name: 'Fake Place 1',
      cuisineType: 'Thai',
      priceLevel: 2,
      rating: 4.4,
      distance: 0.1,
    });
    expect(restaurant.dietaryWarnings.map((warning) => warning.restriction)).toContain('Vegan');
    await a.agent.get('/api/restaurants/fake%3A404').expect(404, { message: 'Restaurant not found' });
    await testApp.agent().get('/api/restaurants/fake%3A1').expect(401);
  });
});

describe('GET /api/restaurants/photo/:ref', () => {
  it('draws the cuisine illustration for cuisine: refs, cacheable, for anyone', async () => {
    const res = await testApp.agent().get('/api/restaurants/photo/cuisine%3Athai?maxWidth=400').expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(String(res.body)).toContain('<svg');
    // Unknown cuisines still get a picture.
    await testApp.agent().get('/api/restaurants/photo/cuisine%3Azzz-unknown').expect(200).expect('Content-Type', /svg/);
  });

  it('proxies source photos for signed-in users and falls back to an illustration on failure', async () => {
    const a = await signIn(testApp);
    await testApp.agent().get('/api/restaurants/photo/abc').expect(401);
    const res = await a.agent.get('/api/restaurants/photo/abc?maxWidth=800').expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    const fallback = await a.agent.get('/api/restaurants/photo/broken').expect(200);
    expect(fallback.headers['content-type']).toMatch(/svg/);
  });

  it('rejects an invalid maxWidth with 400', async () => {
    for (const value of ['0', '-5', 'abc', '1601', '12.5']) {
      const res = await testApp.agent().get(`/api/restaurants/photo/cuisine%3Athai?maxWidth=${value}`).expect(400);
      expect(res.body.message).toBe('maxWidth must be a whole number from 1 to 1600');
    }
  });
});
