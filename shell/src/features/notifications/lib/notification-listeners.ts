import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, partnershipsQueryKey } from '@forkcast/api-client';
import { liveConnectionDropped, liveConnectionOpened, liveEventActions, type AppStore } from '@forkcast/live-store';
import { notificationsQueryKey } from '../api/get-notifications';

const PARTNERSHIPS_KEY_PREFIX = partnershipsQueryKey('')[0];

/**
 * What a live notification does beyond the badge (which the store's notifications slice moves at once): the
 * list is refetched without waiting for the 30 s poll, and partner_joined refreshes the partner lists (home,
 * settings) and the user (partner count, premium shared by the new partner). Polling stays as the fallback,
 * so a channel that is down costs nothing but the live update. Returns the function that stops listening.
 */
export function startNotificationListeners(store: Pick<AppStore, 'startListening'>, queryClient: QueryClient): () => void {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  // Since when the channel may have missed events: its last open or drop.
  let deafSince = Date.now();
  const stops = [
    store.startListening({
      actionCreator: liveEventActions.notification,
      effect: ({ payload }) => {
        refresh();
        if (payload.notification.type === 'partner_joined') {
          // Prefix of partnershipsQueryKey(userId): every screen's copy of the list.
          void queryClient.invalidateQueries({ queryKey: [PARTNERSHIPS_KEY_PREFIX] });
          void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        }
      },
    }),
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
        // loaded after that.
        const state = queryClient.getQueryState(notificationsQueryKey);
        if (state?.status === 'success' && state.fetchStatus === 'idle' && state.dataUpdatedAt < deafSince) refresh();
      },
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
