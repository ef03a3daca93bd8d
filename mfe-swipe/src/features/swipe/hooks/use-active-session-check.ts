import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@forkcast/api-client';
import { useToast } from '@forkcast/design-system';
import { activeSessionChosen, activeSessionCleared, activeSessionSlice, useAppDispatch, useAppStore } from '@forkcast/live-store';
import type { PartnerProgress, Session } from '@forkcast/contracts';
import { isSessionActive, paths } from '@forkcast/contracts/domain';
import { useInProgressSession } from '../../../api/get-in-progress-session';
import { useSessionStatus } from '../../../api/get-session';

export type ActiveSessionCheck =
  | { state: 'checking' }
  /** partnerProgress, canStillMatch: as the entry check's session read gave them (null when not sent). */
  | { state: 'active'; session: Session; partnerProgress: PartnerProgress | null; canStillMatch: number | null }
  /** One of the failure paths fired: a toast is up and the user is on the way home. */
  | { state: 'leaving' };

type Outcome =
  | { kind: 'checking' | 'none' | 'completed' | 'error' }
  /** `fromServer`: the tab had nothing (or something over) and the server named the session in progress. */
  | { kind: 'active'; session: Session; partnerProgress: PartnerProgress | null; canStillMatch: number | null; fromServer: boolean };

const { selectActiveSession } = activeSessionSlice.selectors;

/**
 * docs/product.md › Swiping › Entering: the server is the truth for the session in progress, the tab's store
 * (restored from its sessionStorage snapshot) only a cache. A cached session is re-checked (status 'active',
 * no completedAt); when the tab has none, or the one it has is over, the server is asked for the user's
 * session in progress (a new tab, a browser that was closed, another device) and that one is resumed and
 * cached. Only when the server has nothing either does the user go home with the matching notice.
 */
export function useActiveSessionCheck(): ActiveSessionCheck {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  // Read once per entry: the deck of this visit must not change under the user's thumb.
  const [stored] = useState(() => selectActiveSession(store.getState()));
  const status = useSessionStatus(stored?.id);
  const storedOver = status.isSuccess && !isSessionActive(status.data);
  const { user, isLoading: userLoading } = useCurrentUser();
  const askServer = !stored || storedOver;
  const inProgress = useInProgressSession(askServer ? user?.id : undefined);
  const navigate = useNavigate();
  const { toast } = useToast();
  // The check is the entry's: once the room is open, a later read of these queries (the connection coming
  // back, a refetch) failing offline must not send the user home mid-deck.
  const entered = useRef<Outcome | null>(null);

  let outcome: Outcome = { kind: 'checking' };
  if (stored && status.isError) outcome = { kind: 'error' };
  else if (stored && status.isSuccess && !storedOver) {
    outcome = {
      kind: 'active',
      session: stored,
      partnerProgress: status.data.partnerProgress ?? null,
      canStillMatch: status.data.canStillMatch ?? null,
      fromServer: false,
    };
  } else if (askServer) {
    const found = inProgress.data;
    if (inProgress.isError) outcome = { kind: 'error' };
    else if (inProgress.isSuccess && found && isSessionActive(found)) {
      outcome = {
        kind: 'active',
        session: found,
        partnerProgress: found.partnerProgress ?? null,
        canStillMatch: found.canStillMatch ?? null,
        fromServer: true,
      };
    } else if (inProgress.isSuccess || (!userLoading && !user)) outcome = { kind: stored ? 'completed' : 'none' };
  }

  if (entered.current) outcome = entered.current;
  else if (outcome.kind === 'active') entered.current = outcome;

  const kind = outcome.kind;
  const adopted = outcome.kind === 'active' && outcome.fromServer ? outcome.session : null;
  useEffect(() => {
    // The server's session becomes this tab's: cached in the store (and its snapshot) for a reload and Join Now.
    if (adopted && user) dispatch(activeSessionChosen({ session: adopted, userId: user.id }));
  }, [adopted, user, dispatch]);

  useEffect(() => {
    if (kind === 'none') {
      toast({ title: 'No active session', variant: 'destructive' });
    } else if (kind === 'completed') {
      // A finished session can never be swiped again; drop it so the next visit doesn't re-ask.
      dispatch(activeSessionCleared());
      toast({ title: 'Session already completed', variant: 'destructive' });
    } else if (kind === 'error') {
      // Kept in the store: the failure may be passing (network), and the session may still be live.
      toast({ title: 'Session error', description: 'Failed to verify session status', variant: 'destructive' });
    } else {
      return;
    }
    navigate(paths.home, { replace: true });
  }, [kind, navigate, toast, dispatch]);

  if (outcome.kind === 'active') {
    const { session, partnerProgress, canStillMatch } = outcome;
    return { state: 'active', session, partnerProgress, canStillMatch };
  }
  if (outcome.kind === 'checking') return { state: 'checking' };
  return { state: 'leaving' };
}
