import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@forkcast/shared-ui';
import { restaurantIdSchema, type Favorite } from '@forkcast/shared-ui/contracts';
import { favoritesQueryKey } from './get-favorites';

/** DELETE /api/favorites/:userId/:restaurantId (ids contain '/', hence the encoding). */
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
      // Drop the card at once; the refetch confirms it.
      queryClient.setQueryData<Favorite[]>(favoritesQueryKey(userId), (list) =>
        list?.filter((favorite) => favorite.restaurantId !== restaurantId),
      );
      void queryClient.invalidateQueries({ queryKey: favoritesQueryKey(userId) });
      // mfe-swipe's "is it a favourite?" reads (['/api/favorites', userId, placeId, 'check']).
      void queryClient.invalidateQueries({ queryKey: ['/api/favorites', userId] });
    },
  });
}
