import {
  dismiss,
  getSnapshot,
  getToastsState,
  handOverToasts,
  subscribe,
  toast,
  toastDismissed,
  toastShown,
  toastsReducer,
  type ToastHost,
  type ToastsState,
} from '../toast-store';

/** A store's stand-in: the reducer in a slice `toasts`, as the client store holds it. */
function storeWith(toasts: ToastsState): ToastHost & { dispatched: unknown[] } {
  let state = { toasts };
  const listeners = new Set<() => void>();
  const dispatched: unknown[] = [];
  return {
    dispatched,
    getState: () => state,
    dispatch(action) {
      dispatched.push(action);
      state = { toasts: toastsReducer(state.toasts, action) };
      listeners.forEach((listener) => listener());
      return action;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

describe('toastsReducer', () => {
  it('one slot: a new toast replaces the current one and gets the next id', () => {
    let state = toastsReducer(undefined, { type: '@@init' });
    expect(state).toEqual({ current: null, nextId: 1 });
    state = toastsReducer(state, toastShown({ title: 'Saved' }));
    state = toastsReducer(state, toastShown({ title: 'Partner added!', variant: 'success' }));
    expect(state).toEqual({ current: { title: 'Partner added!', variant: 'success', id: '2', open: true }, nextId: 3 });
  });

  it('a dismiss closes the current toast (kept for its closing animation); one for an older id changes nothing', () => {
    const shown = toastsReducer(toastsReducer(undefined, toastShown({ title: 'First' })), toastShown({ title: 'Second' }));
    expect(toastsReducer(shown, toastDismissed('1'))).toBe(shown);
    const closed = toastsReducer(shown, toastDismissed('2'));
    expect(closed.current).toMatchObject({ title: 'Second', open: false });
    expect(toastsReducer(closed, toastDismissed())).toBe(closed);
    expect(toastsReducer({ current: null, nextId: 1 }, toastDismissed())).toEqual({ current: null, nextId: 1 });
  });
});

describe('the toast slot', () => {
  afterEach(() => {
    handOverToasts(null);
    dismiss();
  });

  it('toast() returns the id of the toast it shows, and listeners hear each change', () => {
    const heard = jest.fn();
    const unsubscribe = subscribe(heard);
    const id = toast({ title: 'Saved' });
    expect(getSnapshot()).toMatchObject({ id, title: 'Saved', open: true });
    dismiss(id);
    expect(getSnapshot()).toMatchObject({ id, open: false });
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast({ title: 'Unheard' });
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('a store that takes the slot over keeps the toast raised before it, and gets every later one', () => {
    const before = toast({ title: 'Signed in' });
    const store = storeWith(getToastsState());
    const heard = jest.fn();
    subscribe(heard);
    const giveBack = handOverToasts(store);
    expect(heard).toHaveBeenCalled();
    expect(getSnapshot()).toMatchObject({ id: before, title: 'Signed in' });

    const after = toast({ title: 'Match!' });
    expect(store.dispatched).toEqual([toastShown({ title: 'Match!' })]);
    expect(store.getState().toasts?.current).toMatchObject({ id: after, title: 'Match!' });

    // The store goes away (sign-out): the slot returns to a built-in host, with the toast still showing.
    giveBack();
    expect(getSnapshot()).toMatchObject({ id: after, title: 'Match!', open: true });
    toast({ title: 'Signed out' });
    expect(store.dispatched).toHaveLength(1);
  });

  it("a store's give-back does nothing once another store holds the slot", () => {
    const first = storeWith(getToastsState());
    const giveBackFirst = handOverToasts(first);
    const second = storeWith(getToastsState());
    handOverToasts(second);
    giveBackFirst();
    toast({ title: 'Still the second store' });
    expect(second.dispatched).toHaveLength(1);
    expect(first.dispatched).toHaveLength(0);
  });
});
