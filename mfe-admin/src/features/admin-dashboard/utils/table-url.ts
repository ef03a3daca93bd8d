import { ADMIN_USER_PROVIDERS, ADMIN_USER_SORTS, SUBSCRIPTION_TIERS } from '@forkcast/contracts/domain';
import type { AdminSortOrder, AdminUserProvider, AdminUserSort, SubscriptionTier } from '@forkcast/contracts';
import { DEFAULT_SORT, type SortRequest } from './user-table';

/** What /admin's address holds, so a reload, the Back button and a shared link show the same list. */
export interface TableUrlState extends SortRequest, TableFilters {
  page: number;
  q: string;
}

/** The list's filters (GET /api/admin/users?plan&provider); absent: every plan, every provider. */
export interface TableFilters {
  plan?: SubscriptionTier;
  provider?: AdminUserProvider;
}

/** The gateway's own limits (contracts › adminUsersQuerySchema): beyond them it would answer 400. */
const MAX_PAGE = 100_000;
const MAX_QUERY = 200;

const isSort = (value: string | null): value is AdminUserSort => (ADMIN_USER_SORTS as readonly (string | null)[]).includes(value);
const isOrder = (value: string | null): value is AdminSortOrder => value === 'asc' || value === 'desc';
const isPlan = (value: string | null): value is SubscriptionTier => (SUBSCRIPTION_TIERS as readonly (string | null)[]).includes(value);
const isProvider = (value: string | null): value is AdminUserProvider =>
  (ADMIN_USER_PROVIDERS as readonly (string | null)[]).includes(value);

/**
 * Reads the address. A hand-edited or stale value (`?page=abc`, `?sort=password`) falls back to its
 * default instead of an error: the address is a convenience, not an input the admin has to get right.
 */
export function readTableUrl(search: URLSearchParams): TableUrlState {
  const sort = search.get('sort');
  const order = search.get('order');
  const plan = search.get('plan');
  const provider = search.get('provider');
  const pageText = search.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  return {
    sort: isSort(sort) ? sort : DEFAULT_SORT.sort,
    ...(isSort(sort) && isOrder(order) ? { order } : {}),
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
    q: (search.get('q') ?? '').trim().slice(0, MAX_QUERY),
    ...(isPlan(plan) ? { plan } : {}),
    ...(isProvider(provider) ? { provider } : {}),
  };
}

/** The address for a state: defaults left out, so a plain /admin is the newest-first first page. */
export function writeTableUrl(state: TableUrlState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.page > 1) search.set('page', String(state.page));
  if (state.sort !== DEFAULT_SORT.sort || state.order) search.set('sort', state.sort);
  if (state.order) search.set('order', state.order);
  if (state.q) search.set('q', state.q);
  if (state.plan) search.set('plan', state.plan);
  if (state.provider) search.set('provider', state.provider);
  return search;
}
