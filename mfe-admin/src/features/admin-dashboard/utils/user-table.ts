import type { AdminUser, SubscriptionTier } from '@forkcast/shared-ui/contracts';
import { fullName, providerLabel } from './format-user';

export const PAGE_SIZE = 25;

export type SortKey = 'name' | 'email' | 'provider' | 'subscription' | 'sessions' | 'matches' | 'joined';
export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

/** Newest accounts first is what an admin checks most often. */
export const DEFAULT_SORT: SortState = { key: 'joined', direction: 'descending' };

/** Counts and dates read best biggest/newest first; text reads best A→Z. */
export function firstDirection(key: SortKey): SortDirection {
  return key === 'sessions' || key === 'matches' || key === 'joined' ? 'descending' : 'ascending';
}

export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key !== key) return { key, direction: firstDirection(key) };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** A user plus the values search and sort compare, computed once per list rather than per keystroke. */
export interface UserRow {
  user: AdminUser;
  name: string;
  provider: string;
  joinedAt: number | null;
  searchText: string;
}

export function toRows(users: readonly AdminUser[]): UserRow[] {
  return users.map((user) => {
    const name = fullName(user);
    const joined = user.createdAt ? new Date(user.createdAt).getTime() : Number.NaN;
    return {
      user,
      name,
      provider: providerLabel(user),
      joinedAt: Number.isNaN(joined) ? null : joined,
      searchText: `${name}\n${user.email ?? ''}`.toLowerCase(),
    };
  });
}

/** Search by name or e-mail, case-insensitive; every word must appear ("ann smith" finds Ann Smith). */
export function filterRows(rows: readonly UserRow[], query: string): readonly UserRow[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => words.every((word) => row.searchText.includes(word)));
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const TIER_RANK: Record<SubscriptionTier, number> = { free: 0, monthly: 1, annual: 2, premium: 3 };

type SortValue = string | number | null;

function sortValue(row: UserRow, key: SortKey): SortValue {
  switch (key) {
    case 'name':
      return row.name || null;
    case 'email':
      return row.user.email || null;
    case 'provider':
      return row.provider;
    case 'subscription':
      return TIER_RANK[row.user.subscriptionTier];
    case 'sessions':
      return row.user.totalSessions;
    case 'matches':
      return row.user.totalMatches;
    case 'joined':
      return row.joinedAt;
  }
}

/** Sorted copy. Missing values stay at the bottom in both directions so real data leads. */
export function sortRows(rows: readonly UserRow[], sort: SortState): UserRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = sortValue(a, sort.key);
    const right = sortValue(b, sort.key);
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : collator.compare(String(left), String(right));
    return sign * order;
  });
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageSlice<T>(rows: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}
