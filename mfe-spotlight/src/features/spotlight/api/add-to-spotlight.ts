import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import {
  addSpotlightSchema,
  spotlightEntrySchema,
  type AddSpotlightInput,
  type DiscoverRestaurant,
  type SpotlightEntry,
} from '@forkcast/contracts';
import { discoverQueryKey } from './get-discover-restaurants';
import { spotlightListsQueryKey } from './get-spotlight-entries';

/** POST /api/spotlight: a place goes on the To Go list. */
export async function addToSpotlight(input: AddSpotlightInput): Promise<SpotlightEntry> {
  const answer = await apiRequest<unknown>('POST', '/api/spotlight', addSpotlightSchema.parse(input));
  return spotlightEntrySchema.parse(answer);
}

export function useAddToSpotlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToSpotlight,
    onSuccess: (_entry, { userId, restaurantId }) => {
      // The place moves from Discover to To Go; Discover isn't refetched (its descriptions cost AI calls).
      queryClient.setQueryData<DiscoverRestaurant[]>(discoverQueryKey(userId), (list) =>
        list?.filter((place) => place.placeId !== restaurantId),
      );
      void queryClient.invalidateQueries({ queryKey: spotlightListsQueryKey(userId) });
    },
  });
}
