import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import { discoverRestaurantListSchema, type DiscoverRestaurant } from '@forkcast/contracts';

/** docs/product.md › API: the user id is only part of the cache key (the gateway answers for the signed-in user). */
export const discoverQueryKey = (userId: string) => ['/api/spotlight/new-restaurants', userId] as const;

/** GET /api/spotlight/new-restaurants: up to 10 AI-described places near the saved location. */
export async function getDiscoverRestaurants(): Promise<DiscoverRestaurant[]> {
  const answer = await apiRequest<unknown>('GET', '/api/spotlight/new-restaurants');
  return discoverRestaurantListSchema.parse(answer);
}

export const discoverQuery = (userId: string) =>
  queryOptions({
    queryKey: discoverQueryKey(userId),
    queryFn: getDiscoverRestaurants,
    // docs/product.md › API: no retry. A 409 (Location Not Set) won't heal by asking again.
    retry: false,
  });

export function useDiscoverRestaurants(userId: string | undefined) {
  return useQuery({ ...discoverQuery(userId ?? ''), enabled: Boolean(userId) });
}
