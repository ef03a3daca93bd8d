import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import { guestsQueryKey } from './get-guests';

/** DELETE /api/sessions/:id/guests/:guestId (the host only): the guest's pass ends and its votes go. */
export function removeGuest(sessionId: string, guestId: string): Promise<unknown> {
  return apiRequest('DELETE', `/api/sessions/${encodeURIComponent(sessionId)}/guests/${encodeURIComponent(guestId)}`);
}

export function useRemoveGuest(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: string) => removeGuest(sessionId, guestId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestsQueryKey(sessionId) }),
    meta: { errorToast: { title: 'Could not remove the guest', fallback: 'Please try again.' } },
  });
}
