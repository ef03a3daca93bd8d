import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { GuestJoinInput, GuestJoinResponse } from '@forkcast/contracts';

/** POST /api/guests/join {token, firstName}: 201 with the guest and the session, and the guest cookie. */
export function joinAsGuest(input: GuestJoinInput): Promise<GuestJoinResponse> {
  return apiRequest<GuestJoinResponse>('POST', '/api/guests/join', input);
}

export function useJoinAsGuest() {
  // The page says why a join failed next to the field (the server's message); a 429 is the query client's toast.
  return useMutation({ mutationFn: joinAsGuest });
}
