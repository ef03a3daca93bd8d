import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentUserQueryKey } from '@forkcast/api-client';

/** DELETE /api/users/{id}/email-change: drops the pending address; the current one stays. */
export async function cancelEmailChange(userId: string): Promise<void> {
  await apiRequest('DELETE', `/api/users/${encodeURIComponent(userId)}/email-change`);
}

/** pendingEmail goes back to null, so the notice under the e-mail field goes away. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
