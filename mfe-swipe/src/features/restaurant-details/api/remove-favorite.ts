import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@forkcast/shared-ui';
import { restaurantIdSchema, type FavoriteCheck } from '@forkcast/shared-ui/contracts';
import { favoriteCheckQueryKey } from './check-favorite';
import { favoritesListQueryKey } from './favorites-list-key';

/** DELETE /api/favorites/:userId/:restaurantId. */
export const removeFavoriteInputSchema = z.object({ userId: z.string().min(1), restaurantId: restaurantIdSchema });
export type RemoveFavoriteInput = z.infer<typeof removeFavoriteInputSchema>;

export async function removeFavorite(input: RemoveFavoriteInput): Promise<void> {
  const { userId, restaurantId } = removeFavoriteInputSchema.parse(input);
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
