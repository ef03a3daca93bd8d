import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { LiveSocket, PageColumn, Spinner, useCurrentUser, useToast, VisuallyHidden } from '@forkcast/shared-ui';
import type { Session } from '@forkcast/shared-ui/contracts';
import { useSwipes } from '../../../api/get-swipes';
import { useActiveSessionCheck } from '../hooks/use-active-session-check';
import type { CreateLiveConnection } from '../hooks/use-live-session';
import { SwipeSession } from './swipe-session';

const Centre = styled.div`
  min-height: 60vh;
  display: flex;
  align-items: center;
  justify-content: center;
`;

// Module-level so the live effect doesn't reopen the socket on every render.
const createLiveSocket: CreateLiveConnection = () => new LiveSocket();

const NOTHING_SWIPED: ReadonlySet<string> = new Set();

interface Props {
  /** Tests inject a fake channel; the app uses the real socket. */
  createLiveConnection?: CreateLiveConnection;
}

/** /swipe (spec §2, §4 "Entering /swipe", "Swiping"). */
export function SwipeScreen({ createLiveConnection = createLiveSocket }: Props) {
  const check = useActiveSessionCheck();

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
        <ResumedSession session={check.session} createLiveConnection={createLiveConnection} />
      )}
    </PageColumn>
  );
}

/**
 * A reload mid-session must not deal the swiped cards again: this user's swipes are read first and
 * those cards are skipped. If they can't be read the deck starts over; a repeated swipe is harmless
 * (the server answers the recorded outcome and changes nothing).
 */
function ResumedSession({ session, createLiveConnection }: { session: Session; createLiveConnection: CreateLiveConnection }) {
  const { user } = useCurrentUser();
  const swipes = useSwipes(session.id, user?.id);
  const { toast } = useToast();
  // Fixed once known: later swipes of this visit are the deck's business, not a reason to re-deal.
  const [swiped, setSwiped] = useState<ReadonlySet<string> | null>(null);

  useEffect(() => {
    if (swiped) return;
    if (swipes.isSuccess) setSwiped(new Set(swipes.data.map((swipe) => swipe.restaurantId)));
    else if (swipes.isError) {
      toast({ title: 'Failed to fetch swipes', variant: 'destructive' });
      setSwiped(NOTHING_SWIPED);
    }
  }, [swiped, swipes.isSuccess, swipes.isError, swipes.data, toast]);

  if (!user || !swiped) {
    return (
      <Centre>
        <Spinner size={40} label="Loading cards..." />
      </Centre>
    );
  }
  return <SwipeSession session={session} userId={user.id} alreadySwiped={swiped} createLiveConnection={createLiveConnection} />;
}
