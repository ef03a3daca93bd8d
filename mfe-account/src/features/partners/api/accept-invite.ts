import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentUserQueryKey, partnershipsQueryKey } from '@forkcast/api-client';
import { acceptInviteSchema, partnershipSchema, type AcceptInviteInput, type Partnership } from '@forkcast/contracts';

/** POST /api/partnerships/accept {inviteCode, userId} → Partnership. */
export async function acceptInvite(input: AcceptInviteInput): Promise<Partnership> {
  const body = await apiRequest<unknown>('POST', '/api/partnerships/accept', acceptInviteSchema.parse(input));
  return partnershipSchema.parse(body);
}

/**
 * A new partner changes the partner list and the user itself (partner count, and premium shared by
 * a premium partner), so both are read again.
 */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    // Not awaited: the dialog closes at once while the lists refresh behind it.
    onSuccess: (_partnership, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: partnershipsQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
