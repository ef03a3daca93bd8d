import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { SessionHistoryItem } from '@forkcast/contracts';

/** docs/product.md › Limits and constants: home lists the last 5 sessions. */
export const RECENT_SESSIONS_LIMIT = 5;

/** GET /api/sessions/user/{userId}/history?limit=N, newest first. */
export function getSessionHistory(userId: string, limit: number): Promise<SessionHistoryItem[]> {
  return apiRequest<SessionHistoryItem[]>('GET', `/api/sessions/user/${encodeURIComponent(userId)}/history?limit=${limit}`);
}

export const sessionHistoryQuery = (userId: string, limit = RECENT_SESSIONS_LIMIT) =>
  queryOptions({
    queryKey: ['/api/sessions/user', userId, 'history', limit] as const,
    queryFn: () => getSessionHistory(userId, limit),
  });

export function useSessionHistory(userId: string) {
  const { data, isLoading } = useQuery({
    ...sessionHistoryQuery(userId),
    enabled: Boolean(userId),
    // Sessions end on /swipe (another remote); coming back home must show how they ended.
    refetchOnMount: 'always',
    meta: { errorToast: { title: 'Failed to fetch session history', fallback: 'Please try again' } },
  });
  return { sessions: data ?? [], isLoading };
}
