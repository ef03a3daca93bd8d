import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PageColumn, Spinner, useToast, VisuallyHidden } from '@forkcast/design-system';
import { useCurrentUser } from '@forkcast/api-client';
import type { PartnerProgress, Session, Swipe } from '@forkcast/contracts';
import { useSwipes } from '../../../api/get-swipes';
import { useActiveSessionCheck } from '../hooks/use-active-session-check';
import { usePrerenderedRoom } from '../lib/prerendered-room';
import { SwipeSession } from './swipe-session';

/*
 * Exactly one screen tall: the card takes what the top bar and the action row leave, so Pass and Like sit
 * at the same place, in reach of the thumb, whatever the card says (its text scrolls inside the card).
 */
const Column = styled(PageColumn)`
  height: 100vh;
  height: 100dvh;
  overflow: hidden;
`;

const Centre = styled.div`
  min-height: 60vh;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const NOTHING_SWIPED: readonly Swipe[] = [];

/**
 * /swipe (docs/product.md › Swiping › Entering). Opens no socket: the shell's one live connection
 * registers for the session this screen makes active, and its events reach the screen through the store.
 */
export function SwipeScreen() {
  // The page arrived with this room prerendered (the gateway read it for this request): shown as it is.
  const room = usePrerenderedRoom();

  return (
    <Column>
      <VisuallyHidden asChild>
        <h1>Swipe restaurants</h1>
      </VisuallyHidden>
      {room ? (
        <SwipeSession
          session={room.session}
          userId={room.user.id}
          alreadySwiped={room.swipes}
          initialPartnerProgress={room.session.partnerProgress ?? null}
          initialCanStillMatch={room.session.canStillMatch ?? null}
        />
      ) : (
        <CheckedSession />
      )}
    </Column>
  );
}

function CheckedSession() {
  const check = useActiveSessionCheck();
  return check.state !== 'active' ? (
    <Centre>
      <Spinner size={40} label="Checking session..." />
    </Centre>
  ) : (
    <ResumedSession session={check.session} partnerProgress={check.partnerProgress} canStillMatch={check.canStillMatch} />
  );
}

interface ResumedSessionProps {
  session: Session;
  partnerProgress: PartnerProgress | null;
  canStillMatch: number | null;
}

/**
 * Coming back into a session must not deal the swiped cards again: this user's swipes are read from the
 * server (the source of truth, whichever way back: Join Now, reload, back button, another tab) and the
 * deck resumes at the first card not swiped. Only an answer fetched for this visit counts: the query
 * cache may still hold an earlier visit's list, which would restart the deck at card 1. If they can't be
 * read the deck starts over; a repeated swipe is harmless (the server answers the recorded outcome).
 */
function ResumedSession({ session, partnerProgress, canStillMatch }: ResumedSessionProps) {
  const { user } = useCurrentUser();
  const swipes = useSwipes(session.id, user?.id);
  const { toast } = useToast();
  // Fixed once known: later swipes of this visit are the deck's business, not a reason to re-deal.
  const [swiped, setSwiped] = useState<readonly Swipe[] | null>(null);

  useEffect(() => {
    if (swiped || swipes.isFetching) return;
    if (swipes.isSuccess && swipes.isFetchedAfterMount) setSwiped(swipes.data);
    else if (swipes.isError) {
      toast({ title: 'Failed to fetch swipes', variant: 'destructive' });
      setSwiped(NOTHING_SWIPED);
    }
  }, [swiped, swipes.isFetching, swipes.isSuccess, swipes.isFetchedAfterMount, swipes.isError, swipes.data, toast]);

  if (!user || !swiped) {
    return (
      <Centre>
        <Spinner size={40} label="Loading cards..." />
      </Centre>
    );
  }
  return (
    <SwipeSession
      session={session}
      userId={user.id}
      alreadySwiped={swiped}
      initialPartnerProgress={partnerProgress}
      initialCanStillMatch={canStillMatch}
    />
  );
}
