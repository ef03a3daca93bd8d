import { Suspense, lazy, useCallback, useContext, useEffect, useState, type ComponentProps } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Heart, Hourglass, PartyPopper, RotateCcw } from 'lucide-react';
import { Button, VisuallyHidden, prefersReducedMotion } from '@forkcast/design-system';
import { paths } from '@forkcast/contracts/domain';
import type { PartnerProgress, Session, Swipe } from '@forkcast/contracts';
import { haptic } from '../../../lib/haptics';
// The details dialog is a widget every swipe screen opens; it is the one feature the others use.
import { LazyRestaurantDetailsDialog } from '../../../components/restaurant-details';
import { useFilledCard } from '../hooks/use-filled-card';
import { useLiveSession } from '../hooks/use-live-session';
import { useRoomMembers } from '../hooks/use-room-members';
import { useSessionEnd } from '../hooks/use-session-end';
import { useSessionOutcomePoll } from '../hooks/use-session-outcome-poll';
import { useSwipeDeck } from '../hooks/use-swipe-deck';
import { useSwipeKeys } from '../hooks/use-swipe-keys';
import type { SessionEnd } from '../lib/session-end';
import { GuestRoom } from '../lib/guest-room';
import { CanStillMatch } from './can-still-match';
import { LeaveSessionButton } from './leave-session-button';
import { MembersProgress } from './members-progress';
import { PartnerStatus } from './partner-status';
import { PanelText, SessionPanel } from './session-panel';
import { SwipeActions } from './swipe-actions';
import { SwipeCard } from './swipe-card';

const TopBar = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  /* The 44 px exit button sits in the column's padding, not beside it. */
  margin: -${({ theme }) => theme.space(2)} 0 -${({ theme }) => theme.space(2)} -${({ theme }) => theme.space(2)};
`;

// Partner and group rooms only, and not needed to swipe: its code (the link's request, its upgrade offer) loads
// after the room's, into a slot of its size, so the top bar does not move when it arrives.
const InviteGuestButton = lazy(() => import('./invite-guest-button').then((module) => ({ default: module.InviteGuestButton })));

const InviteSlot = styled.span`
  flex: none;
  width: ${({ theme }) => theme.control.minTarget};
  height: ${({ theme }) => theme.control.minTarget};
`;

const TopBarEnd = styled.div`
  margin-left: auto;
  min-width: 0;
  display: flex;
`;

const Progress = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/*
 * Takes the height the top bar and the action row leave: the card fills it and scrolls its own text, so
 * the actions below never move. The flying card may leave the column; it must not widen the page.
 */
const Stage = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  overflow-x: clip;
  padding: ${({ theme }) => theme.space(1)};
`;

/** The panels that replace the card (end, waiting) scroll rather than push anything off screen. */
const PanelArea = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
`;

/** Said once while swipes made offline wait; it sits above the card, never over the Pass / Like buttons. */
const OfflineNotice = styled.p`
  flex: none;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const OFFLINE_NOTICE = "You're offline. Your swipes will be sent when the connection returns.";

const END_TITLES: Record<SessionEnd['kind'], string> = {
  solo: 'Session Complete!',
  match: "It's a match!",
  'no-match': 'Session over',
};

interface Props {
  session: Session;
  userId: string;
  alreadySwiped: readonly Swipe[];
  initialPartnerProgress: PartnerProgress | null;
  /** The cards that can still match as the entry read gave it (partner and group rooms; null: not said). */
  initialCanStillMatch?: number | null;
}

