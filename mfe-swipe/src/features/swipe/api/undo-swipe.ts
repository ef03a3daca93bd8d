import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { UndoSwipeRequest, UndoSwipeResult } from '@forkcast/contracts';
import { swipesQueryKey } from '../../../api/get-swipes';

/** POST /api/sessions/:id/undo: takes back the named (last) swipe; a retry after success changes nothing. */
export function undoSwipe(sessionId: string, input: UndoSwipeRequest): Promise<UndoSwipeResult> {
  return apiRequest<UndoSwipeResult>('POST', `/api/sessions/${encodeURIComponent(sessionId)}/undo`, input);
}

export function useUndoSwipe(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UndoSwipeRequest) => undoSwipe(sessionId, input),
    onSuccess: (_result, input) => queryClient.invalidateQueries({ queryKey: swipesQueryKey(sessionId, input.userId) }),
  });
}
