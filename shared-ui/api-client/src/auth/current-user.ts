import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../api/api-client';
import type { User } from '@forkcast/contracts';

/** The one query key for "who is signed in". Everything that changes the session invalidates it. */
export const currentUserQueryKey = ['/api/auth/user'] as const;

/**
 * GET /api/auth/user. A 401 means "signed out", not an error, so it resolves to null; no retry,
 * because a signed-out visitor must see the landing page at once rather than after back-offs.
 */
export const currentUserQuery = queryOptions<User | null>({
  queryKey: currentUserQueryKey,
  queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  retry: false,
});

export interface CurrentUserState {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/**
 * The signed-in user as the shell and every remote see it (one QueryClient, the shell's).
 * A failed request (gateway down) counts as signed out so screens never hang on a spinner.
 */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useQuery(currentUserQuery);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
