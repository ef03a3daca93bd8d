import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Info, Map as MapIcon } from 'lucide-react';
import { Button, PageColumn, ScreenTitle, Spinner, useCurrentUser } from '@forkcast/shared-ui';
import { HomeButton } from '../../../components/home-button';
import { RestaurantCard } from '../../../components/restaurant-card';
// The details dialog is a widget every results screen opens; it is the one feature the others use.
import { RestaurantDetailsDialog } from '../../restaurant-details/components/restaurant-details-dialog';
import { useMatchedRestaurant } from '../hooks/use-matched-restaurant';
import { mapsSearchUrl } from '../lib/maps-url';
import { ConfettiHearts } from './confetti-hearts';

const Title = styled(ScreenTitle)`
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.xxl};
  color: ${({ theme }) => theme.colors.primary};
`;

const Lead = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** /match?sessionId=&restaurantId= (spec §2): the matched place, with 3 s of hearts. */
export function MatchScreen() {
  const [params] = useSearchParams();
  const matched = useMatchedRestaurant(params.get('sessionId') ?? undefined, params.get('restaurantId') ?? undefined);
  const { user } = useCurrentUser();
  const [detailsOpen, setDetailsOpen] = useState(false);

  return (
    <PageColumn>
      <ConfettiHearts />
      <Title>IT&apos;S A MATCH!</Title>
      <Lead>You both liked this place.</Lead>
      {matched.state === 'loading' && <Spinner size={32} label="Loading restaurant..." />}
      {matched.state === 'missing' && <Lead>We couldn&apos;t load the matched restaurant.</Lead>}
      {matched.state === 'found' && <RestaurantCard restaurant={matched.restaurant} />}
      <Actions>
        {matched.state === 'found' && (
          <Button
            size="lg"
            fullWidth
            // A new tab, so the match stays open behind the directions.
            onClick={() => window.open(mapsSearchUrl(matched.restaurant), '_blank', 'noopener,noreferrer')}
          >
            <MapIcon size={18} aria-hidden="true" />
            Open in Maps
          </Button>
        )}
        {matched.state === 'found' && (
          <Button variant="outline" size="lg" fullWidth onClick={() => setDetailsOpen(true)}>
            <Info size={18} aria-hidden="true" />
            View details
          </Button>
        )}
        <HomeButton />
      </Actions>
      {matched.state === 'found' && (
        <RestaurantDetailsDialog
          open={detailsOpen}
          onOpenChange={setDetailsOpen}
          restaurantId={matched.restaurant.placeId}
          userId={user?.id}
        />
      )}
    </PageColumn>
  );
}
