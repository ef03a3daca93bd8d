import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/shared-ui';
import { adminUsersResponseSchema, type AdminUser } from '@forkcast/shared-ui/contracts';

export const ADMIN_USERS_URL = '/api/admin/users';

/** GET /api/admin/users — checked against the shared contract so a drifting gateway fails loudly here. */
export async function getAdminUsers(): Promise<AdminUser[]> {
  const body = await apiRequest<unknown>('GET', ADMIN_USERS_URL);
  const parsed = adminUsersResponseSchema.safeParse(body);
  // A zod error message is a JSON dump; the dashboard shows this sentence instead.
  if (!parsed.success) throw new Error('The server sent a user list in an unexpected shape');
  return parsed.data;
}

export function adminUsersQueryOptions() {
  return queryOptions({ queryKey: [ADMIN_USERS_URL], queryFn: getAdminUsers });
}

/** The list is private to admins (spec §6): callers pass `enabled` so no one else ever requests it. */
export function useAdminUsers({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminUsersQueryOptions(), enabled });
}
