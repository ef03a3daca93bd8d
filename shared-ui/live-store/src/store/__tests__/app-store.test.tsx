import { createSlice } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { dismissToast, getToastsState, toast } from '@forkcast/design-system';
import { createAppStore, type AppStore } from '../create-app-store';
import { useAppDispatch, useAppSelector } from '../hooks';
import { rootReducer } from '../root-reducer';
import { signedInUserSlice, userSignedIn, userSignedOut } from '../signed-in-user-slice';

const stores: AppStore[] = [];
function newStore(options?: Parameters<typeof createAppStore>[0]) {
  const store = createAppStore(options);
  stores.push(store);
  return store;
}
afterEach(() => {
  stores.splice(0).forEach((store) => store.dispose());
  dismissToast();
});

describe('createAppStore', () => {
  it('takes over the toast slot with the toast already showing, and gives it back on dispose', () => {
    const before = toast({ title: 'Signed in' });
    const store = newStore();
    expect(store.getState().toasts.current).toMatchObject({ id: before, title: 'Signed in' });
    const raised = toast({ title: 'Match!' });
    expect(store.getState().toasts.current).toMatchObject({ id: raised, title: 'Match!' });
    store.dispose();
    // Back in the built-in host, still showing; the disposed store hears no more toasts.
    expect(getToastsState().current).toMatchObject({ id: raised, title: 'Match!' });
    toast({ title: 'Signed out' });
    expect(store.getState().toasts.current).toMatchObject({ title: 'Match!' });
  });

  it('starts from a preloaded state (tests, the standalone harness)', () => {
    const store = newStore({ preloadedState: { signedInUser: { id: 'u1', name: 'Ana' } } });
    expect(signedInUserSlice.selectors.selectSignedInUser(store.getState())).toEqual({ id: 'u1', name: 'Ana' });
  });

  it('a toast with an action (a function in state) passes the serializability check', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    newStore();
    toast({ title: 'Partner Limit Reached', action: { label: 'Get Premium', onClick: () => {} } });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('the root reducer', () => {
  it("a remote's slice injected later runs in the store already created, and its selectors tolerate its absence", () => {
    const deck = createSlice({
      name: 'testDeck',
      initialState: { index: 0 },
      reducers: { advanced: (state) => void (state.index += 1) },
      selectors: { selectIndex: (state) => state.index },
    });
    const store = newStore();
    const injected = deck.injectInto(rootReducer);
    // Not in the state until an action runs the injected reducer: the selector reads its initial state.
    expect(injected.selectors.selectIndex(store.getState() as never)).toBe(0);
    store.dispatch(deck.actions.advanced());
    expect(injected.selectors.selectIndex(store.getState() as never)).toBe(1);
  });
});

describe('the typed hooks', () => {
  it('read and write the store a Provider holds', () => {
    const store = newStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => ({ user: useAppSelector((state) => state.signedInUser), dispatch: useAppDispatch() }), { wrapper });
    expect(result.current.user).toBeNull();
    act(() => void result.current.dispatch(userSignedIn({ id: 'u1', name: 'Ana' })));
    expect(result.current.user).toEqual({ id: 'u1', name: 'Ana' });
    act(() => void result.current.dispatch(userSignedOut()));
    expect(result.current.user).toBeNull();
  });
});
