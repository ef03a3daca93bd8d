import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { ShareLinkResponse } from '@forkcast/contracts';

/**
 * POST /api/sessions/:id/share {}: the session's public result link (`<origin>/r/<token>`), the same one for every
 * member; 409 before the session has its match or its results.
 */
export function createShareLink(sessionId: string): Promise<ShareLinkResponse> {
  return apiRequest<ShareLinkResponse>('POST', `/api/sessions/${encodeURIComponent(sessionId)}/share`, {});
}

export function useCreateShareLink(sessionId: string) {
  return useMutation({ mutationFn: () => createShareLink(sessionId) });
}
