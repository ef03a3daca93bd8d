import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/shared-ui';
import type { FavoriteCheck } from '@forkcast/shared-ui/contracts';
import { favoriteCheckQueryKey } from './check-favorite';
import { favoritesListQueryKey } from './favorites-list-key';

export interface RemoveFavoriteInput {
  userId: string;
  restaurantId: string;
}

/** DELETE /api/favorites/:userId/:restaurantId. */
export async function removeFavorite({ userId, restaurantId }: RemoveFavoriteInput): Promise<void> {
  await apiRequest<unknown>('DELETE', `/api/favorites/${encodeURIComponent(userId)}/${encodeURIComponent(restaurantId)}`);
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: (_answer, { userId, restaurantId }) => {
      queryClient.setQueryData<FavoriteCheck>(favoriteCheckQueryKey(userId, restaurantId), { isFavorited: false });
      void queryClient.invalidateQueries({ queryKey: favoritesListQueryKey(userId) });
    },
  });
}
