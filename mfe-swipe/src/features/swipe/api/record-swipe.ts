import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { SwipeRequest, SwipeResult } from '@forkcast/contracts';

/** POST /api/sessions/:id/swipe; the gateway checks the body against the contract. */
export function recordSwipe(sessionId: string, input: SwipeRequest): Promise<SwipeResult> {
  return apiRequest<SwipeResult>('POST', `/api/sessions/${encodeURIComponent(sessionId)}/swipe`, input);
}

export function useRecordSwipe(sessionId: string) {
  // Nothing to invalidate: the swipes query is read fresh (staleTime 0) wherever it is shown next.
  return useMutation({ mutationFn: (input: SwipeRequest) => recordSwipe(sessionId, input) });
}
