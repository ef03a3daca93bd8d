import { activeSessionSlice, createAppStore, LiveBridge, userSignedIn, type AppStore, type RootState } from '@forkcast/live-store';
import type { Session } from '@forkcast/contracts';
import { FakeLiveConnection } from './fake-live-connection';

/**
 * A store wired as the shell wires it — a user signed in, the one live connection driven by a LiveBridge —
 * over a fake connection: tests push server events with `live.push` and read what was registered.
 */
export function createStoreWithLive(
  user: { id: string; name?: string },
  preloadedState?: Partial<RootState>,
): { store: AppStore; live: FakeLiveConnection } {
  const store = createAppStore(preloadedState ? { preloadedState } : {});
  const live = new FakeLiveConnection();
  new LiveBridge(live, store).start();
  store.dispatch(userSignedIn({ id: user.id, name: user.name ?? 'Ann' }));
  return { store, live };
}

/** A store's starting state with `session` as the active session of `userId` (start or Join Now done, not yet on /swipe). */
export function withActiveSession(session: Session, userId: string): Pick<RootState, 'activeSession'> {
  return { activeSession: { ...activeSessionSlice.getInitialState(), session, ownerId: userId } };
}
