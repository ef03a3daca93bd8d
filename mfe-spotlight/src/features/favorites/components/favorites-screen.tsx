import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, ConfirmDialog, PageColumn, ScreenTitle, Spinner, useToast, VisuallyHidden } from '@forkcast/design-system';
import { useCurrentUser } from '@forkcast/api-client';
import type { Favorite } from '@forkcast/contracts';
import { useRemoveFavorite } from '@forkcast/api-client/remove-favorite';
import { DataCredits } from '../../../components/data-credits';
import { EmptyText, PlaceList } from '../../../components/place-list';
import { dataCreditsFor } from '../../../lib/data-credits';
import { useFavorites } from '../api/get-favorites';
import { FavoriteCard } from './favorite-card';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)} 0;
`;

export const FAVORITES_EMPTY_TEXT = 'No favorites yet. Restaurants you like in solo sessions will appear here.';

/** /favorites (docs/product.md › Screens › Favorites): the saved places, newest first, with removal behind a confirmation. */
export function FavoritesScreen() {
  const { user } = useCurrentUser();
  const userId = user?.id;
  const favorites = useFavorites(userId);
  const removal = useRemoveFavorite();
  const { toast } = useToast();
  const [pending, setPending] = useState<Favorite | null>(null);
  const list = favorites.data ?? [];

  const confirmRemove = async () => {
    if (!pending || !userId) return;
    try {
      await removal.mutateAsync({ userId, restaurantId: pending.restaurantId });
      toast({ title: 'Removed from favorites', variant: 'success' });
    } catch (error) {
      toast({ title: 'Failed to remove restaurant', variant: 'destructive' });
      // Keeps the dialog open: the user may try again or cancel.
      throw error;
    }
  };

  return (
    <PageColumn>
      <Header>
        <ScreenTitle>Your Favorites</ScreenTitle>
        {favorites.isSuccess && (
          <Badge tone="primary">
            <span data-testid="favorites-count">{list.length}</span>
            <VisuallyHidden> saved</VisuallyHidden>
          </Badge>
        )}
      </Header>

      {favorites.isPending ? (
        <Centered>
          <Spinner label="Loading favorites..." />
        </Centered>
      ) : favorites.isError ? (
        <Centered>
          <EmptyText as="p" role="alert">
            Failed to load favorites
          </EmptyText>
          <Button variant="outline" onClick={() => void favorites.refetch()}>
            Retry
          </Button>
        </Centered>
      ) : list.length === 0 ? (
        <EmptyText>{FAVORITES_EMPTY_TEXT}</EmptyText>
      ) : (
        <>
          <PlaceList aria-label="Favorite restaurants">
            {list.map((favorite) => (
              <li key={favorite.id}>
                <FavoriteCard favorite={favorite} onRemove={setPending} />
              </li>
            ))}
          </PlaceList>
          <DataCredits credits={dataCreditsFor(list.map((favorite) => favorite.restaurantId))} />
        </>
      )}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Remove from favorites?"
        description="This action cannot be undone."
        confirmLabel="Remove"
        destructive
        onConfirm={confirmRemove}
      />
    </PageColumn>
  );
}
