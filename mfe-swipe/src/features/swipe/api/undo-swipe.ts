import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/shared-ui';
import {
  undoSwipeRequestSchema,
  undoSwipeResultSchema,
  type UndoSwipeRequest,
  type UndoSwipeResult,
} from '@forkcast/shared-ui/contracts';
import { swipesQueryKey } from '../../../api/get-swipes';

/** POST /api/sessions/:id/undo: takes back the named (last) swipe; a retry after success changes nothing. */
export async function undoSwipe(sessionId: string, input: UndoSwipeRequest): Promise<UndoSwipeResult> {
  const body = undoSwipeRequestSchema.parse(input);
  const answer = await apiRequest<unknown>('POST', `/api/sessions/${encodeURIComponent(sessionId)}/undo`, body);
  return undoSwipeResultSchema.parse(answer);
}

export function useUndoSwipe(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UndoSwipeRequest) => undoSwipe(sessionId, input),
    onSuccess: (_result, input) => queryClient.invalidateQueries({ queryKey: swipesQueryKey(sessionId, input.userId) }),
  });
}
