import { useEffect, useMemo, useRef } from 'react';
import type { PartnerProgress } from '@forkcast/contracts';
import {
  activeSessionEntered,
  activeSessionLeft,
  activeSessionSlice,
  useAppDispatch,
  useAppSelector,
  type RootState,
} from '@forkcast/live-store';
import type { SessionEnd } from '../lib/session-end';

interface Options {
  sessionId: string;
  userId: string;
  /** Only partnered sessions have anyone to hear from: solo sessions don't register for the session. */
  partnered: boolean;
  onEnd: (end: SessionEnd) => void;
  /** The partner's progress as the session read gave it on entry; partner_swipe keeps it current. */
  initialPartnerProgress: PartnerProgress | null;
  /** The cards that can still match as the session read gave it on entry (null: it didn't say). */
  initialCanStillMatch?: number | null;
}

export interface LiveSessionState {
  partnerOnline: boolean;
  partnerProgress: PartnerProgress | null;
  /** "N can still match": null in a solo session, or until the read or the room said. */
  canStillMatch: number | null;
}

const { selectActiveSessionId, selectCanStillMatchIn, selectPartnerPresence, selectSessionOutcome } = activeSessionSlice.selectors;
const sameId = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * The live side of a partnered session (docs/product.md › Swiping › Live messages), read from the store: entering makes this
 * the active session, so the shell's one live connection registers for it; the partner's presence and
 * progress (partner_swipe: counts only, never their choice) and the end the partner's swipe decided
 * (match_found, session_results) arrive as actions. Leaving the screen leaves the session's room.
 */
export function useLiveSession({
  sessionId,
  userId,
  partnered,
  onEnd,
  initialPartnerProgress,
  initialCanStillMatch = null,
}: Options): LiveSessionState {
  const dispatch = useAppDispatch();
  // What the entry read said, once: later reads must not wind the live count back.
  const initial = useRef(initialPartnerProgress);
  const initialCount = useRef(initialCanStillMatch);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    if (!partnered) return;
    dispatch(activeSessionEntered({ sessionId, userId, partnerProgress: initial.current, canStillMatch: initialCount.current }));
    return () => {
      dispatch(activeSessionLeft());
    };
  }, [dispatch, partnered, sessionId, userId]);

  const isThis = useAppSelector((state: RootState) => partnered && sameId(selectActiveSessionId(state), sessionId));
  const partner = useAppSelector(selectPartnerPresence);
  const outcome = useAppSelector(selectSessionOutcome);
  const heard = useAppSelector((state: RootState) => (partnered ? selectCanStillMatchIn(state, sessionId) : null));
  // The entry read's count until the room is entered: the server-rendered room and its first client render show
  // it too, so the line is there from the first paint (no shift of the card when the room is entered).
  const canStillMatch = partnered ? (heard ?? initialCount.current) : null;

  useEffect(() => {
    if (isThis && outcome) onEndRef.current(outcome);
  }, [isThis, outcome]);

  return useMemo(() => {
    if (!isThis || !partner) return { partnerOnline: false, partnerProgress: initial.current, canStillMatch };
    const { userId: partnerId, name, swiped, total, online } = partner;
    return { partnerOnline: online, partnerProgress: { userId: partnerId, name, swiped, total }, canStillMatch };
  }, [isThis, partner, canStillMatch]);
}
