import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, sessionQuery } from '@forkcast/api-client';
import type { SessionStatus } from '@forkcast/contracts';

/*
 * GET /api/sessions/:id. Two readings of one endpoint: /swipe's entry check needs only status and
 * completedAt (and must tolerate an answer that carries nothing else), the results screens need the
 * whole session with its deck (sessionQuery, @forkcast/api-client's, which the shell reads too). Separate keys,
 * because the two are read as different shapes.
 */
export const sessionStatusQueryKey = (sessionId: string) => ['/api/sessions', sessionId, 'status'] as const;

export function getSessionStatus(sessionId: string): Promise<SessionStatus> {
  return apiRequest<SessionStatus>('GET', `/api/sessions/${encodeURIComponent(sessionId)}`);
}

export const sessionStatusQuery = (sessionId: string) =>
  queryOptions({
    queryKey: sessionStatusQueryKey(sessionId),
    queryFn: () => getSessionStatus(sessionId),
    // docs/product.md › Swiping › Entering: the status is re-checked on every entry to /swipe. The app-wide "never stale" default
    // would answer from the cache of an earlier visit, so this query keeps nothing once unused.
    staleTime: 0,
    gcTime: 0,
    // An entry check, not a live view: coming back online does not re-ask (the room goes on with its deck).
    refetchOnReconnect: false,
  });

export function useSession(sessionId: string | undefined) {
  return useQuery({ ...sessionQuery(sessionId ?? ''), enabled: Boolean(sessionId) });
}

export function useSessionStatus(sessionId: string | undefined) {
  return useQuery({ ...sessionStatusQuery(sessionId ?? ''), enabled: Boolean(sessionId) });
}
