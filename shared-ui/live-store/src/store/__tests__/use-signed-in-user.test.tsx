import { render } from '@testing-library/react';
import { createAppStore, type AppStore } from '../create-app-store';
import { useSignedInUser } from '../use-signed-in-user';

/*
 * The page inlines its user, so the store can say who is signed in before any screen reads it: written in an
 * effect instead, every screen that read it rendered again inside the first commit's effects, a long task on
 * a phone.
 */

function Signed({ store, userId, seen }: { store: AppStore; userId?: string; seen: unknown[] }) {
  useSignedInUser(store, userId, 'Ann');
  return <Reader store={store} seen={seen} />;
}

function Reader({ store, seen }: { store: AppStore; seen: unknown[] }) {
  seen.push(store.getState().signedInUser);
  return null;
}

it('says who is signed in before the screens below first render, and dispatches nothing more for it', () => {
  const store = createAppStore();
  const dispatched: string[] = [];
  store.subscribe(() => dispatched.push('change'));
  const seen: unknown[] = [];

  render(<Signed store={store} userId="u1" seen={seen} />);

  expect(seen[0]).toEqual({ id: 'u1', name: 'Ann' });
  // One write: the mount's effect finds the store already right.
  expect(dispatched).toHaveLength(1);
});

it('signs out on unmount and in again for the next user', () => {
  const store = createAppStore();
  const seen: unknown[] = [];
  const { rerender, unmount } = render(<Signed store={store} userId="u1" seen={seen} />);
  rerender(<Signed store={store} userId="u2" seen={seen} />);
  expect(store.getState().signedInUser).toEqual({ id: 'u2', name: 'Ann' });
  unmount();
  expect(store.getState().signedInUser).toBeNull();
});
