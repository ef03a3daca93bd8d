import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { SessionHistoryItem } from '@forkcast/contracts';
import { useErrorToast } from '../hooks/use-error-toast';

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
  const { data, error, isLoading } = useQuery({
    ...sessionHistoryQuery(userId),
    enabled: Boolean(userId),
    // Sessions end on /swipe (another remote); coming back home must show how they ended.
    refetchOnMount: 'always',
  });
  useErrorToast(error, 'Failed to fetch session history');
  return { sessions: data ?? [], isLoading };
}
