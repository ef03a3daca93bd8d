import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { Session } from '@forkcast/contracts';

/**
 * POST /api/sessions/:id/end {} on a partner or group session: "End now", once no card can still match. The
 * session ends without a match for everyone (session_results moves every member's room to the results);
 * 409 while a card can still match or once the session is over.
 */
export function endSessionNow(sessionId: string): Promise<Session> {
  return apiRequest<Session>('POST', `/api/sessions/${encodeURIComponent(sessionId)}/end`, {});
}

export function useEndSessionNow(sessionId: string) {
  return useMutation({ mutationFn: () => endSessionNow(sessionId) });
}
