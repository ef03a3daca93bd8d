import { createAppStore, LiveBridge, userSignedIn, type AppStore } from '@forkcast/shared-ui/store';
import { FakeLiveConnection } from './fake-live-connection';

/**
 * A store wired as the shell wires it — a user signed in, the one live connection driven by a LiveBridge —
 * over a fake connection: tests push server events with `live.push` and read what was registered.
 */
export function createStoreWithLive(user: { id: string; name?: string }): { store: AppStore; live: FakeLiveConnection } {
  const store = createAppStore();
  const live = new FakeLiveConnection();
  new LiveBridge(live, store).start();
  store.dispatch(userSignedIn({ id: user.id, name: user.name ?? 'Ann' }));
  return { store, live };
}
