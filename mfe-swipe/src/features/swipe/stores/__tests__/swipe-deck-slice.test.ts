import { createAppStore, rootReducer } from '@forkcast/live-store';
import { deckLeft, deckShown, swipeDeck, swipeSent, swipeSettled } from '../swipe-deck-slice';

const { selectDeckPosition, selectPendingSwipes } = swipeDeck.selectors;

it("is injected into the shell's root reducer without touching the core slices' state", () => {
  const store = createAppStore({ preloadedState: { notifications: { unread: 4, readAt: 1, received: 0 } } });
  store.dispatch(deckShown({ sessionId: 's1', position: 3, total: 20 }));
  expect(store.getState().notifications.unread).toBe(4);
  expect(selectDeckPosition(store.getState())).toEqual({ sessionId: 's1', position: 3, total: 20, pending: 0 });
  store.dispose();
});

it('selectors tolerate a state the slice is not in yet', () => {
  const before = { ...rootReducer(undefined, { type: 'init' }) } as Record<string, unknown>;
  delete before.swipeDeck;
  expect(selectPendingSwipes(before as never)).toBe(0);
});

it('counts swipes in flight, for this session only, and forgets the deck on leaving', () => {
  const store = createAppStore();
  store.dispatch(deckShown({ sessionId: 's1', position: 1, total: 20 }));
  store.dispatch(swipeSent());
  store.dispatch(swipeSent());
  store.dispatch(swipeSettled());
  expect(selectPendingSwipes(store.getState())).toBe(1);
  store.dispatch(deckShown({ sessionId: 's1', position: 2, total: 20 }));
  expect(selectPendingSwipes(store.getState())).toBe(1);
  store.dispatch(deckShown({ sessionId: 's2', position: 1, total: 10 }));
  expect(selectPendingSwipes(store.getState())).toBe(0);
  store.dispatch(deckLeft());
  expect(selectDeckPosition(store.getState()).sessionId).toBeNull();
  store.dispose();
});
