import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { SessionGuests } from '@forkcast/contracts';

/** GET /api/sessions/:id/guests: who joined by link; `canRemove` for the host. */
export const guestsQueryKey = (sessionId: string) => ['/api/sessions', sessionId, 'guests'] as const;

export function getGuests(sessionId: string): Promise<SessionGuests> {
  return apiRequest<SessionGuests>('GET', `/api/sessions/${encodeURIComponent(sessionId)}/guests`);
}

/** Read while the invite dialog is open, every few seconds: guests arrive while the link is being shared. */
export function useGuests(sessionId: string, open: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: guestsQueryKey(sessionId), queryFn: () => getGuests(sessionId) }),
    enabled: open,
    staleTime: 0,
    refetchInterval: open ? 4000 : false,
    meta: { errorToast: { title: 'Failed to load guests' } },
  });
}
