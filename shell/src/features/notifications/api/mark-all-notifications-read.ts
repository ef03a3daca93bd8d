import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import { notificationsQueryKey } from './get-notifications';

/** PATCH /api/notifications/read-all (no body). */
export function markAllNotificationsRead(): Promise<unknown> {
  return apiRequest('PATCH', '/api/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
