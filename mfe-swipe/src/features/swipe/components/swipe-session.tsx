import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Heart, Hourglass, PartyPopper } from 'lucide-react';
import { Button, paths, VisuallyHidden } from '@forkcast/shared-ui';
import type { Session } from '@forkcast/shared-ui/contracts';
import { prefersReducedMotion } from '../../../lib/prefers-reduced-motion';
// The details dialog is a widget every swipe screen opens; it is the one feature the others use.
import { RestaurantDetailsDialog } from '../../restaurant-details/components/restaurant-details-dialog';
import { useFilledCard } from '../hooks/use-filled-card';
import { useLiveSession, type CreateLiveConnection } from '../hooks/use-live-session';
import { useSessionEnd } from '../hooks/use-session-end';
import { useSessionOutcomePoll } from '../hooks/use-session-outcome-poll';
import { useSwipeDeck } from '../hooks/use-swipe-deck';
import { useSwipeKeys } from '../hooks/use-swipe-keys';
import type { SessionEnd } from '../lib/session-end';
import { PartnerStatus } from './partner-status';
import { PanelText, SessionPanel } from './session-panel';
import { SwipeActions } from './swipe-actions';
import { SwipeCard } from './swipe-card';

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Progress = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The flying card may leave the column; it must not widen the page.
const Stage = styled.div`
  position: relative;
  overflow-x: clip;
  padding: ${({ theme }) => theme.space(1)};
`;

const END_TITLES: Record<SessionEnd['kind'], string> = {
  solo: 'Session Complete!',
  match: "It's a match!",
  'no-match': 'Session over',
};

interface Props {
  session: Session;
  userId: string;
  alreadySwiped: ReadonlySet<string>;
  createLiveConnection: CreateLiveConnection;
}

/** /swipe once the session is known to be live and this user's earlier swipes are known. */
export function SwipeSession({ session, userId, alreadySwiped, createLiveConnection }: Props) {
  // Read once: a preference change mid-deck would otherwise switch animations under a flying card.
  const [reducedMotion] = useState(prefersReducedMotion);
  const partnered = Boolean(session.partnershipId);
  const navigate = useNavigate();
  const { ended, end } = useSessionEnd(session.id);
  const partnerOnline = useLiveSession({ sessionId: session.id, userId, partnered, createConnection: createLiveConnection, onEnd: end });
  const deck = useSwipeDeck({ session, userId, alreadySwiped, reducedMotion, onEnd: end });
  const { current, upcoming, total, exit, waiting, swipe } = deck;
  const swiping = !ended && !waiting && current !== null;
  useSessionOutcomePoll({ sessionId: session.id, enabled: partnered && waiting && !ended, onEnd: end });
  const card = useFilledCard(current?.restaurant ?? null, upcoming);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const openDetails = useCallback(() => setDetailsOpen(true), []);

  useSwipeKeys(swiping && !detailsOpen ? swipe : null, openDetails);

  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (ended) setAnnouncement(END_TITLES[ended.kind]);
    else if (waiting) setAnnouncement("You're Done! Waiting for your partner to finish.");
    else if (current) setAnnouncement(`Card ${current.position} of ${total}: ${current.restaurant.name}`);
  }, [ended, waiting, current, total]);

  let body;
  if (ended) {
    body = (
      <SessionPanel
        testId="session-end"
        title={END_TITLES[ended.kind]}
        icon={ended.kind === 'match' ? <Heart size={48} aria-hidden="true" /> : <PartyPopper size={48} aria-hidden="true" />}
      >
        <PanelText>Opening your results…</PanelText>
      </SessionPanel>
    );
  } else if (waiting) {
    body = (
      <SessionPanel testId="waiting-overlay" title="You're Done!" icon={<Hourglass size={48} aria-hidden="true" />}>
        <PanelText>Waiting for your partner to finish swiping…</PanelText>
        <PanelText>We&apos;ll show your results as soon as they&apos;re done.</PanelText>
        <Button variant="outline" onClick={() => navigate(paths.home)}>
          Back to Home
        </Button>
      </SessionPanel>
    );
  } else if (current && card) {
    body = (
      <>
        <Stage>
          <SwipeCard
            key={card.placeId}
            restaurant={card}
            exit={exit}
            reducedMotion={reducedMotion}
            onSwipe={swipe}
          />
        </Stage>
        <SwipeActions
          onPass={() => void swipe('pass')}
          onLike={() => void swipe('like')}
          onDetails={openDetails}
          disabled={exit !== null}
        />
        <RestaurantDetailsDialog
          open={detailsOpen}
          onOpenChange={setDetailsOpen}
          restaurantId={card.placeId}
          userId={userId}
        />
      </>
    );
  }

  return (
    <>
      <TopBar>
        {current && !ended && !waiting ? (
          <Progress data-testid="swipe-progress">
            <VisuallyHidden>Card </VisuallyHidden>
            {current.position} / {total}
          </Progress>
        ) : (
          <span />
        )}
        {partnered && <PartnerStatus online={partnerOnline} />}
      </TopBar>
      {body}
      <VisuallyHidden>
        <p role="status" aria-live="polite" data-testid="swipe-announcer">
          {announcement}
        </p>
      </VisuallyHidden>
    </>
  );
}
