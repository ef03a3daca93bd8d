import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@forkcast/api-client';
import { restaurantIdSchema } from '@forkcast/contracts';
import { discoverQueryKey } from './get-discover-restaurants';
import { spotlightListsQueryKey } from './get-spotlight-entries';

/** DELETE /api/spotlight/:userId/:restaurantId (ids contain '/', hence the encoding). */
export const removeFromSpotlightInputSchema = z.object({ userId: z.string().min(1), restaurantId: restaurantIdSchema });
export type RemoveFromSpotlightInput = z.infer<typeof removeFromSpotlightInputSchema>;

export async function removeFromSpotlight(input: RemoveFromSpotlightInput): Promise<void> {
  const { userId, restaurantId } = removeFromSpotlightInputSchema.parse(input);
  await apiRequest<unknown>('DELETE', `/api/spotlight/${encodeURIComponent(userId)}/${encodeURIComponent(restaurantId)}`);
}

export function useRemoveFromSpotlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromSpotlight,
    onSuccess: (_answer, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: spotlightListsQueryKey(userId) });
      // A removed place may be discoverable again; Discover reloads the next time it opens.
      void queryClient.invalidateQueries({ queryKey: discoverQueryKey(userId), refetchType: 'none' });
    },
  });
}
