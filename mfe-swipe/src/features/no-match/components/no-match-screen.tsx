import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageColumn, ScreenTitle } from '@forkcast/design-system';
import { useCurrentUser } from '@forkcast/api-client';
import { useSession } from '../../../api/get-session';
import { useSwipes } from '../../../api/get-swipes';
import { HomeButton } from '../../../components/home-button';
import { LikedPlaces } from '../../../components/liked-places';
import { SessionLikes } from '../../../components/session-likes';
import { likedRestaurants } from '../../../lib/liked-restaurants';
// The details dialog is a widget every results screen opens; it is the one feature the others use.
import { LazyRestaurantDetailsDialog, useDetailsDialog } from '../../../components/restaurant-details';
import { usePartnerId } from '../hooks/use-partner-id';
import { AiSuggestions } from './ai-suggestions';

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /no-match?sessionId= (docs/product.md › Screens › No match). Sections stack top to bottom: the AI compromise suggestions first,
 * then what each of you liked. Every place opens the restaurant details dialog.
 */
export function NoMatchScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? undefined;
  const { user } = useCurrentUser();
  const session = useSession(sessionId);
  const partnerId = usePartnerId(user?.id, session.data?.partnershipId);
  const partners = useSwipes(sessionId, partnerId);
  const { openDetails, dialogProps } = useDetailsDialog();

  return (
    <PageColumn>
      <ScreenTitle>No Match</ScreenTitle>
      <Lead>You didn&apos;t both like the same place this time.</Lead>
      {sessionId && <AiSuggestions sessionId={sessionId} onViewDetails={openDetails} />}
      <SessionLikes
        sessionId={sessionId}
        userId={user?.id}
        onViewDetails={openDetails}
        more={(deck) =>
          // The partner's picks appear once readable; until then the section is left out, not faked.
          partners.isSuccess && (
            <LikedPlaces
              title="Your partner liked"
              restaurants={likedRestaurants(deck, partners.data)}
              emptyText="Your partner didn't like any places this time."
              onViewDetails={openDetails}
            />
          )
        }
      />
      <HomeButton variant="primary" />
      <LazyRestaurantDetailsDialog {...dialogProps} userId={user?.id} />
    </PageColumn>
  );
}
