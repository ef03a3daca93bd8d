import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { greetingName } from '@forkcast/contracts/domain';
import { useCurrentUser } from '@forkcast/api-client';
import { nextTask } from '@forkcast/design-system';
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

  // Opened in a task of its own, after the first screen's commit: its listeners and the socket's setup would
  // otherwise add to that commit's effects, a long task on a phone. One task later changes nothing anyone sees:
  // the socket's code and its handshake arrive over the network after that anyway.
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = nextTask(() => {
      let live: LiveConnection;
      try {
        live = createLiveConnection();
      } catch {
        return; // No live channel in this browser: polling alone keeps the screens current.
      }
      stop = new LiveBridge(live, store).start();
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [store]);

  return <StoreProvider store={store}>{children}</StoreProvider>;
}
