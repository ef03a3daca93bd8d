import { useEffect, useState, type ReactNode } from 'react';
import { createAppStore, LiveBridge, StoreProvider, userSignedIn, userSignedOut } from '@forkcast/shared-ui/store';
import { useCurrentUser } from '../auth/current-user';
import { greetingName } from '../contracts/user';
import { LiveSocket } from '../live/live-socket';

/**
 * A remote's standalone dev server gets what the shell gives it in the app: a store with the same root
 * reducer (the remote injects its slices into it as it does in the shell) and the one live connection.
 */
export default function StandaloneStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => createAppStore());
  const { user } = useCurrentUser();
  useEffect(() => new LiveBridge(new LiveSocket(), store).start(), [store]);
  useEffect(() => {
    store.dispatch(user ? userSignedIn({ id: user.id, name: greetingName(user) }) : userSignedOut());
  }, [store, user]);
  return <StoreProvider store={store}>{children}</StoreProvider>;
}
