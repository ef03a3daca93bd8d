import type { AdminSortOrder, AdminUser, AdminUserSort } from '@forkcast/contracts';
import { displayName, providerLabel } from './format-user';

export const PAGE_SIZE = 25;

/**
 * What the admin asked for. Without `order` the gateway picks the column's natural first order (counts
 * and dates biggest/newest first, text A→Z) and says which in its answer.
 */
export interface SortRequest {
  sort: AdminUserSort;
  order?: AdminSortOrder;
}

/** Newest accounts first is what an admin checks most often (the gateway's default too). */
export const DEFAULT_SORT: SortRequest = { sort: 'createdAt' };

/** A new column starts in its natural order; the column already sorted by flips. */
export function nextSort(shown: { sort: AdminUserSort; order: AdminSortOrder }, key: AdminUserSort): SortRequest {
  if (shown.sort !== key) return { sort: key };
  return { sort: key, order: shown.order === 'asc' ? 'desc' : 'asc' };
}

export function ariaSort(order: AdminSortOrder): 'ascending' | 'descending' {
  return order === 'asc' ? 'ascending' : 'descending';
}

/** A user plus the texts the table shows, computed once per page rather than per render. */
export interface UserRow {
  user: AdminUser;
  name: string;
  provider: string;
}

export function toRows(users: readonly AdminUser[]): UserRow[] {
  return users.map((user) => ({ user, name: displayName(user), provider: providerLabel(user) }));
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
