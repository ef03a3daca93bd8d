import { useDeferredValue, useMemo, useState } from 'react';
import type { AdminUser } from '@forkcast/shared-ui/contracts';
import {
  DEFAULT_SORT,
  PAGE_SIZE,
  filterRows,
  nextSort,
  pageCount,
  pageSlice,
  sortRows,
  toRows,
  type SortKey,
  type SortState,
} from '../utils/user-table';

/**
 * Search, sort and pagination for the Registered Users table, all on the client: the gateway returns
 * the whole list, and rendering only one page keeps thousands of users cheap to display.
 */
export function useUserTable(users: readonly AdminUser[]) {
  const [query, setQueryState] = useState('');
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [requestedPage, setPage] = useState(1);
  // Typing stays responsive while a long list re-filters in the background.
  const deferredQuery = useDeferredValue(query);

  const rows = useMemo(() => toRows(users), [users]);
  const filtered = useMemo(() => filterRows(rows, deferredQuery), [rows, deferredQuery]);
  const sorted = useMemo(() => sortRows(filtered, sort), [filtered, sort]);

  const totalPages = pageCount(sorted.length);
  // Clamp rather than reset in an effect, so a shrinking list never shows an empty page.
  const page = Math.min(requestedPage, totalPages);
  const pageRows = useMemo(() => pageSlice(sorted, page), [sorted, page]);

  return {
    query,
    setQuery: (value: string) => {
      setQueryState(value);
      setPage(1);
    },
    sort,
    toggleSort: (key: SortKey) => {
      setSort((current) => nextSort(current, key));
      setPage(1);
    },
    page,
    totalPages,
    setPage,
    pageRows,
    matchCount: sorted.length,
    firstIndex: sorted.length === 0 ? 0 : (page - 1) * PAGE_SIZE + 1,
    lastIndex: (page - 1) * PAGE_SIZE + pageRows.length,
  };
}
