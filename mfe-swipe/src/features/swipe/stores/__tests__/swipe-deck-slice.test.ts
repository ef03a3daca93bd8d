import { createAppStore, liveEventActions, rootReducer } from '@forkcast/live-store';
import { deckDealt, deckLeft, deckShown, swipeDeck, swipeRecorded, swipeSent, swipeSettled, swipeUndone } from '../swipe-deck-slice';

const { selectDeckPosition, selectDeckSwipes, selectPendingSwipes } = swipeDeck.selectors;

it("is injected into the shell's root reducer without touching the core slices' state", () => {
  const store = createAppStore({ preloadedState: { notifications: { unread: 4, readAt: 1, heardAt: 0, received: 0 } } });
  store.dispatch(deckShown({ sessionId: 's1', position: 3, total: 20 }));
  expect(store.getState().notifications.unread).toBe(4);
  expect(selectDeckPosition(store.getState())).toEqual({ sessionId: 's1', position: 3, total: 20, pending: 0, swipes: null });
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

describe("this user's swipes, from this tab and from the live channel (the user's other tabs)", () => {
  const first = { restaurantId: 'p1', action: 'like', position: 1 } as const;
  const second = { restaurantId: 'p2', action: 'pass', position: 2 } as const;

  function dealtStore() {
    const store = createAppStore();
    store.dispatch(deckDealt({ sessionId: 's1', swiped: [], lastSwipe: null }));
    store.dispatch(deckShown({ sessionId: 's1', position: 1, total: 3 }));
    return store;
  }

  it("takes another tab's swipe and undo of the same session, and ignores another session's", () => {
    const store = dealtStore();
    store.dispatch(liveEventActions.own_swipe({ sessionId: 's1', swipe: first }));
    store.dispatch(liveEventActions.own_swipe({ sessionId: 'S2', swipe: second }));
    expect(selectDeckSwipes(store.getState())).toEqual({ sessionId: 's1', swiped: ['p1'], lastSwipe: first });
    store.dispatch(liveEventActions.own_undo({ sessionId: 'S1', undone: first, lastSwipe: null }));
    expect(selectDeckSwipes(store.getState())).toEqual({ sessionId: 's1', swiped: [], lastSwipe: null });
    store.dispose();
  });

  it('never lets a late echo of an earlier swipe move what an undo takes back', () => {
    const store = dealtStore();
    store.dispatch(swipeRecorded({ sessionId: 's1', swipe: first }));
    store.dispatch(swipeRecorded({ sessionId: 's1', swipe: second }));
    store.dispatch(liveEventActions.own_swipe({ sessionId: 's1', swipe: first }));
    expect(selectDeckSwipes(store.getState())?.lastSwipe).toEqual(second);
    // An undo of a card not swiped here changes nothing either.
    store.dispatch(swipeUndone({ sessionId: 's1', undone: { ...second, restaurantId: 'p3' }, lastSwipe: null }));
    expect(selectDeckSwipes(store.getState())).toEqual({ sessionId: 's1', swiped: ['p1', 'p2'], lastSwipe: second });
    store.dispose();
  });

  it('hears nothing before the deck is dealt, and forgets it on leaving', () => {
    const store = createAppStore();
    store.dispatch(liveEventActions.own_swipe({ sessionId: 's1', swipe: first }));
    expect(selectDeckSwipes(store.getState())).toBeNull();
    store.dispatch(deckDealt({ sessionId: 's1', swiped: ['p1'], lastSwipe: first }));
    store.dispatch(deckShown({ sessionId: 's2', position: 1, total: 3 }));
    expect(selectDeckSwipes(store.getState())).toBeNull();
    store.dispose();
  });
});
