import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { SessionRanking } from '@forkcast/contracts';

/** GET /api/sessions/:id/ranking: a decided group's places, most liked first. */
export const rankingQueryKey = (sessionId: string) => ['/api/sessions', sessionId, 'ranking'] as const;

export function getRanking(sessionId: string): Promise<SessionRanking> {
  return apiRequest<SessionRanking>('GET', `/api/sessions/${encodeURIComponent(sessionId)}/ranking`);
}

export function useRanking(sessionId: string | undefined, enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: rankingQueryKey(sessionId ?? ''), queryFn: () => getRanking(sessionId ?? '') }),
    enabled: Boolean(sessionId) && enabled,
  });
}
