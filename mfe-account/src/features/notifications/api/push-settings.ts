import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { PushSettings } from '@forkcast/contracts';

export const pushSettingsQueryKey = ['/api/push/settings'] as const;

/** GET /api/push/settings: one switch per kind of push (all on until turned off). */
export function usePushSettings(enabled = true) {
  return useQuery({ queryKey: pushSettingsQueryKey, queryFn: () => apiRequest<PushSettings>('GET', '/api/push/settings'), enabled });
}

/** PATCH /api/push/settings with the switch that changed; the answer is the new state of every switch. */
export function useUpdatePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<PushSettings>) => apiRequest<PushSettings>('PATCH', '/api/push/settings', patch),
    onSuccess: (settings) => queryClient.setQueryData(pushSettingsQueryKey, settings),
  });
}
