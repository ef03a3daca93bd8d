import type { QueryClient } from '@tanstack/react-query';
import { liveEventActions, type AppStore } from '@forkcast/live-store';
import { activeSessionQuery } from '../api/get-active-session';

// Prefix of the user's session reads: the active session home polls and the recent sessions.
const USER_SESSIONS_KEY_PREFIX = activeSessionQuery('').queryKey[0];

/**
 * A session's end heard live (the partner's swipe decided it, on whichever screen this user is): the server's
 * answers about the user's sessions change, so they are read again at once rather than on the next poll —
 * home's card goes away and the recent sessions show the result. The server stays their one source.
 */
export function startSessionEndListeners(store: Pick<AppStore, 'startListening'>, queryClient: QueryClient): () => void {
  return store.startListening({
    matcher: (action) => liveEventActions.match_found.match(action) || liveEventActions.session_results.match(action),
    effect: () => void queryClient.invalidateQueries({ queryKey: [USER_SESSIONS_KEY_PREFIX] }),
  });
}
