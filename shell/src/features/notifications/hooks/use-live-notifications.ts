import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, partnershipsQueryKey, type LiveConnection } from '@forkcast/shared-ui';
import type { NotificationPayload } from '@forkcast/shared-ui/contracts';
import { notificationsQueryKey } from '../api/get-notifications';
import { createLiveConnection } from '../lib/create-live-connection';

const PARTNERSHIPS_KEY_PREFIX = partnershipsQueryKey('')[0];

/**
 * Keeps the bell current without waiting for the 30 s poll: a user-only registration on the live channel
 * (`register {userId}`), and every `notification` event refetches the list. Polling stays as the fallback,
 * so a channel that is down, refused or never connects costs nothing but the live update. Closed when the
 * user signs out (userId undefined) or the bell unmounts. A partner_joined notification also refreshes the
 * partner lists (home, settings) and the user (partner count, premium shared by the new partner) at once.
 */
export function useLiveNotifications(userId: string | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    const onNotification = ({ notification }: NotificationPayload) => {
      refresh();
      if (notification.type === 'partner_joined') {
        // Prefix of partnershipsQueryKey(userId): every screen's copy of the list.
        void queryClient.invalidateQueries({ queryKey: [PARTNERSHIPS_KEY_PREFIX] });
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      }
    };
    let live: LiveConnection;
    const openedAt = Date.now();
    try {
      live = createLiveConnection();
    } catch {
      return;
    }
    const unsubscribe = [
      live.on('notification', onNotification),
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
