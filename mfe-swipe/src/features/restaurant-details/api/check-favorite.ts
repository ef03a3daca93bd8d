import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/shared-ui';
import type { FavoriteCheck } from '@forkcast/shared-ui/contracts';

/** GET /api/favorites/:userId/:restaurantId/check → {isFavorited}. */
export const favoriteCheckQueryKey = (userId: string, placeId: string) =>
  ['/api/favorites', userId, placeId, 'check'] as const;

export function checkFavorite(userId: string, placeId: string): Promise<FavoriteCheck> {
  return apiRequest<FavoriteCheck>('GET', `/api/favorites/${encodeURIComponent(userId)}/${encodeURIComponent(placeId)}/check`);
}

export const favoriteCheckQuery = (userId: string, placeId: string) =>
  queryOptions({ queryKey: favoriteCheckQueryKey(userId, placeId), queryFn: () => checkFavorite(userId, placeId) });

export function useFavoriteCheck(userId: string | undefined, placeId: string, enabled: boolean) {
  return useQuery({ ...favoriteCheckQuery(userId ?? '', placeId), enabled: enabled && Boolean(userId && placeId) });
}
