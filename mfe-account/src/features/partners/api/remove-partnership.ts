import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentUserQueryKey, partnershipsQueryKey } from '@forkcast/api-client';

export interface RemovePartnershipVariables {
  partnershipId: string;
  /** Whose partner list to refresh. */
  userId: string;
}

/** DELETE /api/partnerships/{id}: ends the partnership (its history stays). */
export async function removePartnership({ partnershipId }: RemovePartnershipVariables): Promise<void> {
  await apiRequest('DELETE', `/api/partnerships/${encodeURIComponent(partnershipId)}`);
}

/** A partner fewer changes the list and the user (partner count, premium shared by that partner). */
export function useRemovePartnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePartnership,
    onSuccess: (_result, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: partnershipsQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
