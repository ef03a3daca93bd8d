import { combineSlices } from '@reduxjs/toolkit';
// By package name, not '../toast/...': the toast slot must be the one instance the @forkcast/design-system singleton holds.
import { toastsReducer } from '@forkcast/design-system';
import { activeSessionSlice } from './active-session-slice';
import { liveSlice } from './live-slice';
import { notificationsSlice } from './notifications-slice';
import { signedInUserSlice } from './signed-in-user-slice';

/**
 * Slices a remote brings and injects when it loads (`rootReducer.inject(slice)`). A remote declares its
 * own by augmenting this interface:
 *   declare module '@forkcast/live-store' { interface LazyLoadedSlices { swipeDeck: SwipeDeckState } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The one root reducer of the page (this module is a federation singleton): the core slices every screen
 * may read, plus whatever remotes inject. Injecting into it changes the store that runs it in place.
 */
export const rootReducer = combineSlices(activeSessionSlice, liveSlice, notificationsSlice, signedInUserSlice, {
  toasts: toastsReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
