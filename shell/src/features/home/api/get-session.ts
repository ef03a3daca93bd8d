import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/shared-ui';
import type { Session } from '@forkcast/shared-ui/contracts';

/** GET /api/sessions/{id} → the session with its deck (Join Now stores it for /swipe). */
export function getSession(sessionId: string): Promise<Session> {
  return apiRequest<Session>('GET', `/api/sessions/${encodeURIComponent(sessionId)}`);
}

export const sessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['/api/sessions', sessionId] as const,
    queryFn: () => getSession(sessionId),
    // Joining must see the deck and status as they are now, not as they were on an earlier visit.
    staleTime: 0,
  });
