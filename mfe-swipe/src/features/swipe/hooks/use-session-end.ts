import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { activeSessionCleared, useAppDispatch } from '@forkcast/live-store';
import { preloadResultScreens } from '../../../result-screens';
import { sessionEndPath, type SessionEnd } from '../lib/session-end';
import { GuestRoom } from '../lib/guest-room';

/** docs/product.md › Limits and constants: the end message stays up this long before the results screen opens. */
export const END_REDIRECT_MS = 500;

/**
 * Ends the session once, whichever signal comes first (the swipe answer, match_found or
 * session_results can all arrive for the same end): clears the store's active session so home and a reload
 * don't offer it again, shows the end, and opens the results screen after 500 ms.
 */
export function useSessionEnd(sessionId: string) {
  const [ended, setEnded] = useState<SessionEnd | null>(null);
  const endedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const guestRoom = useContext(GuestRoom);

  useEffect(() => () => clearTimeout(timer.current), []);

  const end = useCallback(
    (outcome: SessionEnd) => {
      if (endedRef.current) return;
      endedRef.current = true;
      dispatch(activeSessionCleared());
      setEnded(outcome);
      if (guestRoom) {
        timer.current = setTimeout(() => guestRoom.showEnd(outcome), END_REDIRECT_MS);
        return;
      }
      preloadResultScreens();
      timer.current = setTimeout(() => navigate(sessionEndPath(sessionId, outcome), { replace: true }), END_REDIRECT_MS);
    },
    [dispatch, guestRoom, navigate, sessionId],
  );

  return { ended, end };
}
