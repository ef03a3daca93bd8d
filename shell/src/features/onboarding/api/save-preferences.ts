import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentUserQueryKey } from '@forkcast/api-client';
import type { Preferences, User } from '@forkcast/contracts';

interface SavePreferencesInput {
  userId: string;
  preferences: Preferences;
}

/** PUT /api/users/{id} with preferences only (onboarding does not touch the profile). */
export function savePreferences({ userId, preferences }: SavePreferencesInput): Promise<User> {
  return apiRequest<User>('PUT', `/api/users/${encodeURIComponent(userId)}`, { preferences });
}

/** Saves, then refetches the current user: with preferences present the route table shows home. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: () => queryClient.refetchQueries({ queryKey: currentUserQueryKey }),
  });
}
