import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { currentUserQueryKey } from './current-user';

/** POST /api/auth/logout {}, after this device's push subscription is dropped (best effort, never blocks). */
export async function signOut(): Promise<unknown> {
  // Loaded here, not with the entry: every page loads this shared entry, few sign out.
  await import('../push/web-push').then(({ forgetPushSubscription }) => forgetPushSubscription()).catch(() => undefined);
  return apiRequest('POST', '/api/auth/logout', {});
}

/**
 * Signs out, then refetches the current user so the route table switches to the signed-out routes.
 * Callers add their own toasts ('Signed out' / 'Failed to sign out. Please try again.').
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
