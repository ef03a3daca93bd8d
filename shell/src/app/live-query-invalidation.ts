import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { currentUserQueryKey, partnershipsQueryKey } from '@forkcast/api-client';
import type { ServerToClientEvents } from '@forkcast/contracts';
import { liveEventActions, type AppStore, type LiveEvent } from '@forkcast/live-store';
import { activeSessionQuery } from '../features/home/api/get-active-session';
import { notificationsQueryKey } from '../features/notifications/api/get-notifications';

// Prefixes: every copy of the list, whatever its user or limit.
/** The user's session reads: the partner session waiting on home (polled) and the recent sessions. */
const USER_SESSIONS: QueryKey = [activeSessionQuery('').queryKey[0]];
const PARTNERSHIPS: QueryKey = [partnershipsQueryKey('')[0]];
/** mfe-account's plan card (its key is its URL, like every query's here). */
const SUBSCRIPTION_STATUS: QueryKey = ['/api/subscriptions/status'];
/** The signed-in user: home's match count, tier and sessions left (docs/product.md › Screens › Home). */
const USER: QueryKey = currentUserQueryKey;

type PayloadOf<E extends LiveEvent> = Parameters<ServerToClientEvents[E]>[0];
type Invalidations = { [E in LiveEvent]?: (payload: PayloadOf<E>) => readonly QueryKey[] };

/** What a stored notification changes besides the bell's list, by its type. */
const NOTIFICATION_TYPES: Record<string, readonly QueryKey[]> = {
  // A partner accepted the invite: the partner lists, and the user (partner count, premium shared by them).
  partner_joined: [PARTNERSHIPS, USER],
  // A session ended: the recent sessions, the card, and the match count. The user room hears these on every
  // page, where the session room's match_found reaches only the tabs in that session's room.
  session_match: [USER_SESSIONS, USER],
  session_no_match: [USER_SESSIONS, USER],
};

/**
 * The one place where a live event says which server answers it changed: each becomes a query
 * invalidation, so the screens showing them read them again at once (the others on their next mount)
 * instead of drifting until a reload. The server stays their one source; polling (the active session's
 * 5 s, the bell's 30 s) stays as the fallback when the channel is down.
 */
const LIVE_QUERY_INVALIDATIONS: Invalidations = {
  notification: ({ notification }) => [notificationsQueryKey, ...(NOTIFICATION_TYPES[notification.type] ?? [])],
  // The end of a session this tab is in: the recent sessions show it, the card goes, the count moves.
  match_found: () => [USER_SESSIONS, USER],
  session_results: () => [USER_SESSIONS, USER],
  // A partner started a session with this user (home shows its card), or this user did in another tab.
  session_started: () => [USER_SESSIONS, USER],
  // This user's own plan or a partner's (premium is shared): tier, sessions left, the plan card.
  subscription_changed: () => [USER, PARTNERSHIPS, SUBSCRIPTION_STATUS],
  // A partner removed this user (or this user did, in another tab): the partner lists, the tier and premium
  // shared by them, and the sessions (a partner session between them was cancelled).
  partnership_ended: () => [PARTNERSHIPS, USER, SUBSCRIPTION_STATUS, USER_SESSIONS],
  // Another tab swiped: home's card counts the restaurants left, a solo session's likes.
  own_swipe: () => [USER_SESSIONS],
  own_undo: () => [USER_SESSIONS],
};

/** The query keys a store action (a live event's) invalidates; none for any other action. */
export function queryKeysFor(action: { type: string; payload?: unknown }): readonly QueryKey[] {
  for (const [event, keysOf] of Object.entries(LIVE_QUERY_INVALIDATIONS) as [LiveEvent, (payload: unknown) => readonly QueryKey[]][]) {
    if (liveEventActions[event].match(action)) return keysOf(action.payload);
  }
  return [];
}

/** Listener middleware: each live event's invalidations. Returns the function that stops listening. */
export function startLiveQueryInvalidation(store: Pick<AppStore, 'startListening'>, queryClient: QueryClient): () => void {
  return store.startListening({
    predicate: (action) => queryKeysFor(action).length > 0,
    effect: (action) => {
      for (const queryKey of queryKeysFor(action)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
