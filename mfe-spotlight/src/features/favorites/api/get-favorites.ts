import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import { favoriteListSchema, type Favorite } from '@forkcast/contracts';
import { favoritesQueryKey } from '@forkcast/api-client/favorite-query-keys';

/**
 * GET /api/favorites/user/:userId. The key is @forkcast/api-client's: mfe-swipe's favourite toggle invalidates the
 * same one, so /favorites shows a place saved from the details dialog.
 */
export async function getFavorites(userId: string): Promise<Favorite[]> {
  const answer = await apiRequest<unknown>('GET', `/api/favorites/user/${encodeURIComponent(userId)}`);
  return favoriteListSchema.parse(answer);
}

export const favoritesQuery = (userId: string) =>
  queryOptions({ queryKey: favoritesQueryKey(userId), queryFn: () => getFavorites(userId) });

export function useFavorites(userId: string | undefined) {
  return useQuery({ ...favoritesQuery(userId ?? ''), enabled: Boolean(userId) });
}
