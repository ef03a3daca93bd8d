import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { StartSessionInput, StartSessionResponse } from '@forkcast/contracts';

/**
 * POST /api/sessions/start → {session, restaurants}. A free user's second session of the day is a 403
 * whose body has code 'SESSION_LIMIT' (SESSION_LIMIT_CODE).
 */
export function startSession(input: StartSessionInput): Promise<StartSessionResponse> {
  return apiRequest<StartSessionResponse>('POST', '/api/sessions/start', input);
}

export function useStartSessionMutation() {
  return useMutation({ mutationFn: startSession });
}
