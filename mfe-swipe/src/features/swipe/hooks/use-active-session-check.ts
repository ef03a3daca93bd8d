import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@forkcast/api-client';
import { useToast } from '@forkcast/design-system';
import { activeSessionCleared, activeSessionSlice, useAppDispatch, useAppStore } from '@forkcast/live-store';
import type { PartnerProgress, Session } from '@forkcast/contracts';
import { isSessionActive } from '@forkcast/contracts/domain';
import { useSessionStatus } from '../../../api/get-session';

export type ActiveSessionCheck =
  | { state: 'checking' }
  /** partnerProgress: as the entry check's session read gave it (null when solo or not sent). */
  | { state: 'active'; session: Session; partnerProgress: PartnerProgress | null }
  /** One of the failure paths fired: a toast is up and the user is on the way home. */
  | { state: 'leaving' };

type Outcome = 'none' | 'checking' | 'active' | 'completed' | 'error';

const { selectActiveSession } = activeSessionSlice.selectors;

/**
 * docs/product.md › Swiping › Entering: the store's active session (restored from the tab's snapshot after a reload)
 * must exist and the server must still call it active (status 'active', no completedAt): the server is the
 * truth. Otherwise the user goes home with the matching notice.
 */
export function useActiveSessionCheck(): ActiveSessionCheck {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  // Read once per entry: the deck of this visit must not change under the user's thumb.
  const [stored] = useState(() => selectActiveSession(store.getState()));
  const status = useSessionStatus(stored?.id);
  const navigate = useNavigate();
  const { toast } = useToast();

  let outcome: Outcome = 'checking';
  if (!stored) outcome = 'none';
  else if (status.isError) outcome = 'error';
  else if (status.isSuccess) outcome = isSessionActive(status.data) ? 'active' : 'completed';

  useEffect(() => {
    if (outcome === 'none') {
      toast({ title: 'No active session', variant: 'destructive' });
    } else if (outcome === 'completed') {
      // A finished session can never be swiped again; drop it so the next visit doesn't re-ask.
      dispatch(activeSessionCleared());
      toast({ title: 'Session already completed', variant: 'destructive' });
    } else if (outcome === 'error') {
      // Kept in the store: the failure may be passing (network), and the session may still be live.
      toast({ title: 'Session error', description: 'Failed to verify session status', variant: 'destructive' });
    } else {
      return;
    }
    navigate(paths.home, { replace: true });
  }, [outcome, navigate, toast, dispatch]);

  if (outcome === 'active' && stored) return { state: 'active', session: stored, partnerProgress: status.data?.partnerProgress ?? null };
  if (outcome === 'checking') return { state: 'checking' };
  return { state: 'leaving' };
}
