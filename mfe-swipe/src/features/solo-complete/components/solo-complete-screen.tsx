import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageColumn, ScreenTitle, Spinner, useCurrentUser } from '@forkcast/shared-ui';
import { useSession } from '../../../api/get-session';
import { useSwipes } from '../../../api/get-swipes';
import { HomeButton } from '../../../components/home-button';
import { LikedPlaces } from '../../../components/liked-places';
import { likedRestaurants } from '../../../lib/liked-restaurants';
// The details dialog is a widget every results screen opens; it is the one feature the others use.
import { LazyRestaurantDetailsDialog } from '../../restaurant-details/components/lazy-restaurant-details-dialog';
import { useDetailsDialog } from '../../restaurant-details/hooks/use-details-dialog';
import { TasteInsights } from './taste-insights';

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /solo-complete?sessionId= (docs/product.md › Screens › Solo complete). Sections stack top to bottom: the AI taste insights, then the
 * liked places, each of which opens the restaurant details dialog.
 */
export function SoloCompleteScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? undefined;
  const { user } = useCurrentUser();
  const session = useSession(sessionId);
  const mine = useSwipes(sessionId, user?.id);
  const { openDetails, dialogProps } = useDetailsDialog();

  return (
    <PageColumn>
      <ScreenTitle>Session Complete!</ScreenTitle>
      {sessionId && <TasteInsights sessionId={sessionId} />}
      {!sessionId ? (
        <Lead>There is no session to show.</Lead>
      ) : session.isError || mine.isError ? (
        <Lead>We couldn&apos;t load this session.</Lead>
      ) : session.isPending || mine.isPending ? (
        <Spinner size={32} label="Loading your session..." />
      ) : (
        <LikedPlaces
          title="You liked"
          restaurants={likedRestaurants(session.data.restaurants, mine.data)}
          emptyText="You didn't like any places this time."
          onViewDetails={openDetails}
        />
      )}
      <HomeButton variant="primary" />
      <LazyRestaurantDetailsDialog {...dialogProps} userId={user?.id} />
    </PageColumn>
  );
}
