import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/shared-ui';
import { swipeRequestSchema, swipeResultSchema, type SwipeRequest, type SwipeResult } from '@forkcast/shared-ui/contracts';

/** POST /api/sessions/:id/swipe. The input is checked before sending so a bad position never leaves. */
export async function recordSwipe(sessionId: string, input: SwipeRequest): Promise<SwipeResult> {
  const body = swipeRequestSchema.parse(input);
  const answer = await apiRequest<unknown>('POST', `/api/sessions/${encodeURIComponent(sessionId)}/swipe`, body);
  return swipeResultSchema.parse(answer);
}

export function useRecordSwipe(sessionId: string) {
  // Nothing to invalidate: the swipes query is read fresh (staleTime 0) wherever it is shown next.
  return useMutation({ mutationFn: (input: SwipeRequest) => recordSwipe(sessionId, input) });
}
