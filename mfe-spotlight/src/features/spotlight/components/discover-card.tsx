import { useId } from 'react';
import styled from 'styled-components';
import { Plus, Sparkles } from 'lucide-react';
import { Button, Card, useToast, VisuallyHidden, PlaceFacts } from '@forkcast/design-system';
import { spotlightInputFrom, type DiscoverRestaurant } from '@forkcast/contracts';
import { CardActions, PlaceName } from '../../../components/place-list';
import { useAddToSpotlight } from '../api/add-to-spotlight';

const Description = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A Discover place: facts, its AI description and a button that puts it on To Go. */
export function DiscoverCard({ place, userId }: { place: DiscoverRestaurant; userId: string }) {
  const nameId = useId();
  const { toast } = useToast();
  const add = useAddToSpotlight();

  // mutateAsync: on success the place leaves Discover and this card unmounts, which would drop
  // mutate's per-call callbacks (and the toast with them).
  const onAdd = async () => {
    try {
      await add.mutateAsync(spotlightInputFrom(userId, place));
      toast({ title: 'Added to spotlight!', variant: 'success' });
    } catch {
      toast({ title: 'Failed to add restaurant', variant: 'destructive' });
    }
  };

  return (
    <Card as="article" aria-labelledby={nameId}>
      <PlaceName id={nameId}>{place.name}</PlaceName>
      <PlaceFacts cuisine={place.cuisineType} priceLevel={place.priceLevel} rating={place.rating} vicinity={place.vicinity} />
      <Description>
        <Sparkles size={16} aria-hidden="true" />
        <span>
          <VisuallyHidden>AI description: </VisuallyHidden>
          {place.aiDescription}
        </span>
      </Description>
      <CardActions>
        <Button size="sm" onClick={() => void onAdd()} loading={add.isPending}>
          <Plus size={16} aria-hidden="true" />
          Add to To Go
        </Button>
      </CardActions>
    </Card>
  );
}
