import { restaurantSchema } from '@forkcast/contracts';
import { loadCatalog } from '../catalog/load-catalog';
import { toRestaurant } from '../domain/to-restaurant';
import { makePlace } from './place-fixtures';

const ORIGIN = { latitude: 39.9525, longitude: -75.1741 };

describe('toRestaurant', () => {
  it('builds the spec Restaurant for a catalog place', () => {
    const place = makePlace({
      id: 'osm:node/42',
      name: 'Dante & Luigi',
      lat: 39.9376,
      lng: -75.1597,
      cuisines: ['Italian', 'Pizza'],
      vicinity: '762 South 10th Street, Philadelphia',
    });
    const restaurant = toRestaurant(place, ORIGIN, ['Gluten-free']);
    expect(restaurantSchema.parse(restaurant)).toEqual(restaurant);
    expect(restaurant).toEqual({
      placeId: 'osm:node/42',
      name: 'Dante & Luigi',
      photoUrl: '/api/restaurants/photo/cuisine%3Aitalian?maxWidth=800',
      cuisineType: 'Italian',
      priceLevel: null,
      rating: null,
      distance: 1.3,
      vicinity: '762 South 10th Street, Philadelphia',
      aiDescription: null,
      dietaryWarnings: [{ restriction: 'Gluten-free', severity: 'medium', warning: expect.any(String) }],
      attribution: '© OpenStreetMap contributors',
    });
  });

  it("uses the source's photo reference and 'Restaurant' when there is no cuisine", () => {
    const restaurant = toRestaurant(
      makePlace({ id: 'gplaces:abc', source: 'google', photoRef: 'Aap_uE/x+y', priceLevel: 2, rating: 4.4 }),
      ORIGIN,
      [],
    );
    expect(restaurant).toMatchObject({
      photoUrl: '/api/restaurants/photo/Aap_uE%2Fx%2By?maxWidth=800',
      cuisineType: 'Restaurant',
      priceLevel: 2,
      rating: 4.4,
      distance: 0,
      dietaryWarnings: [],
      attribution: 'Powered by Google',
    });
  });

  it('gives every catalog place a valid Restaurant', async () => {
    const { places } = await loadCatalog();
    for (const place of places) restaurantSchema.parse(toRestaurant(place, ORIGIN, ['Vegan', 'Nut-free']));
  });
});
