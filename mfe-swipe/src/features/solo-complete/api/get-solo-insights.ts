import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { SoloInsights } from '@forkcast/contracts';

/** GET /api/sessions/:id/insights (docs/product.md › API): the AI's taste reading of a finished solo session. */
export const soloInsightsQueryKey = (sessionId: string) => ['/api/sessions', sessionId, 'insights'] as const;

export function getSoloInsights(sessionId: string): Promise<SoloInsights> {
  return apiRequest<SoloInsights>('GET', `/api/sessions/${encodeURIComponent(sessionId)}/insights`);
}

export const soloInsightsQuery = (sessionId: string) =>
  queryOptions({ queryKey: soloInsightsQueryKey(sessionId), queryFn: () => getSoloInsights(sessionId) });

export function useSoloInsights(sessionId: string | undefined) {
  return useQuery({ ...soloInsightsQuery(sessionId ?? ''), enabled: Boolean(sessionId) });
}
