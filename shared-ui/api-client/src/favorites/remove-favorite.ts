import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import type { Favorite, FavoriteCheck } from '@forkcast/contracts';
import { favoriteCheckQueryKey, favoritesQueryKey } from './favorite-query-keys';

export interface RemoveFavoriteInput {
  userId: string;
  restaurantId: string;
}

/** DELETE /api/favorites/:userId/:restaurantId (ids contain '/', hence the encoding). */
export async function removeFavorite({ userId, restaurantId }: RemoveFavoriteInput): Promise<void> {
  await apiRequest<unknown>('DELETE', `/api/favorites/${encodeURIComponent(userId)}/${encodeURIComponent(restaurantId)}`);
}

/**
 * Un-saving a place from /favorites (mfe-spotlight) or the details dialog (mfe-swipe): whichever screen did it,
 * every cached reading of the user's favourites learns of it, the list and each place's "is it a favourite?".
 * Its own entry point (@forkcast/api-client/remove-favorite): only those two screens change favourites.
 */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: (_answer, { userId, restaurantId }) => {
      // Drop the card and clear the heart at once; the refetches confirm both.
      queryClient.setQueryData<Favorite[]>(favoritesQueryKey(userId), (list) =>
        list?.filter((favorite) => favorite.restaurantId !== restaurantId),
      );
      queryClient.setQueryData<FavoriteCheck>(favoriteCheckQueryKey(userId, restaurantId), { isFavorited: false });
      // Both keys start with '/api/favorites…' but neither is a prefix of the other: the list, then every check.
      void queryClient.invalidateQueries({ queryKey: favoritesQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ['/api/favorites', userId] });
    },
  });
}
