import { useEffect } from 'react';
import { activeSessionLeft } from './active-session-slice';
import type { AppStore } from './create-app-store';
import { userSignedIn, userSignedOut } from './signed-in-user-slice';

/**
 * Keeps the store's signed-in user in step with the current user: the shell's SignedInStore and a remote's
 * standalone store do it the same way. Signing out (or in as someone else) leaves the session's room; a new
 * name alone is no sign-out (that would reopen the live connection).
 */
export function useSignedInUser(store: AppStore, userId: string | undefined, name: string): void {
  useEffect(() => {
    if (userId) store.dispatch(userSignedIn({ id: userId, name }));
  }, [store, userId, name]);
  useEffect(() => {
    if (!userId) return;
    return () => {
      store.dispatch(activeSessionLeft());
      store.dispatch(userSignedOut());
    };
  }, [store, userId]);
}
