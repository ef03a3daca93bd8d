import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { Session } from '@forkcast/contracts';

/**
 * POST /api/sessions/{id}/end {} → the session, now over. Solo sessions only: a partnered one is 409, as is a
 * session already over. Ending does not give the day's free session back.
 */
export function endSession(sessionId: string): Promise<Session> {
  return apiRequest<Session>('POST', `/api/sessions/${encodeURIComponent(sessionId)}/end`, {});
}

export function useEndSessionMutation() {
  return useMutation({ mutationFn: endSession });
}