/** /swipe once the session is known to be live and this user's earlier swipes are known. */
export function SwipeSession({ session, userId, alreadySwiped, initialPartnerProgress, initialCanStillMatch = null }: Props) {
  // Read once: a preference change mid-deck would otherwise switch animations under a flying card. What the
  // room renders from it waits for hydration in the card itself (SwipeCard), not here: a change of this value
  // after hydration would re-render the whole room in one task.
  const [reducedMotion] = useState(prefersReducedMotion);
  const partnered = Boolean(session.partnershipId);
  // A guest invites no one (docs/product.md › Guests).
  const guestRoom = useContext(GuestRoom) !== null;
  // A group shows every member's progress in a strip instead of the pair's partner pill.
  // A pair becomes a group when a guest joins (use-room-members.ts).
  const members = useRoomMembers(session);
  const group = members !== undefined;
  const navigate = useNavigate();
  const { ended, end } = useSessionEnd(session.id);
  const { partnerOnline, partnerProgress, canStillMatch } = useLiveSession({
    sessionId: session.id,
    userId,
    partnered,
    onEnd: end,
    initialPartnerProgress,
    initialCanStillMatch,
  });
  const endedNow = useCallback(() => end({ kind: 'no-match' }), [end]);
  const deck = useSwipeDeck({ session, userId, alreadySwiped, reducedMotion, onEnd: end });
  const { current, upcoming, total, exit, waiting, swipe, undo, canUndo, busy, offline } = deck;
  const swiping = !ended && !waiting && current !== null;
  useSessionOutcomePoll({ sessionId: session.id, enabled: partnered && waiting && !ended, onEnd: end });
  const card = current?.restaurant ?? null;
  const [detailsOpen, setDetailsOpen] = useState(false);
  const showDetails = useCallback(() => setDetailsOpen(true), []);
  // A guest's pass reaches the room's own routes only (docs/product.md › Guests): the details dialog reads a
  // place's insights and the member's favourites, so a guest's room has no details button.
  const openDetails = guestRoom ? undefined : showDetails;

  const undoable = !ended && canUndo && !detailsOpen;
  useSwipeKeys({
    onSwipe: swiping && !detailsOpen ? swipe : null,
    onDetails: openDetails,
    onUndo: undoable ? () => void undo() : null,
  });

  useEffect(() => {
    if (ended?.kind === 'match') haptic('match');
  }, [ended]);

  let announcement = '';
  if (ended) announcement = END_TITLES[ended.kind];
  else if (waiting)
    announcement = group ? "You're Done! Waiting for everyone to finish." : "You're Done! Waiting for your partner to finish.";
  else if (current) announcement = `Card ${current.position} of ${total}: ${current.restaurant.name}`;

  let body;
  if (ended) {
    body = (
      <PanelArea>
        <SessionPanel
          testId="session-end"
          title={END_TITLES[ended.kind]}
          icon={ended.kind === 'match' ? <Heart size={48} aria-hidden="true" /> : <PartyPopper size={48} aria-hidden="true" />}
        >
          <PanelText>Opening your results…</PanelText>
        </SessionPanel>
      </PanelArea>
    );
  } else if (waiting) {
    body = (
      <PanelArea>
        <SessionPanel testId="waiting-overlay" title="You're Done!" icon={<Hourglass size={48} aria-hidden="true" />}>
          <PanelText>{group ? 'Waiting for everyone to finish swiping…' : 'Waiting for your partner to finish swiping…'}</PanelText>
          <PanelText>We&apos;ll show your results as soon as they&apos;re done.</PanelText>
          {canUndo && (
            <Button variant="ghost" onClick={() => void undo()} disabled={busy} aria-keyshortcuts="Control+Z Meta+Z">
              <RotateCcw size={18} aria-hidden="true" />
              Undo last swipe
            </Button>
          )}
          <Button variant="outline" onClick={() => navigate(paths.home)}>
            Back to Home
          </Button>
        </SessionPanel>
      </PanelArea>
    );
  } else if (current && card) {
    body = (
      <>
        <Stage>
          <FilledSwipeCard
            key={card.placeId}
            restaurant={card}
            upcoming={upcoming}
            exit={exit}
            reducedMotion={reducedMotion}
            onSwipe={swipe}
          />
        </Stage>
        <SwipeActions
          onPass={() => void swipe('pass')}
          onLike={() => void swipe('like')}
          onDetails={openDetails}
          onUndo={() => void undo()}
          canUndo={canUndo}
          disabled={busy}
        />
        {!guestRoom && (
          <LazyRestaurantDetailsDialog open={detailsOpen} onOpenChange={setDetailsOpen} restaurantId={card.placeId} userId={userId} />
        )}
      </>
    );
  }

  return (
    <>
      <TopBar>
        {!ended && <LeaveSessionButton confirm={partnered} />}
        {partnered && !ended && !guestRoom && (
          <Suspense fallback={<InviteSlot />}>
            <InviteGuestButton sessionId={session.id} />
          </Suspense>
        )}
        {current && !ended && !waiting && (
          <Progress data-testid="swipe-progress">
            <VisuallyHidden>Card </VisuallyHidden>
            {current.position} / {total}
          </Progress>
        )}
        <TopBarEnd>{partnered && !group && <PartnerStatus online={partnerOnline} progress={partnerProgress} />}</TopBarEnd>
      </TopBar>
      {offline && !ended && (
        <OfflineNotice role="status" data-testid="offline-notice">
          {OFFLINE_NOTICE}
        </OfflineNotice>
      )}
      {group && !ended && <MembersProgress sessionId={session.id} userId={userId} members={members ?? []} />}
      {partnered && !ended && <CanStillMatch sessionId={session.id} count={canStillMatch} onEnded={endedNow} />}
      {body}
      <SwipeAnnouncer text={announcement} />
    </>
  );
}

/**
 * The room's live region. It starts empty and takes the text after mounting, so a screen reader announces the
 * first card too (a region's text at mount is not read). The state is its own: that second render is this
 * paragraph's, not the whole room's again in the first commit's effects.
 */
function SwipeAnnouncer({ text }: { text: string }) {
  const [announced, setAnnounced] = useState('');
  useEffect(() => setAnnounced(text), [text]);
  return (
    <VisuallyHidden>
      <p role="status" aria-live="polite" data-testid="swipe-announcer">
        {announced}
      </p>
    </VisuallyHidden>
  );
}

/**
 * The card with what GET /api/restaurants/:id adds (useFilledCard) read here, not in the room: that answer
 * arrives after start-up and, through React Query's store subscription, re-renders synchronously whatever
 * reads it. Read by the card alone, it re-renders the card, not the whole room, which
 * is a long task on a phone (docs/decisions/first-paint.md).
 */
function FilledSwipeCard({ upcoming, ...props }: ComponentProps<typeof SwipeCard> & { upcoming: Parameters<typeof useFilledCard>[1] }) {
  const filled = useFilledCard(props.restaurant, upcoming);
  return <SwipeCard {...props} restaurant={filled ?? props.restaurant} />;
}
