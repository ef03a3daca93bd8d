import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { Restaurant } from '@forkcast/contracts';

/** GET /api/restaurants/:id. Place ids carry slashes ('osm:node/1'), hence the encoding. */
export const restaurantQueryKey = (placeId: string) => ['/api/restaurants', placeId] as const;

export function getRestaurant(placeId: string): Promise<Restaurant> {
  return apiRequest<Restaurant>('GET', `/api/restaurants/${encodeURIComponent(placeId)}`);
}

export const restaurantQuery = (placeId: string) =>
  queryOptions({ queryKey: restaurantQueryKey(placeId), queryFn: () => getRestaurant(placeId) });

export function useRestaurant(placeId: string | undefined, enabled = true) {
  return useQuery({ ...restaurantQuery(placeId ?? ''), enabled: enabled && Boolean(placeId) });
}
