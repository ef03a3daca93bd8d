import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentUserQueryKey } from '@forkcast/api-client';
import { userSchema, verifyEmailChangeSchema, type User } from '@forkcast/contracts';

export interface VerifyEmailChangeVariables {
  userId: string;
  code: string;
}

/** POST /api/users/{id}/email-change/verify {code} → the User with the new, verified address. */
export async function verifyEmailChange({ userId, code }: VerifyEmailChangeVariables): Promise<User> {
  const body = await apiRequest<unknown>(
    'POST',
    `/api/users/${encodeURIComponent(userId)}/email-change/verify`,
    verifyEmailChangeSchema.parse({ code }),
  );
  return userSchema.parse(body);
}

/** The address is the account's now: everything that shows the user reads it again. */
export function useVerifyEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
