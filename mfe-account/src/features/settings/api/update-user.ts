import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentUserQueryKey } from '@forkcast/api-client';
import { updateUserSchema, userSchema, type UpdateUserInput, type User } from '@forkcast/contracts';

export interface UpdateUserVariables {
  userId: string;
  changes: UpdateUserInput;
}

/** PUT /api/users/{id} with the whole settings form (profile + preferences) → the saved User. */
export async function updateUser({ userId, changes }: UpdateUserVariables): Promise<User> {
  const body = await apiRequest<unknown>('PUT', `/api/users/${encodeURIComponent(userId)}`, updateUserSchema.parse(changes));
  return userSchema.parse(body);
}

/** docs/product.md › Screens › Settings: the current-user query is refreshed after saving (greeting, preferences everywhere). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
