import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageColumn, ScreenTitle, Spinner, useCurrentUser } from '@forkcast/shared-ui';
import { useSession } from '../../../api/get-session';
import { useSwipes } from '../../../api/get-swipes';
import { HomeButton } from '../../../components/home-button';
import { LikedPlaces } from '../../../components/liked-places';
import { likedRestaurants } from '../../../lib/liked-restaurants';

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /solo-complete?sessionId= (spec §2). Sections stack top to bottom; the AI taste insights are a
 * section of their own that goes above the likes when the AI issue adds it.
 */
export function SoloCompleteScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? undefined;
  const { user } = useCurrentUser();
  const session = useSession(sessionId);
  const mine = useSwipes(sessionId, user?.id);

  return (
    <PageColumn>
      <ScreenTitle>Session Complete!</ScreenTitle>
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
        />
      )}
      <HomeButton variant="primary" />
    </PageColumn>
  );
}
