import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { FavoriteCheck, SaveFavoriteInput } from '@forkcast/contracts';
import { favoriteCheckQueryKey, favoritesQueryKey } from '@forkcast/api-client/favorite-query-keys';

/** POST /api/favorites (docs/product.md › API); the gateway checks it against the contract. */
export async function addFavorite(input: SaveFavoriteInput): Promise<void> {
  await apiRequest<unknown>('POST', '/api/favorites', input);
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: (_answer, { userId, restaurantId }) => {
      queryClient.setQueryData<FavoriteCheck>(favoriteCheckQueryKey(userId, restaurantId), { isFavorited: true });
      void queryClient.invalidateQueries({ queryKey: favoritesQueryKey(userId) });
    },
  });
}
