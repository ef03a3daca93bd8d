import styled from 'styled-components';
import { PageColumn, Spinner, VisuallyHidden } from '@forkcast/shared-ui';
import { useActiveSessionCheck } from '../hooks/use-active-session-check';
import { RestaurantCard } from './restaurant-card';
import { SwipeActions } from './swipe-actions';

const Centre = styled.div`
  min-height: 60vh;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/**
 * /swipe (spec §2, §4 "Entering /swipe"). This issue covers the entry check and the first card;
 * liking, passing, drags and the partner's live status are the swiping issue's, so the buttons are
 * shown disabled rather than pretending to record a swipe.
 */
export function SwipeScreen() {
  const check = useActiveSessionCheck();
  const first = check.state === 'active' ? check.session.restaurants[0] : undefined;

  return (
    <PageColumn>
      <VisuallyHidden asChild>
        <h1>Swipe restaurants</h1>
      </VisuallyHidden>
      {check.state !== 'active' ? (
        <Centre>
          <Spinner size={40} label="Checking session..." />
        </Centre>
      ) : (
        first && (
          <>
            <RestaurantCard restaurant={first} />
            <SwipeActions />
          </>
        )
      )}
    </PageColumn>
  );
}
