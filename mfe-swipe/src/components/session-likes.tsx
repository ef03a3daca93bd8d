import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '@forkcast/design-system';
import type { Restaurant } from '@forkcast/contracts';
import { useSession } from '../api/get-session';
import { useSwipes } from '../api/get-swipes';
import { likedRestaurants } from '../lib/liked-restaurants';
import { LikedPlaces } from './liked-places';

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  sessionId: string | undefined;
  userId: string | undefined;
  onViewDetails: (placeId: string) => void;
  /** Sections after yours, drawn from the session's deck (the partner's likes on /no-match). */
  more?: (deck: readonly Restaurant[]) => ReactNode;
}

/**
 * The results screens' "You liked" (/no-match, /solo-complete): the session and your swipes read, with the
 * same words for no session, a failed read and the wait.
 */
export function SessionLikes({ sessionId, userId, onViewDetails, more }: Props) {
  const session = useSession(sessionId);
  const mine = useSwipes(sessionId, userId);

  if (!sessionId) return <Lead>There is no session to show.</Lead>;
  if (session.isError || mine.isError) return <Lead>We couldn&apos;t load this session.</Lead>;
  if (session.isPending || mine.isPending) return <Spinner size={32} label="Loading your session..." />;
  const deck = session.data.restaurants;
  return (
    <>
      <LikedPlaces
        title="You liked"
        restaurants={likedRestaurants(deck, mine.data)}
        emptyText="You didn't like any places this time."
        onViewDetails={onViewDetails}
      />
      {more?.(deck)}
    </>
  );
}
