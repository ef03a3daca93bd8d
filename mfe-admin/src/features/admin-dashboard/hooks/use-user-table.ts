import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@forkcast/design-system';
import type { AdminUsersQuery } from '@forkcast/contracts';
import { DEFAULT_SORT, PAGE_SIZE, type SortRequest } from '../utils/user-table';

/** Long enough to skip the requests for half-typed words, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * What the Registered Users table asks the gateway for: search, sort and page are done in SQL, so the
 * browser only ever holds one page. A new search or sort starts again at page 1.
 */
export function useUserTable() {
  const [query, setQuery] = useState('');
  const [sort, setSortState] = useState<SortRequest>(DEFAULT_SORT);
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen in: when the (debounced) search changes, it reads 1
  // without an effect or an extra request for the old page.
  const [chosen, setChosen] = useState({ q, page: 1 });
  const page = chosen.q === q ? chosen.page : 1;

  const params = useMemo<AdminUsersQuery>(() => ({ page, pageSize: PAGE_SIZE, ...sort, q }), [page, sort, q]);

  return {
    params,
    query,
    setQuery,
    setSort: (next: SortRequest) => {
      setSortState(next);
      setChosen({ q, page: 1 });
    },
    setPage: (next: number) => setChosen({ q, page: next }),
  };
}

export type UserTableState = ReturnType<typeof useUserTable>;
