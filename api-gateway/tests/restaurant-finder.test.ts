import { RestaurantCacheRepository } from '../src/modules/restaurants/restaurant-cache.repository';
import { RestaurantFinder } from '../src/modules/restaurants/restaurant-finder';
import type { Place } from '../src/modules/restaurants/domain/place';
import { FakeRestaurantSource, ORIGIN, fakePlace } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

describe('RestaurantFinder with a live source that lists one restaurant twice', () => {
  // An area of its own (the restaurant cache is shared): 2° of longitude west of the fixtures' origin.
  const west = (index: number, overrides: Partial<Place>) => fakePlace(index, { lng: ORIGIN.longitude - 2, ...overrides });
  const origin = { latitude: ORIGIN.latitude, longitude: ORIGIN.longitude - 2 };
  // What OpenStreetMap returned in Philadelphia: one "Masala Kitchen" without an address, another 0.77 miles
  // away with one; two HipCityVeg branches, each with its own street address.
  const source = new FakeRestaurantSource([
    west(1, { id: 'osm:node/8822229338', name: 'Masala Kitchen', vicinity: 'Philadelphia, PA' }),
    west(12, { id: 'osm:node/6693379145', name: 'Masala Kitchen', vicinity: '2004 Chestnut Street, Philadelphia, PA 19103' }),
    west(2, { id: 'osm:node/5595443764', name: 'HipCityVeg', vicinity: '121 South Broad Street, Philadelphia' }),
    west(7, { id: 'osm:node/5595478221', name: 'HipCityVeg', vicinity: '127 South 18th Street, Philadelphia' }),
  ]);

  it('keeps the richer entry of a near-duplicate pair in the area, fetched and cached alike', async () => {
    const finder = new RestaurantFinder(new RestaurantCacheRepository(testApp.database.db), source, () => new Date(), 60_000);
    const expected = ['osm:node/6693379145', 'osm:node/5595443764', 'osm:node/5595478221'];
    expect((await finder.nearby(origin, 5)).map((place) => place.id)).toEqual(expected);
    // The second ask is the cached area: the same three.
    expect((await finder.nearby(origin, 5)).map((place) => place.id)).toEqual(expected);
    expect(source.nearbyCalls).toHaveLength(1);
    // The folded entry is still known by id: a favourite or a session dealt before keeps its card.
    expect((await finder.byId('osm:node/8822229338'))?.name).toBe('Masala Kitchen');
  });
});
