import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { UndoSwipeRequest, UndoSwipeResult } from '@forkcast/contracts';
import { swipesQueryKey } from '../../../api/get-swipes';
import { useLiveOrigin } from '../hooks/use-live-origin';

/** POST /api/sessions/:id/undo: takes back the named (last) swipe; a retry after success changes nothing. */
export function undoSwipe(sessionId: string, input: UndoSwipeRequest, origin: Record<string, string> = {}): Promise<UndoSwipeResult> {
  return apiRequest<UndoSwipeResult>('POST', `/api/sessions/${encodeURIComponent(sessionId)}/undo`, input, origin);
}

export function useUndoSwipe(sessionId: string) {
  const queryClient = useQueryClient();
  const origin = useLiveOrigin();
  return useMutation({
    mutationFn: (input: UndoSwipeRequest) => undoSwipe(sessionId, input, origin()),
    onSuccess: (_result, input) => queryClient.invalidateQueries({ queryKey: swipesQueryKey(sessionId, input.userId) }),
  });
}
