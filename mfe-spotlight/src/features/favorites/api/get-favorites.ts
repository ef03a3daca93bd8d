import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/shared-ui';
import { favoriteListSchema, type Favorite } from '@forkcast/shared-ui/contracts';

/**
 * GET /api/favorites/user/:userId. The key joins to the path, and mfe-swipe's favourite toggle
 * invalidates this same key, so /favorites shows a place saved from the details dialog.
 */
export const favoritesQueryKey = (userId: string) => ['/api/favorites/user', userId] as const;

export async function getFavorites(userId: string): Promise<Favorite[]> {
  const answer = await apiRequest<unknown>('GET', `/api/favorites/user/${encodeURIComponent(userId)}`);
  return favoriteListSchema.parse(answer);
}

export const favoritesQuery = (userId: string) =>
  queryOptions({ queryKey: favoritesQueryKey(userId), queryFn: () => getFavorites(userId) });

export function useFavorites(userId: string | undefined) {
  return useQuery({ ...favoritesQuery(userId ?? ''), enabled: Boolean(userId) });
}
