import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { greetingName } from '@forkcast/contracts/domain';
import { useCurrentUser } from '@forkcast/api-client';
import { type LiveConnection } from '@forkcast/live-store';
import { LiveBridge, StoreProvider, useSignedInUser, type AppStore } from '@forkcast/live-store';
import { startNotificationListeners } from '../features/notifications/lib/notification-listeners';
import { createLiveConnection } from '../lib/create-live-connection';
import { startLiveQueryInvalidation } from './live-query-invalidation';
import { shellStore } from './shell-store';

interface Props {
  children: ReactNode;
  /** Tests pass a fresh store; the app uses the page's one. */
  store?: AppStore;
}

/**
 * Provides the store to the signed-in screens (the shell's and the remotes') and owns the tab's one live
 * connection: it follows the signed-in user, and the session whose room a screen is in (/swipe's, or the
 * one home's card watches).
 */
export function SignedInStore({ children, store = shellStore() }: Props) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();

  useSignedInUser(store, user?.id, user ? greetingName(user) : '');

  useEffect(() => startNotificationListeners(store, queryClient), [store, queryClient]);
  useEffect(() => startLiveQueryInvalidation(store, queryClient), [store, queryClient]);

  useEffect(() => {
    let live: LiveConnection;
    try {
      live = createLiveConnection();
    } catch {
      return; // No live channel in this browser: polling alone keeps the screens current.
    }
    return new LiveBridge(live, store).start();
  }, [store]);

  return <StoreProvider store={store}>{children}</StoreProvider>;
}
