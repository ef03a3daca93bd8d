import type { Logger } from '../../../logger';
import type { RestaurantFinder } from '../restaurant-finder';
import type { RestaurantCacheRepository } from '../restaurant-cache.repository';
import { RestaurantsService, type CardDescriptions } from '../restaurants.service';
import type { RestaurantSource } from '../sources/restaurant-source';
import { makePlace } from './place-fixtures';

// The swipe room's page waits for describedRestaurant: it reads a description already written and never asks
// the AI layer for one (a model's answer takes seconds).
const place = makePlace({ id: 'osm:node/7', name: 'Luigi Trattoria' });

function serviceWith(written: string | null) {
  const descriptions = { describe: jest.fn(async () => 'generated'), written: jest.fn(async () => written) } satisfies CardDescriptions;
  const finder = { byId: async (id: string) => (id === place.id ? place : null) } as unknown as RestaurantFinder;
  const users = { account: async () => ({ preferences: null }) } as never;
  const service = new RestaurantsService(
    finder,
    {} as RestaurantCacheRepository,
    {} as RestaurantSource,
    users,
    () => new Date(),
    {} as Logger,
    descriptions,
  );
  return { service, descriptions };
}

it('answers as GET /api/restaurants/:id does when the description is written', async () => {
  const { service, descriptions } = serviceWith('Fresh pasta by the window.');
  const described = await service.describedRestaurant('user-1', place.id);
  expect(descriptions.describe).not.toHaveBeenCalled();
  // The same card as the details route gives, but for the description it would have generated.
  expect(described).toEqual({ ...(await service.getRestaurant('user-1', place.id)), aiDescription: 'Fresh pasta by the window.' });
});

it('is null when no description is written yet, and generates none', async () => {
  const { service, descriptions } = serviceWith(null);
  expect(await service.describedRestaurant('user-1', place.id)).toBeNull();
  expect(descriptions.describe).not.toHaveBeenCalled();
});

it('is null for a place that is gone', async () => {
  expect(await serviceWith('text').service.describedRestaurant('user-1', 'osm:node/404')).toBeNull();
});
