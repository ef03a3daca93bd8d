import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { Swipe } from '@forkcast/contracts';

/** GET /api/sessions/:id/swipes/:userId: one member's swipes in a session. */
export const swipesQueryKey = (sessionId: string, userId: string) => ['/api/sessions', sessionId, 'swipes', userId] as const;

export function getSwipes(sessionId: string, userId: string): Promise<Swipe[]> {
  return apiRequest<Swipe[]>('GET', `/api/sessions/${encodeURIComponent(sessionId)}/swipes/${encodeURIComponent(userId)}`);
}

export const swipesQuery = (sessionId: string, userId: string) =>
  queryOptions({
    queryKey: swipesQueryKey(sessionId, userId),
    queryFn: () => getSwipes(sessionId, userId),
    // Swipes change while the session runs (and /swipe resumes from them): never answer from an old cache.
    staleTime: 0,
  });

export function useSwipes(sessionId: string | undefined, userId: string | undefined) {
  return useQuery({ ...swipesQuery(sessionId ?? '', userId ?? ''), enabled: Boolean(sessionId && userId) });
}
