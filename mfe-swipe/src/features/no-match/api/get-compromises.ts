import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { CompromiseResponse } from '@forkcast/contracts';

/**
 * POST /api/sessions/:id/compromise {} (docs/product.md › API). A POST because the server may have to compute the
 * suggestions, but it changes nothing the screen reads, so the answer is kept as a query, per session.
 */
export const compromisesQueryKey = (sessionId: string) => ['/api/sessions', sessionId, 'compromise'] as const;

export function getCompromises(sessionId: string): Promise<CompromiseResponse> {
  return apiRequest<CompromiseResponse>('POST', `/api/sessions/${encodeURIComponent(sessionId)}/compromise`, {});
}

export const compromisesQuery = (sessionId: string) =>
  queryOptions({ queryKey: compromisesQueryKey(sessionId), queryFn: () => getCompromises(sessionId) });

export function useCompromises(sessionId: string | undefined) {
  return useQuery({ ...compromisesQuery(sessionId ?? ''), enabled: Boolean(sessionId) });
}
