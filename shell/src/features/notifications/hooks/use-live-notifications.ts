import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveConnection } from '@forkcast/shared-ui';
import { notificationsQueryKey } from '../api/get-notifications';
import { createLiveConnection } from '../lib/create-live-connection';

/**
 * Keeps the bell current without waiting for the 30 s poll: a user-only registration on the live channel
 * (`register {userId}`), and every `notification` event refetches the list. Polling stays as the fallback,
 * so a channel that is down, refused or never connects costs nothing but the live update. Closed when the
 * user signs out (userId undefined) or the bell unmounts.
 */
export function useLiveNotifications(userId: string | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    let live: LiveConnection;
    const openedAt = Date.now();
    try {
      live = createLiveConnection();
    } catch {
      return;
    }
    const unsubscribe = [
      live.on('notification', refresh),
      live.on('registered', () => {
        // The list is "never stale", so a remounted bell (back from /swipe) shows what it had; catch up on
        // what arrived while no socket listened, unless the list was loaded after this socket opened.
        const state = queryClient.getQueryState(notificationsQueryKey);
        if (state?.status === 'success' && state.fetchStatus === 'idle' && state.dataUpdatedAt < openedAt) refresh();
      }),
    ];
    try {
      live.open({ userId });
    } catch {
      // No live channel in this browser: polling alone keeps the bell up to date.
    }
    return () => {
      unsubscribe.forEach((off) => off());
      live.close();
    };
  }, [userId, queryClient]);
}
