import styled from 'styled-components';
import { Button, Dialog } from '@forkcast/design-system';
import { useCurrentUser } from '@forkcast/api-client';
import { RESTAURANT_DETAILS_ERROR } from '@forkcast/contracts/domain';
import { useRestaurantInsights } from '../api/get-restaurant-insights';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';
import { DetailsSkeleton } from './details-skeleton';
import { FavoriteButton } from './favorite-button';
import { RestaurantDetailsBody } from './restaurant-details-body';

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

const FailureText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface RestaurantDetailsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The place id as the deck carries it (may hold a slash: 'osm:node/123'). */
  restaurantId: string;
  /** The signed-in user's id, for the favourite toggle; read from the current user when left out. */
  userId?: string;
}

/**
 * One place's facts, opening hours and AI insights, with a favourite heart (docs/product.md › Screens ›
 * Restaurant details). Opened from /swipe, /match, /no-match and /solo-complete. Loads only while open; a
 * failure stays inside the dialog with a Retry, so the screen behind it is untouched.
 */
export function RestaurantDetailsDialog({ open, onOpenChange, restaurantId, userId }: RestaurantDetailsDialogProps) {
  const { user } = useCurrentUser();
  const details = useRestaurantInsights(restaurantId, open);
  const favorite = useFavoriteToggle({
    userId: userId ?? user?.id,
    restaurantId,
    details: details.data ?? null,
    open,
  });

  let body;
  if (details.data) {
    body = (
      <RestaurantDetailsBody
        details={details.data}
        favorite={
          favorite.available && <FavoriteButton saved={favorite.isFavorited} busy={favorite.busy} onToggle={() => void favorite.toggle()} />
        }
      />
    );
  } else if (details.isError) {
    body = (
      <Failure role="alert">
        <FailureText>{RESTAURANT_DETAILS_ERROR}</FailureText>
        <Button variant="outline" onClick={() => void details.refetch()} loading={details.isFetching}>
          Retry
        </Button>
      </Failure>
    );
  } else {
    body = <DetailsSkeleton />;
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={details.data?.name ?? 'Restaurant details'}>
      {body}
    </Dialog>
  );
}
