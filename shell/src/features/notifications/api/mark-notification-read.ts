import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import { notificationsQueryKey } from './get-notifications';

/** PATCH /api/notifications/{id}/read (no body). */
export function markNotificationRead(id: string): Promise<unknown> {
  return apiRequest('PATCH', `/api/notifications/${encodeURIComponent(id)}/read`);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    // Refetch whether or not it worked, so the badge shows the server's truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
