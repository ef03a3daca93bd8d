import { useCallback } from 'react';
import { LIVE_SOCKET_HEADER } from '@forkcast/contracts/domain';
import { liveSlice, useAppStore } from '@forkcast/live-store';

const { selectLiveSocketId } = liveSlice.selectors;

/**
 * The headers that name this tab's live connection on a swipe or an undo, read when the request leaves (the
 * socket, and its id, change on a reconnect): the gateway echoes the change to the user's other tabs and
 * skips this one, whose deck has moved already. None while the channel is down: then every tab hears it, and
 * a card this tab has already moved past is simply not there to move.
 */
export function useLiveOrigin(): () => Record<string, string> {
  const store = useAppStore();
  return useCallback((): Record<string, string> => {
    const socketId = selectLiveSocketId(store.getState());
    return socketId ? { [LIVE_SOCKET_HEADER]: socketId } : {};
  }, [store]);
}
