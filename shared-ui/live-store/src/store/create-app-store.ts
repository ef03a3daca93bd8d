import { configureStore, createListenerMiddleware, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { getToastsState, handOverToasts, TOAST_SHOWN } from '@forkcast/design-system';
import { activeSessionSlice } from './active-session-slice';
import { persistActiveSession, readActiveSessionSnapshot } from './active-session-snapshot';
import { rootReducer, type RootState } from './root-reducer';

export interface CreateAppStoreOptions {
  preloadedState?: Partial<RootState>;
}

/**
 * The page's one store. The shell calls this once, with the signed-in route set; a remote's standalone dev
 * server and the test helper call it too, with the same root reducer. It takes over the toast slot (a toast
 * raised on the signed-out pages keeps showing); `dispose` gives it back. The active session starts from the
 * tab's snapshot and a listener keeps that snapshot current (active-session-snapshot.ts).
 */
export function createAppStore({ preloadedState }: CreateAppStoreOptions = {}) {
  const listeners: ListenerMiddlewareInstance<RootState> = createListenerMiddleware();
  // A reload (or a return to the tab) resumes the active session its snapshot kept.
  const restored = readActiveSessionSnapshot();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      toasts: getToastsState(),
      ...(restored ? { activeSession: { ...activeSessionSlice.getInitialState(), ...restored } } : {}),
      ...preloadedState,
    } as RootState,
    middleware: (getDefault) =>
      getDefault({
        // A toast may carry its action's onClick: a function in state, by design (it never leaves the tab).
        serializableCheck: { ignoredActions: [TOAST_SHOWN], ignoredPaths: ['toasts.current.action'] },
      }).prepend(listeners.middleware),
    // Redux DevTools in development only.
    devTools: process.env.NODE_ENV !== 'production',
  });
  persistActiveSession(listeners);
  const giveBackToasts = handOverToasts(store);
  return Object.assign(store, {
    /** Listener middleware: where the side effects of actions (server events above all) live. */
    startListening: listeners.startListening,
    dispose(): void {
      listeners.clearListeners();
      giveBackToasts();
    },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
