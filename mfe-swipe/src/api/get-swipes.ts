import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@forkcast/shared-ui';
import { swipeSchema, type Swipe } from '@forkcast/shared-ui/contracts';

/** GET /api/sessions/:id/swipes/:userId: one member's swipes in a session. */
export const swipesQueryKey = (sessionId: string, userId: string) =>
  ['/api/sessions', sessionId, 'swipes', userId] as const;

export async function getSwipes(sessionId: string, userId: string): Promise<Swipe[]> {
  const answer = await apiRequest<unknown>(
    'GET',
    `/api/sessions/${encodeURIComponent(sessionId)}/swipes/${encodeURIComponent(userId)}`,
  );
  return z.array(swipeSchema).parse(answer);
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
