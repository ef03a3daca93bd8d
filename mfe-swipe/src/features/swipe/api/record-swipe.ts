import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { SwipeRequest, SwipeResult } from '@forkcast/contracts';
import { useLiveOrigin } from '../hooks/use-live-origin';

/** POST /api/sessions/:id/swipe; the gateway checks the body against the contract. `origin`: see useLiveOrigin. */
export function recordSwipe(sessionId: string, input: SwipeRequest, origin: Record<string, string> = {}): Promise<SwipeResult> {
  return apiRequest<SwipeResult>('POST', `/api/sessions/${encodeURIComponent(sessionId)}/swipe`, input, origin);
}

export function useRecordSwipe(sessionId: string) {
  const origin = useLiveOrigin();
  // Nothing to invalidate: the swipes query is read fresh (staleTime 0) wherever it is shown next.
  // networkMode 'always': offline, the request fails at once and the deck queues the swipe itself
  // (usePendingSwipes), instead of a paused mutation holding the buttons until the connection returns.
  return useMutation({ mutationFn: (input: SwipeRequest) => recordSwipe(sessionId, input, origin()), networkMode: 'always' });
}
