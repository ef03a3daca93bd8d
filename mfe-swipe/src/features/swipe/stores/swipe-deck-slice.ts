import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { liveEventActions, rootReducer } from '@forkcast/live-store';
import type { OwnSwipePayload, OwnUndoPayload, SwipeRef } from '@forkcast/contracts';

/** This user's swipes in the deck up, as this tab knows them: its own, and those its other tabs made. */
export interface DeckSwipes {
  sessionId: string;
  /** The restaurants swiped (place ids). */
  swiped: string[];
  /** The swipe an undo would take back. */
  lastSwipe: SwipeRef | null;
}

export interface SwipeDeckState {
  /** The session whose deck is up; null off /swipe. */
  sessionId: string | null;
  /** The card up (1-based) and the deck's size. */
  position: number;
  total: number;
  /** Swipes sent and not yet answered. */
  pending: number;
  /** Null until the deck is dealt from the server's list of this user's swipes. */
  swipes: DeckSwipes | null;
}

const initialState: SwipeDeckState = { sessionId: null, position: 0, total: 0, pending: 0, swipes: null };

const sameId = (a: string | null | undefined, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

/** A swipe of this tab's, or one another tab made (own_swipe): once only, so a late echo never moves lastSwipe back. */
function addSwipe(state: SwipeDeckState, { sessionId, swipe }: OwnSwipePayload): void {
  const swipes = state.swipes;
  if (!swipes || !sameId(swipes.sessionId, sessionId) || swipes.swiped.includes(swipe.restaurantId)) return;
  swipes.swiped.push(swipe.restaurantId);
  swipes.lastSwipe = swipe;
}

/** An undo of this tab's, or one another tab made (own_undo): the card comes back on top. */
function removeSwipe(state: SwipeDeckState, { sessionId, undone, lastSwipe }: OwnUndoPayload): void {
  const swipes = state.swipes;
  if (!swipes || !sameId(swipes.sessionId, sessionId) || !swipes.swiped.includes(undone.restaurantId)) return;
  swipes.swiped = swipes.swiped.filter((id) => id !== undone.restaurantId);
  swipes.lastSwipe = lastSwipe;
}

/**
 * mfe-swipe's own state in the shell's store: where this user is in the deck, what they have swiped and what
 * is in flight. The live channel's own_swipe / own_undo (the same user's other tabs) land here, so a card
 * swiped elsewhere leaves this tab's deck without a request. The remote brings the slice and injects it when
 * its code loads, so the shell needs no rebuild for it.
 */
export const swipeDeckSlice = createSlice({
  name: 'swipeDeck',
  initialState,
  reducers: {
    deckShown: (state, { payload }: PayloadAction<{ sessionId: string; position: number; total: number }>) => {
      const same = state.sessionId === payload.sessionId;
      const swipes = state.swipes && sameId(state.swipes.sessionId, payload.sessionId) ? state.swipes : null;
      return { ...payload, pending: same ? state.pending : 0, swipes };
    },
    /** The server's list of this user's swipes: on entry, and again when a swipe turns out to be a repeat. */
    deckDealt: (state, { payload }: PayloadAction<DeckSwipes>) => {
      state.swipes = payload;
    },
    swipeRecorded: (state, { payload }: PayloadAction<OwnSwipePayload>) => addSwipe(state, payload),
    swipeUndone: (state, { payload }: PayloadAction<OwnUndoPayload>) => removeSwipe(state, payload),
    swipeSent: (state) => {
      state.pending += 1;
    },
    swipeSettled: (state) => {
      state.pending = Math.max(0, state.pending - 1);
    },
    deckLeft: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(liveEventActions.own_swipe, (state, { payload }) => addSwipe(state, payload))
      .addCase(liveEventActions.own_undo, (state, { payload }) => removeSwipe(state, payload));
  },
  selectors: {
    selectDeckPosition: (state) => state,
    selectPendingSwipes: (state) => state.pending,
    selectDeckSwipes: (state) => state.swipes,
  },
});

export const { deckShown, deckDealt, swipeRecorded, swipeUndone, swipeSent, swipeSettled, deckLeft } = swipeDeckSlice.actions;

// Typed into the shared root state: a remote's slices join the shell's lazily loaded ones.
declare module '@forkcast/live-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof swipeDeckSlice> {}
}

/** Injected on load; its selectors answer the initial state while the slice is not (yet) in the store. */
export const swipeDeck = swipeDeckSlice.injectInto(rootReducer);
