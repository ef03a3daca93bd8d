import type { QueryClient } from '@tanstack/react-query';
import { liveConnectionDropped, liveConnectionOpened, liveEventActions, type AppStore } from '@forkcast/live-store';
import { notificationsQueryKey, type NotificationList } from '../api/get-notifications';

/**
 * The bell's list after a gap in the live channel: what a live notification changes is refetched by the
 * app's live query invalidation (app/live-query-invalidation.ts) and the badge moves in the store at once;
 * what arrived while no socket listened is caught up here when the connection registers again. Polling stays
 * as the fallback, so a channel that is down costs nothing but the live update. Returns the function that
 * stops listening.
 */
export function startNotificationListeners(store: Pick<AppStore, 'startListening'>, queryClient: QueryClient): () => void {
  // Since when the channel may have missed events: its last open or drop.
  let deafSince = Date.now();
  const stops = [
    store.startListening({
      matcher: (action) => liveConnectionOpened.match(action) || liveConnectionDropped.match(action),
      effect: () => {
        deafSince = Date.now();
      },
    }),
    store.startListening({
      actionCreator: liveEventActions.registered,
      effect: () => {
        // The list is "never stale": catch up on what arrived while no socket listened, unless the list was
        // requested after that (a request sent before it may have been read before a missed event).
        const state = queryClient.getQueryState<NotificationList>(notificationsQueryKey);
        if (state?.status === 'success' && state.fetchStatus === 'idle' && (state.data?.requestedAt ?? 0) < deafSince) {
          void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
        }
      },
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
