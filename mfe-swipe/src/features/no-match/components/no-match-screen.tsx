import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageColumn, ScreenTitle, Spinner, useCurrentUser } from '@forkcast/shared-ui';
import { useSession } from '../../../api/get-session';
import { useSwipes } from '../../../api/get-swipes';
import { HomeButton } from '../../../components/home-button';
import { LikedPlaces } from '../../../components/liked-places';
import { likedRestaurants } from '../../../lib/liked-restaurants';
import { usePartnerId } from '../hooks/use-partner-id';

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /no-match?sessionId= (spec §2). Sections stack top to bottom; the AI compromise suggestions are a
 * section of their own that goes first, above the likes, when the AI issue adds it.
 */
export function NoMatchScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? undefined;
  const { user } = useCurrentUser();
  const session = useSession(sessionId);
  const mine = useSwipes(sessionId, user?.id);
  const partnerId = usePartnerId(user?.id, session.data?.partnershipId);
  const partners = useSwipes(sessionId, partnerId);
  const deck = session.data?.restaurants ?? [];

  return (
    <PageColumn>
      <ScreenTitle>No Match</ScreenTitle>
      <Lead>You didn&apos;t both like the same place this time.</Lead>
      {!sessionId ? (
        <Lead>There is no session to show.</Lead>
      ) : session.isError || mine.isError ? (
        <Lead>We couldn&apos;t load this session.</Lead>
      ) : session.isPending || mine.isPending ? (
        <Spinner size={32} label="Loading your session..." />
      ) : (
        <>
          <LikedPlaces
            title="You liked"
            restaurants={likedRestaurants(deck, mine.data)}
            emptyText="You didn't like any places this time."
          />
          {/* The partner's picks appear once readable; until then the section is left out, not faked. */}
          {partners.isSuccess && (
            <LikedPlaces
              title="Your partner liked"
              restaurants={likedRestaurants(deck, partners.data)}
              emptyText="Your partner didn't like any places this time."
            />
          )}
        </>
      )}
      <HomeButton variant="primary" />
    </PageColumn>
  );
}
