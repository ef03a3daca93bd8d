import { useEffect } from 'react';
import type { PartnerActiveSession } from '@forkcast/contracts';
import {
  activeSessionLeft,
  activeSessionSlice,
  activeSessionWatched,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type PartnerPresence,
} from '@forkcast/live-store';

const { selectPartnerPresenceIn } = activeSessionSlice.selectors;

/**
 * While home shows the partner session waiting for this user, the tab's one live connection follows it as a
 * watcher: the partner's presence, progress and the end arrive here as they do on /swipe, yet the partner's
 * pill doesn't call this user 'online' (that means on the swipe screen). Each poll's read of the partner's
 * progress goes to the store too, which keeps the fresher of the read and the channel, so the card has one
 * source for it. Returns the partner as the store knows them.
 */
export function useWatchedSession(session: PartnerActiveSession, userId: string): PartnerPresence | null {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const sessionId = session.id;
  // As values: each poll answers a new object, and the same numbers must not dispatch again.
  const { userId: partnerId, name, swiped, total } = session.partnerProgress ?? {};

  useEffect(() => {
    const partnerProgress =
      partnerId !== undefined ? { userId: partnerId, name: name ?? '', swiped: swiped ?? 0, total: total ?? 0 } : null;
    dispatch(activeSessionWatched({ sessionId, userId, partnerProgress }));
  }, [dispatch, sessionId, userId, partnerId, name, swiped, total]);

  useEffect(
    () => () => {
      // Leave only home's own room: by now /swipe may have entered its own.
      const { activeSession } = store.getState();
      if (activeSession.watching && activeSession.sessionId === sessionId) dispatch(activeSessionLeft());
    },
    [dispatch, store, sessionId],
  );

  return useAppSelector((state) => selectPartnerPresenceIn(state, sessionId));
}
