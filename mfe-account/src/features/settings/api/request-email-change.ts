import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, currentUserQueryKey } from '@forkcast/api-client';
import { requestEmailChangeSchema, type EmailChangeStarted } from '@forkcast/contracts';

export interface RequestEmailChangeVariables {
  userId: string;
  email: string;
}

const emailChangeStartedSchema = z.object({ pendingEmail: z.string() }) satisfies z.ZodType<EmailChangeStarted>;

/** POST /api/users/{id}/email-change {email}: (re)sends a confirmation code to the new address. */
export async function requestEmailChange({ userId, email }: RequestEmailChangeVariables): Promise<EmailChangeStarted> {
  const body = await apiRequest<unknown>(
    'POST',
    `/api/users/${encodeURIComponent(userId)}/email-change`,
    requestEmailChangeSchema.parse({ email }),
  );
  return emailChangeStartedSchema.parse(body);
}

/** The user's pendingEmail is whatever the server now waits for, so the current user is read again. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
