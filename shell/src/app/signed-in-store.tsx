import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { greetingName } from '@forkcast/contracts/domain';
import { useCurrentUser } from '@forkcast/api-client';
import { whenIdle } from '@forkcast/design-system';
import { type LiveConnection } from '@forkcast/live-store';
import { LiveBridge, StoreProvider, useSignedInUser, type AppStore } from '@forkcast/live-store';
import { startNotificationListeners } from '../features/notifications/lib/notification-listeners';
import { createLiveConnection } from '../lib/create-live-connection';
import { startLiveQueryInvalidation } from './live-query-invalidation';
import { shellStore } from './shell-store';

/** The latest the live connection opens after the first commit when the page is never idle. */
const LIVE_CONNECTION_LATEST_MS = 500;

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

  // Opened when the page is next idle (within LIVE_CONNECTION_LATEST_MS), after the first screen's commit: its
  // listeners and the socket's setup would otherwise add to that commit's effects, a long task on a phone. Not
  // merely a task later: a hydrated room commits this store before its own screen (React hydrates the content
  // of each Suspense boundary in a pass of its own), and the socket's code must not compete with the card.
  // Waiting changes nothing anyone sees: the socket's code and its handshake arrive over the network anyway.
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      let live: LiveConnection;
      try {
        live = createLiveConnection();
      } catch {
        return; // No live channel in this browser: polling alone keeps the screens current.
      }
      stop = new LiveBridge(live, store).start();
    }, LIVE_CONNECTION_LATEST_MS);
    return () => {
      cancel();
      stop?.();
    };
  }, [store]);

  return <StoreProvider store={store}>{children}</StoreProvider>;
}
