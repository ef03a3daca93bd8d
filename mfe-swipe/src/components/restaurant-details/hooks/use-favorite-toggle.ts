import { useEffect } from 'react';
import { useToast } from '@forkcast/design-system';
import type { RestaurantInsights } from '@forkcast/contracts';
import { toFavoriteRating } from '@forkcast/contracts/domain';
import { useRemoveFavorite } from '@forkcast/api-client/remove-favorite';
import { useAddFavorite } from '../api/add-favorite';
import { useFavoriteCheck } from '../api/check-favorite';

interface Options {
  userId: string | undefined;
  restaurantId: string;
  /** The loaded details: what a saved favourite records. Null until they are loaded. */
  details: RestaurantInsights | null;
  open: boolean;
}

/**
 * The dialog's heart (docs/product.md › Screens › Restaurant details: saved ⇄ not saved). Saved-ness comes from the check call;
 * if that fails the heart starts empty, and a save of an already saved place is harmless on the server.
 */
export function useFavoriteToggle({ userId, restaurantId, details, open }: Options) {
  const check = useFavoriteCheck(userId, restaurantId, open);
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const { toast } = useToast();

  useEffect(() => {
    if (check.isError) toast({ title: 'Failed to check favorite', variant: 'destructive' });
  }, [check.isError, toast]);

  const isFavorited = check.data?.isFavorited ?? false;
  const busy = add.isPending || remove.isPending;

  const toggle = async () => {
    if (!userId || !details || busy) return;
    try {
      if (isFavorited) {
        await remove.mutateAsync({ userId, restaurantId });
        toast({ title: 'Removed from favorites' });
      } else {
        await add.mutateAsync({
          userId,
          restaurantId,
          restaurantName: details.name,
          restaurantCuisine: details.cuisineType,
          restaurantPrice: details.priceLevel,
          restaurantRating: toFavoriteRating(details.rating),
          restaurantVicinity: details.vicinity,
        });
      }
    } catch {
      toast({ title: 'Error', description: 'Failed to update favorites', variant: 'destructive' });
    }
  };

  return {
    isFavorited,
    /** Nothing to save until the details are in and the user is known. */
    available: Boolean(userId && details),
    busy,
    toggle,
  };
}
