import { useEffect, useState } from 'react';
import { activeSessionLeft } from './active-session-slice';
import type { AppStore } from './create-app-store';
import { userSignedIn, userSignedOut } from './signed-in-user-slice';

/** Tells the store who is signed in, unless it already says so (a dispatch runs every listener). */
function signIn(store: AppStore, id: string, name: string): void {
  const known = store.getState().signedInUser;
  if (known?.id !== id || known.name !== name) store.dispatch(userSignedIn({ id, name }));
}

/**
 * Keeps the store's signed-in user in step with the current user: the shell's SignedInStore and a remote's
 * standalone store do it the same way. Signing out (or in as someone else) leaves the session's room; a new
 * name alone is no sign-out (that would reopen the live connection).
 */
export function useSignedInUser(store: AppStore, userId: string | undefined, name: string): void {
  // Known at the first render (the page inlines its user): written before any screen below reads the store,
  // so nothing re-renders for it and the first commit's effects do not carry it.
  useState(() => {
    if (userId) signIn(store, userId, name);
  });
  useEffect(() => {
    if (userId) signIn(store, userId, name);
  }, [store, userId, name]);
  useEffect(() => {
    if (!userId) return;
    return () => {
      store.dispatch(activeSessionLeft());
      store.dispatch(userSignedOut());
    };
  }, [store, userId]);
}
