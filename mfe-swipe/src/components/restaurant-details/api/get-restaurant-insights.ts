import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { RestaurantInsights } from '@forkcast/contracts';

/** GET /api/restaurants/:id/insights. Place ids carry slashes ('osm:node/1'), hence the encoding. */
export const restaurantInsightsQueryKey = (placeId: string) => ['/api/restaurants', placeId, 'insights'] as const;

export function getRestaurantInsights(placeId: string): Promise<RestaurantInsights> {
  return apiRequest<RestaurantInsights>('GET', `/api/restaurants/${encodeURIComponent(placeId)}/insights`);
}

export const restaurantInsightsQuery = (placeId: string) =>
  queryOptions({ queryKey: restaurantInsightsQueryKey(placeId), queryFn: () => getRestaurantInsights(placeId) });

/** Read only while the dialog is open: closed dialogs on a list of places cost nothing. */
export function useRestaurantInsights(placeId: string, enabled: boolean) {
  return useQuery({ ...restaurantInsightsQuery(placeId), enabled: enabled && Boolean(placeId) });
}
