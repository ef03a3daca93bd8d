import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import { adminUserDetailSchema, type AdminUserDetail } from '@forkcast/contracts';
import { ADMIN_USERS_URL } from './get-admin-users';

/** GET /api/admin/users/:id — one user's detail view, checked against the shared contract. */
export async function getAdminUser(id: string): Promise<AdminUserDetail> {
  const body = await apiRequest<unknown>('GET', `${ADMIN_USERS_URL}/${encodeURIComponent(id)}`);
  const parsed = adminUserDetailSchema.safeParse(body);
  if (!parsed.success) throw new Error('The server sent a user in an unexpected shape');
  return parsed.data;
}

export function adminUserQueryOptions(id: string) {
  return queryOptions({ queryKey: [ADMIN_USERS_URL, 'detail', id], queryFn: () => getAdminUser(id), retry: false });
}

/** Only while the detail view is open (`id` set). */
export function useAdminUser(id: string | null) {
  return useQuery({ ...adminUserQueryOptions(id ?? ''), enabled: id !== null });
}
