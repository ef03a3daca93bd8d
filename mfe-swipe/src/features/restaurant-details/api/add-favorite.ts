import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/shared-ui';
import { saveFavoriteSchema, type FavoriteCheck, type SaveFavoriteInput } from '@forkcast/shared-ui/contracts';
import { favoriteCheckQueryKey } from './check-favorite';
import { favoritesListQueryKey } from './favorites-list-key';

/** POST /api/favorites (docs/product.md › API), checked against the contract the gateway parses it with. */
export async function addFavorite(input: SaveFavoriteInput): Promise<void> {
  await apiRequest<unknown>('POST', '/api/favorites', saveFavoriteSchema.parse(input));
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: (_answer, { userId, restaurantId }) => {
      queryClient.setQueryData<FavoriteCheck>(favoriteCheckQueryKey(userId, restaurantId), { isFavorited: true });
      void queryClient.invalidateQueries({ queryKey: favoritesListQueryKey(userId) });
    },
  });
}
