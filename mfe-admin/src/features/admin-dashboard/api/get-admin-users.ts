import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import { adminUsersPageSchema, type AdminUsersPage, type AdminUsersQuery } from '@forkcast/contracts';

export const ADMIN_USERS_URL = '/api/admin/users';

/** The request URL: only the parameters that are set, in a fixed order (easy to read in the network tab). */
export function adminUsersUrl(params: AdminUsersQuery): string {
  const search = new URLSearchParams();
  for (const key of ['page', 'pageSize', 'sort', 'order', 'q', 'plan', 'provider'] as const) {
    const value = params[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${ADMIN_USERS_URL}?${query}` : ADMIN_USERS_URL;
}

/** GET /api/admin/users — one page, checked against the shared contract so a drifting gateway fails loudly here. */
export async function getAdminUsers(params: AdminUsersQuery): Promise<AdminUsersPage> {
  const body = await apiRequest<unknown>('GET', adminUsersUrl(params));
  const parsed = adminUsersPageSchema.safeParse(body);
  // A zod error message is a JSON dump; the dashboard shows this sentence instead.
  if (!parsed.success) throw new Error('The server sent a user list in an unexpected shape');
  return parsed.data;
}

/** The parameters are part of the key: each page, sort and search is cached on its own. */
export function adminUsersQueryOptions(params: AdminUsersQuery) {
  return queryOptions({ queryKey: [ADMIN_USERS_URL, params], queryFn: () => getAdminUsers(params) });
}

/**
 * The list is private to admins (docs/product.md › Tiers and roles): callers pass `enabled` so no one else ever requests it. While
 * the next page or sort loads, the current one stays on screen instead of a spinner.
 */
export function useAdminUsers({ enabled, params }: { enabled: boolean; params: AdminUsersQuery }) {
  return useQuery({ ...adminUsersQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
