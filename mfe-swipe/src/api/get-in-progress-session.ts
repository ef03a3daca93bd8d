import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { Session } from '@forkcast/contracts';

/**
 * GET /api/sessions/user/:userId/in-progress: the user's newest unfinished session (solo or partnered) with
 * its deck, or null. What /swipe resumes when the tab's cached session is missing or over: a new tab, a
 * browser that was closed, another device.
 */
export const inProgressSessionQueryKey = (userId: string) => ['/api/sessions/user', userId, 'in-progress'] as const;

export async function getInProgressSession(userId: string): Promise<Session | null> {
  const body = await apiRequest<Session | null | undefined>('GET', `/api/sessions/user/${encodeURIComponent(userId)}/in-progress`);
  return body ?? null;
}

export const inProgressSessionQuery = (userId: string) =>
  queryOptions({
    queryKey: inProgressSessionQueryKey(userId),
    queryFn: () => getInProgressSession(userId),
    // Asked afresh on every entry to /swipe, like the status check: an earlier visit's answer may be over.
    staleTime: 0,
    gcTime: 0,
  });

export function useInProgressSession(userId: string | undefined) {
  return useQuery({ ...inProgressSessionQuery(userId ?? ''), enabled: Boolean(userId) });
}
