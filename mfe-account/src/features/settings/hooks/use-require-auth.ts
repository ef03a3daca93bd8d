import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@forkcast/contracts/domain';
import { useCurrentUser } from '@forkcast/api-client';

/** docs/product.md › Limits and constants: how long settings waits for the auth check before giving up and going to sign-in. */
export const AUTH_LOADING_TIMEOUT_MS = 3000;

/**
 * Settings needs a user. Signed out → /auth at once; still loading after 3 s → /auth too, so a
 * hung auth check never leaves the user staring at a spinner (docs/product.md › Screens › Settings).
 */
export function useRequireAuth() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();

  useEffect(() => {
    if (isLoading) {
      const timer = setTimeout(() => navigate(paths.auth, { replace: true }), AUTH_LOADING_TIMEOUT_MS);
      return () => clearTimeout(timer);
    }
    if (!user) navigate(paths.auth, { replace: true });
    return undefined;
  }, [isLoading, user, navigate]);

  return { user, isLoading };
}
