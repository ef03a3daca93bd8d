import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import { invitePreviewSchema, type InvitePreview } from '@forkcast/contracts';

export const invitePreviewQueryKey = (token: string) => ['/api/partnerships/invite', token] as const;

/**
 * GET /api/partnerships/invite/:token → { inviterName, ownInvite }. A 404 means the link is unknown, used,
 * revoked or expired (the server does not say which).
 */
export async function getInvitePreview(token: string): Promise<InvitePreview> {
  return invitePreviewSchema.parse(await apiRequest<unknown>('GET', `/api/partnerships/invite/${encodeURIComponent(token)}`));
}

export const invitePreviewQuery = (token: string) =>
  queryOptions({ queryKey: invitePreviewQueryKey(token), queryFn: () => getInvitePreview(token) });

export function useInvitePreview(token: string, enabled: boolean) {
  return useQuery({ ...invitePreviewQuery(token), enabled });
}
