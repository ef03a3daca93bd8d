import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/shared-ui';
import { sessionStatusSchema, type SessionStatus } from '@forkcast/shared-ui/contracts';

export const sessionQueryKey = (sessionId: string) => ['/api/sessions', sessionId] as const;

/** GET /api/sessions/:id — only status and completedAt matter to the entry check. */
export async function getSession(sessionId: string): Promise<SessionStatus> {
  const answer = await apiRequest<unknown>('GET', `/api/sessions/${encodeURIComponent(sessionId)}`);
  return sessionStatusSchema.parse(answer);
}

export const sessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: sessionQueryKey(sessionId),
    queryFn: () => getSession(sessionId),
    // Spec §4: the status is re-checked on every entry to /swipe. The app-wide "never stale" default
    // would answer from the cache of an earlier visit, so this query keeps nothing once unused.
    staleTime: 0,
    gcTime: 0,
  });

export function useSession(sessionId: string | undefined) {
  return useQuery({ ...sessionQuery(sessionId ?? ''), enabled: Boolean(sessionId) });
}
