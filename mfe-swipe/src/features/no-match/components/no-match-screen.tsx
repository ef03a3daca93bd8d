import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageColumn, ScreenTitle } from '@forkcast/design-system';
import { useCurrentUser } from '@forkcast/api-client';
import { PRODUCT_NAME, noMatchLeadText } from '@forkcast/contracts/domain';
import { useSession } from '../../../api/get-session';
import { useSwipes } from '../../../api/get-swipes';
import { HomeButton } from '../../../components/home-button';
import { NotYourSession, isNotYourSession } from '../../../components/not-your-session';
import { LikedPlaces } from '../../../components/liked-places';
import { SessionLikes } from '../../../components/session-likes';
import { ShareResultButton } from '../../../components/share-result-button';
import { likedRestaurants } from '../../../lib/liked-restaurants';
// The details dialog is a widget every results screen opens; it is the one feature the others use.
import { LazyRestaurantDetailsDialog, useDetailsDialog } from '../../../components/restaurant-details';
import { usePartnerId } from '../hooks/use-partner-id';
import { AiSuggestions } from './ai-suggestions';
import { GroupRanking } from './group-ranking';

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
  // A group ranks everyone's likes instead of showing one partner's.
  const group = session.data?.members !== undefined;
  const partnerId = usePartnerId(user?.id, group ? undefined : session.data?.partnershipId);
  const partners = useSwipes(sessionId, partnerId);
  const { openDetails, dialogProps } = useDetailsDialog();

  if (isNotYourSession(session.error)) return <NotYourSession />;
  return (
    <PageColumn>
      <ScreenTitle>No Match</ScreenTitle>
      <Lead>{noMatchLeadText(session.data?.members?.length ?? 2)}</Lead>
      {/* A group's ranking ("3 of 4 liked") comes first: it is what they all said. */}
      {sessionId && group && <GroupRanking sessionId={sessionId} onViewDetails={openDetails} />}
      {sessionId && <AiSuggestions sessionId={sessionId} onViewDetails={openDetails} group={group} />}
      <SessionLikes
        sessionId={sessionId}
        userId={user?.id}
        onViewDetails={openDetails}
        more={(deck) =>
          // The partner's picks appear once readable; until then the section is left out, not faked.
          !group &&
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
      {/* The public result page shows the most-liked place and who liked it: a group chat decides from there. */}
      {sessionId && session.isSuccess && (
        <ShareResultButton
          sessionId={sessionId}
          title={`Our ${PRODUCT_NAME} results`}
          text="No match this time: here is what we liked most"
        />
      )}
      <HomeButton variant="primary" />
      <LazyRestaurantDetailsDialog {...dialogProps} userId={user?.id} />
    </PageColumn>
  );
}
