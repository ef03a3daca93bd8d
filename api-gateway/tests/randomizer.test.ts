import { randomRestaurantResponseSchema } from '@forkcast/contracts';
import { CatalogSource } from '../src/modules/restaurants/sources/catalog-source';
import { signIn } from './helpers/sign-in';
import { FakeRestaurantSource, fakePlace } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let testApp: TestApp;
const source = new FakeRestaurantSource([
  fakePlace(1, { id: 'osm:node/1', name: 'Thai Garden', cuisines: ['Thai'], priceLevel: 1, rating: 4.2 }),
  fakePlace(2, { id: 'osm:node/2', name: 'Sushi Bar', cuisines: ['Japanese'], priceLevel: 3, rating: 4.7 }),
  fakePlace(3, { id: 'osm:node/3', name: 'Corner Pizza', cuisines: ['Pizza'] }),
]);

beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: source });
});

// ZIP 19107 is Center City Philadelphia, under a mile from the fake places.
const body = (overrides: Record<string, unknown> = {}) => ({
  cuisines: [],
  priceRange: ['$', '$$', '$$$', '$$$$'],
  zipCode: '19107',
  radiusMiles: 10,
  minRating: 3,
  ...overrides,
});

describe('POST /api/restaurants/random', () => {
  it('answers one matching place in the spec shape', async () => {
    const { agent } = await signIn(testApp);
    const res = await agent
      .post('/api/restaurants/random')
      .send(body({ cuisines: ['Sushi'] }))
      .expect(200);
    const { restaurant } = randomRestaurantResponseSchema.parse(res.body);
    expect(res.body.restaurant).toEqual({
      placeId: 'osm:node/2',
      name: 'Sushi Bar',
      cuisineType: 'Japanese',
      priceLevel: 3,
      priceKnown: true,
      rating: 4.7,
      vicinity: '2 Market St, Philadelphia',
      photoUrl: expect.stringMatching(/^\/api\/restaurants\/photo\//),
      attribution: '© OpenStreetMap contributors',
    });
    expect(restaurant?.name).toBe('Sushi Bar');
  });

  it('sends 2 for an unknown price, never filters one out, and says why when nothing matches', async () => {
    const { agent } = await signIn(testApp);
    // minRating 1 (any rating): the unrated pizza place is not held back by the minimum.
    const pizza = await agent
      .post('/api/restaurants/random')
      .send(body({ cuisines: ['Pizza'], priceRange: ['$'], minRating: 1 }))
      .expect(200);
    expect(pizza.body.restaurant).toMatchObject({ name: 'Corner Pizza', priceLevel: 2, priceKnown: false, rating: null });
    const filtered = {
      restaurant: null,
      empty: {
        reason: 'filtered',
        message: 'No restaurants found nearby. Try a larger radius or different filters.',
        suggestedRadiusMiles: null,
        nearestArea: null,
      },
    };
    await agent
      .post('/api/restaurants/random')
      .send(body({ cuisines: ['Thai'], priceRange: ['$$$$'] }))
      .expect(200, filtered);
    await agent
      .post('/api/restaurants/random')
      .send(body({ cuisines: ['Thai'], minRating: 4.5 }))
      .expect(200, filtered);
    await agent
      .post('/api/restaurants/random')
      .send(body({ cuisines: ['French'] }))
      .expect(200, filtered);
  });

  it('a minimum rating never picks a place without a rating when nearby places are rated', async () => {
    const { agent } = await signIn(testApp);
    for (let spin = 0; spin < 12; spin++) {
      const res = await agent
        .post('/api/restaurants/random')
        .send(body({ minRating: 3 }))
        .expect(200);
      expect(res.body.restaurant.rating).toEqual(expect.any(Number));
      expect(res.body.restaurant.rating).toBeGreaterThanOrEqual(3);
    }
    const res = await agent
      .post('/api/restaurants/random')
      .send(body({ cuisines: ['Pizza'], minRating: 3 }))
      .expect(200);
    expect(res.body).toMatchObject({ restaurant: null, empty: { reason: 'filtered' } });
  });

  it("an unknown ZIP is 400 'Invalid zip code'", async () => {
    const { agent } = await signIn(testApp);
    const res = await agent
      .post('/api/restaurants/random')
      .send(body({ zipCode: '00000' }))
      .expect(400);
    expect(res.body).toEqual({ message: 'Invalid zip code' });
  });

  it('bad input is 400 with a message', async () => {
    const { agent } = await signIn(testApp);
    const bad: Record<string, unknown>[] = [
      { priceRange: [] },
      { priceRange: ['$$$$$'] },
      { priceRange: undefined },
      { zipCode: '1910' },
      { zipCode: 'abcde' },
      { zipCode: undefined },
      { radiusMiles: 0 },
      { radiusMiles: 26 },
      { radiusMiles: 2.5 },
      { minRating: 0.5 },
      { minRating: 5.5 },
      { minRating: 3.3 },
      { cuisines: 'Thai' },
      { cuisines: [''] },
    ];
    for (const overrides of bad) {
      const res = await agent.post('/api/restaurants/random').send(body(overrides)).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const noPrice = await agent
      .post('/api/restaurants/random')
      .send(body({ priceRange: [] }))
      .expect(400);
    expect(noPrice.body.message).toBe('Please select at least one price range');
  });

  it('needs a signed-in user', async () => {
    await testApp.agent().post('/api/restaurants/random').send(body()).expect(401);
  });
});

describe('with the bundled catalog', () => {
  it('ZIP 19103: a real place; the catalog lists no prices, so "$$$$ only" still finds one', async () => {
    // The catalog knows no prices: a price filter must not empty a deck of places whose price nobody knows.
    const nearby = await new CatalogSource().nearby({ latitude: 39.9513, longitude: -75.1741, radiusMiles: 25 });
    expect(nearby.length).toBeGreaterThan(100);
    expect(nearby.filter((place) => place.priceLevel !== null)).toEqual([]);

    const catalogApp = await createTestApp();
    const { agent } = await signIn(catalogApp);
    const found = await agent
      .post('/api/restaurants/random')
      .send(body({ zipCode: '19103', radiusMiles: 5 }))
      .expect(200);
    expect(found.body.restaurant).toMatchObject({ priceLevel: 2, attribution: '© OpenStreetMap contributors' });
    const pricey = await agent
      .post('/api/restaurants/random')
      .send(body({ zipCode: '19103', priceRange: ['$$$$'], minRating: 5 }))
      .expect(200);
    expect(pricey.body.restaurant).toMatchObject({ priceLevel: 2, rating: null });
  });
});
