import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import { createInviteSchema, inviteSchema, type CreateInviteInput, type Invite } from '@forkcast/contracts';

/** POST /api/partnerships/invite {userId} → {inviteCode}. A 403 with upgradeRequired is the partner limit. */
export async function createInvite(input: CreateInviteInput): Promise<Invite> {
  const body = await apiRequest<unknown>('POST', '/api/partnerships/invite', createInviteSchema.parse(input));
  return inviteSchema.parse(body);
}

export function useCreateInvite() {
  return useMutation({ mutationFn: createInvite });
}
