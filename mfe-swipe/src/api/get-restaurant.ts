import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/shared-ui';
import { restaurantSchema, type Restaurant } from '@forkcast/shared-ui/contracts';

/** GET /api/restaurants/:id. Place ids carry slashes ('osm:node/1'), hence the encoding. */
export const restaurantQueryKey = (placeId: string) => ['/api/restaurants', placeId] as const;

export async function getRestaurant(placeId: string): Promise<Restaurant> {
  return restaurantSchema.parse(await apiRequest<unknown>('GET', `/api/restaurants/${encodeURIComponent(placeId)}`));
}

export const restaurantQuery = (placeId: string) =>
  queryOptions({ queryKey: restaurantQueryKey(placeId), queryFn: () => getRestaurant(placeId) });

export function useRestaurant(placeId: string | undefined, enabled = true) {
  return useQuery({ ...restaurantQuery(placeId ?? ''), enabled: enabled && Boolean(placeId) });
}
