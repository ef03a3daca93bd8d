import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@forkcast/live-store';

export interface SwipeDeckState {
  /** The session whose deck is up; null off /swipe. */
  sessionId: string | null;
  /** The card up (1-based) and the deck's size. */
  position: number;
  total: number;
  /** Swipes sent and not yet answered. */
  pending: number;
}

const initialState: SwipeDeckState = { sessionId: null, position: 0, total: 0, pending: 0 };

/**
 * mfe-swipe's own state in the shell's store: where this user is in the deck and what is in flight. The
 * remote brings the slice and injects it when its code loads, so the shell needs no rebuild for it.
 */
export const swipeDeckSlice = createSlice({
  name: 'swipeDeck',
  initialState,
  reducers: {
    deckShown: (state, { payload }: PayloadAction<{ sessionId: string; position: number; total: number }>) => {
      const pending = state.sessionId === payload.sessionId ? state.pending : 0;
      return { ...payload, pending };
    },
    swipeSent: (state) => {
      state.pending += 1;
    },
    swipeSettled: (state) => {
      state.pending = Math.max(0, state.pending - 1);
    },
    deckLeft: () => initialState,
  },
  selectors: {
    selectDeckPosition: (state) => state,
    selectPendingSwipes: (state) => state.pending,
  },
});

export const { deckShown, swipeSent, swipeSettled, deckLeft } = swipeDeckSlice.actions;

// Typed into the shared root state: a remote's slices join the shell's lazily loaded ones.
declare module '@forkcast/live-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof swipeDeckSlice> {}
}

/** Injected on load; its selectors answer the initial state while the slice is not (yet) in the store. */
export const swipeDeck = swipeDeckSlice.injectInto(rootReducer);
