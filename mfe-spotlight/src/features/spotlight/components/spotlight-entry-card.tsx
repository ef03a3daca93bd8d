import { useId } from 'react';
import { CheckCircle2, Trash2 } from 'lucide-react';
import { Button, Card, IconButton, useToast, PlaceFacts } from '@forkcast/design-system';
import type { SpotlightEntry } from '@forkcast/contracts';
import { CardActions, CardTop, PlaceName } from '../../../components/place-list';
import { useMarkVisited } from '../api/mark-visited';
import { useRemoveFromSpotlight } from '../api/remove-from-spotlight';

/** One To Go or Visited entry: facts, 'Mark as visited' (to_go only) and remove. */
export function SpotlightEntryCard({ entry }: { entry: SpotlightEntry }) {
  const nameId = useId();
  const { toast } = useToast();
  const markVisited = useMarkVisited();
  const remove = useRemoveFromSpotlight();
  const busy = markVisited.isPending || remove.isPending;
  const name = entry.restaurantName;

  // mutateAsync, not mutate's callbacks: a successful change refetches the list, which unmounts this
  // card, and TanStack Query drops per-call callbacks of an unmounted observer — the toast would be lost.
  const onMarkVisited = async () => {
    try {
      await markVisited.mutateAsync({ id: entry.id, userId: entry.userId });
      toast({ title: 'Marked as visited!', variant: 'success' });
    } catch {
      toast({ title: 'Failed to mark restaurant as visited', variant: 'destructive' });
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync({ userId: entry.userId, restaurantId: entry.restaurantId });
      toast({ title: 'Removed!', variant: 'success' });
    } catch {
      toast({ title: 'Failed to remove restaurant', variant: 'destructive' });
    }
  };

  return (
    <Card as="article" aria-labelledby={nameId}>
      <CardTop>
        <PlaceName id={nameId}>{name}</PlaceName>
        <IconButton label={`Remove ${name}`} onClick={() => void onRemove()} disabled={busy} aria-busy={remove.isPending || undefined}>
          <Trash2 size={20} aria-hidden="true" />
        </IconButton>
      </CardTop>
      <PlaceFacts
        cuisine={entry.restaurantCuisine}
        priceLevel={entry.restaurantPrice}
        rating={entry.restaurantRating}
        vicinity={entry.restaurantVicinity}
      />
      {entry.status === 'to_go' && (
        <CardActions>
          <Button variant="outline" size="sm" onClick={() => void onMarkVisited()} loading={markVisited.isPending} disabled={busy}>
            <CheckCircle2 size={16} aria-hidden="true" />
            Mark as visited
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
