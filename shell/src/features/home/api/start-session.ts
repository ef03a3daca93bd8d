import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/shared-ui';
import {
  startSessionResponseSchema,
  startSessionSchema,
  type StartSessionInput,
  type StartSessionResponse,
} from '@forkcast/shared-ui/contracts';

/**
 * POST /api/sessions/start → {session, restaurants}. A free user's second session of the day is a 403
 * whose body has code 'SESSION_LIMIT' (SESSION_LIMIT_CODE).
 */
export async function startSession(input: StartSessionInput): Promise<StartSessionResponse> {
  const body = await apiRequest<unknown>('POST', '/api/sessions/start', startSessionSchema.parse(input));
  return startSessionResponseSchema.parse(body);
}

export function useStartSessionMutation() {
  return useMutation({ mutationFn: startSession });
}
