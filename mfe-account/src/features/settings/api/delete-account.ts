import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentUserQueryKey } from '@forkcast/api-client';
import { activeSessionCleared, useAppDispatch } from '@forkcast/live-store';

/** DELETE /api/users/{id}: the account and all its data; the server also ends every session of it. */
export async function deleteAccount(userId: string): Promise<void> {
  await apiRequest('DELETE', `/api/users/${encodeURIComponent(userId)}`);
}

/**
 * After deletion the browser is signed out: the current user is read again (now null, so the route
 * table switches to the signed-out routes), and the store's active session (a swipe session kept in this tab) is forgotten.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      dispatch(activeSessionCleared());
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
