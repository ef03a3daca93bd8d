import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Map as MapIcon } from 'lucide-react';
import { Button, PageColumn, ScreenTitle, Spinner } from '@forkcast/shared-ui';
import { HomeButton } from '../../../components/home-button';
import { RestaurantCard } from '../../../components/restaurant-card';
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
        <HomeButton />
      </Actions>
    </PageColumn>
  );
}
