import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { FavoriteCheck } from '@forkcast/contracts';
import { favoriteCheckQueryKey } from '@forkcast/api-client/favorite-query-keys';

/** GET /api/favorites/:userId/:restaurantId/check → {isFavorited}. */
export function checkFavorite(userId: string, placeId: string): Promise<FavoriteCheck> {
  return apiRequest<FavoriteCheck>('GET', `/api/favorites/${encodeURIComponent(userId)}/${encodeURIComponent(placeId)}/check`);
}

export const favoriteCheckQuery = (userId: string, placeId: string) =>
  queryOptions({ queryKey: favoriteCheckQueryKey(userId, placeId), queryFn: () => checkFavorite(userId, placeId) });

export function useFavoriteCheck(userId: string | undefined, placeId: string, enabled: boolean) {
  return useQuery({ ...favoriteCheckQuery(userId ?? '', placeId), enabled: enabled && Boolean(userId && placeId) });
}
