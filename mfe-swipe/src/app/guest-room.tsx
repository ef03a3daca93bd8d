import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Button, PageColumn, ScreenTitle, Spinner, Subtitle, VisuallyHidden } from '@forkcast/design-system';
import { ApiError, sessionQuery } from '@forkcast/api-client';
import { GUEST_KEEP_MATCH_TEXT, isSessionActive, paths } from '@forkcast/contracts/domain';
import type { Guest, Session } from '@forkcast/contracts';
import {
  LiveBridge,
  LiveSocket,
  StoreProvider,
  createAppStore,
  liveSlice,
  useAppSelector,
  useSignedInUser,
  type AppStore,
} from '@forkcast/live-store';
import { useGuest } from '../api/get-guest';
import { useSwipes } from '../api/get-swipes';
import { RestaurantCard } from '../components/restaurant-card';
import { LazyRestaurantDetailsDialog, useDetailsDialog } from '../components/restaurant-details';
import { GroupRanking } from '../features/no-match/components/group-ranking';
import { SwipeSession } from '../features/swipe/components/swipe-session';
import type { SessionEnd } from '../features/swipe/lib/session-end';
import { GuestRoom } from '../features/swipe/lib/guest-room';

/* One screen tall, as /swipe: the card takes what the top bar and the action row leave. */
const Column = styled(PageColumn)`
  height: 100vh;
  height: 100dvh;
  overflow: hidden;
`;

const Centre = styled.div`
  min-height: 60vh;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: center;
  text-align: center;
`;

const Result = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(6)};
`;

/**
 * /guest (docs/product.md › Guests): the room of someone who joined by a guest link, without an account.
 * The same swipe room as a member's, with a store and a live connection of its own (the shell keeps those
 * for signed-in screens), and the end shown here: the match or what the table liked, and the offer to keep
 * it with an account.
 */
export function GuestRoomScreen() {
  const guest = useGuest();
  if (guest.isPending) {
    return (
      <PageColumn>
        <Centre>
          <Spinner size={40} label="Opening the room..." />
        </Centre>
      </PageColumn>
    );
  }
  // Before the first answer any failure closes the room; later only a 401 does (the host took the guest out),
  // not a network error while the room goes on.
  if (!guest.data || (guest.error instanceof ApiError && guest.error.status === 401)) return <NotAGuest />;
  return (
    <GuestStore guest={guest.data}>
      <GuestSession guest={guest.data} onConnectionLost={guest.refetch} />
    </GuestStore>
  );
}

function NotAGuest() {
  const navigate = useNavigate();
  return (
    <PageColumn>
      <Centre>
        <ScreenTitle>This room is closed</ScreenTitle>
        <Subtitle>Your guest pass has ended. Ask for a new link to join again.</Subtitle>
        <Button size="lg" onClick={() => navigate(paths.home)}>
          Go to Forkcast
        </Button>
      </Centre>
    </PageColumn>
  );
}

/** The guest's store and live connection: registered as the guest, for its one session (LiveBridge). */
function GuestStore({ guest, children }: { guest: Guest; children: ReactNode }) {
  const [store] = useState<AppStore>(() => createAppStore());
  useSignedInUser(store, guest.userId, guest.firstName);
  useEffect(() => {
    let live;
    try {
      live = new LiveSocket();
    } catch {
      return; // No live channel in this browser: the room's outcome poll still ends it.
    }
    return new LiveBridge(live, store).start();
  }, [store]);
  return <StoreProvider store={store}>{children}</StoreProvider>;
}

function GuestSession({ guest, onConnectionLost }: { guest: Guest; onConnectionLost: () => unknown }) {
  const session = useQuery(sessionQuery(guest.sessionId));
  // Taking a guest out closes its socket: asking who the cookie names then tells the room it is closed.
  const liveStatus = useAppSelector(liveSlice.selectors.selectLiveStatus);
  useEffect(() => {
    if (liveStatus === 'reconnecting' || liveStatus === 'refused') void onConnectionLost();
  }, [liveStatus, onConnectionLost]);
  const swipes = useSwipes(guest.sessionId, guest.userId);
  const [ended, setEnded] = useState<SessionEnd | null>(null);
  const [room] = useState(() => ({ showEnd: setEnded }));

  if (session.isError || swipes.isError) return <NotAGuest />;
  if (!session.data || !swipes.data) {
    return (
      <Column>
        <Centre>
          <Spinner size={40} label="Loading cards..." />
        </Centre>
      </Column>
    );
  }
  if (ended || !isSessionActive(session.data)) return <GuestResult guest={guest} />;
  return (
    <Column>
      <VisuallyHidden asChild>
        <h1>Swipe restaurants</h1>
      </VisuallyHidden>
      <GuestRoom.Provider value={room}>
        <SwipeSession
          session={session.data}
          userId={guest.userId}
          alreadySwiped={swipes.data}
          initialPartnerProgress={null}
          initialCanStillMatch={session.data.canStillMatch ?? null}
        />
      </GuestRoom.Provider>
    </Column>
  );
}

/** The end, for a guest: the match (or what everyone liked), and the offer to keep it with an account. */
function GuestResult({ guest }: { guest: Guest }) {
  const { sessionId } = guest;
  const navigate = useNavigate();
  const { openDetails, dialogProps } = useDetailsDialog();
  // Read again: the room's copy is from before the end.
  const session = useQuery({ ...sessionQuery(sessionId), refetchOnMount: 'always' });
  const matched = matchOf(session.data);
  return (
    <PageColumn>
      <Result data-testid="guest-result">
        {session.isPending ? (
          <Spinner size={32} label="Loading the result..." />
        ) : matched ? (
          <>
            <ScreenTitle>IT&apos;S A MATCH!</ScreenTitle>
            <Subtitle>Everyone liked this place.</Subtitle>
            <RestaurantCard restaurant={matched} />
          </>
        ) : (
          <>
            <ScreenTitle>No match this time</ScreenTitle>
            <GroupRanking sessionId={sessionId} onViewDetails={openDetails} />
            <LazyRestaurantDetailsDialog {...dialogProps} userId={guest.userId} />
          </>
        )}
        {/* The offer's whole sentence fits a 390 px phone at the default size. */}
        <Button fullWidth onClick={() => navigate(paths.auth)}>
          {GUEST_KEEP_MATCH_TEXT}
        </Button>
      </Result>
    </PageColumn>
  );
}

function matchOf(session: Session | undefined) {
  if (!session?.matchedRestaurantId) return null;
  return session.restaurants.find((restaurant) => restaurant.placeId === session.matchedRestaurantId) ?? null;
}
