import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { GuestLink } from '@forkcast/contracts';

/** POST /api/sessions/:id/guest-link: a link people without an account join by (a free host: 403 upgradeRequired). */
export function createGuestLink(sessionId: string): Promise<GuestLink> {
  return apiRequest<GuestLink>('POST', `/api/sessions/${encodeURIComponent(sessionId)}/guest-link`, {});
}

export function useCreateGuestLink(sessionId: string) {
  return useMutation({ mutationFn: () => createGuestLink(sessionId) });
}
