import { useEffect, useState, type ReactNode } from 'react';
import { createAppStore, LiveBridge, StoreProvider, useSignedInUser } from '@forkcast/live-store';
import { useCurrentUser } from '@forkcast/api-client';
import { greetingName } from '@forkcast/contracts/domain';
import { LiveSocket } from '@forkcast/live-store';

/**
 * A remote's standalone dev server gets what the shell gives it in the app: a store with the same root
 * reducer (the remote injects its slices into it as it does in the shell), the signed-in user in it the way
 * the shell's SignedInStore keeps it, and the one live connection.
 */
export default function StandaloneStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => createAppStore());
  const { user } = useCurrentUser();
  const name = user ? greetingName(user) : '';
  useEffect(() => new LiveBridge(new LiveSocket(), store).start(), [store]);
  useSignedInUser(store, user?.id, name);
  return <StoreProvider store={store}>{children}</StoreProvider>;
}
