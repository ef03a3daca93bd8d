import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/shared-ui';
import { sessionSchema, type Session } from '@forkcast/shared-ui/contracts';

/** GET /api/sessions/{id} → the session with its deck (Join Now stores it for /swipe). */
export async function getSession(sessionId: string): Promise<Session> {
  const body = await apiRequest<unknown>('GET', `/api/sessions/${encodeURIComponent(sessionId)}`);
  return sessionSchema.parse(body);
}

export const sessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['/api/sessions', sessionId] as const,
    queryFn: () => getSession(sessionId),
    // Joining must see the deck and status as they are now, not as they were on an earlier visit.
    staleTime: 0,
  });
