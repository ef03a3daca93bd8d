import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@forkcast/design-system';
import type { AdminUsersQuery } from '@forkcast/contracts';
import { PAGE_SIZE, type SortRequest } from '../utils/user-table';
import { readTableUrl, writeTableUrl, type TableFilters } from '../utils/table-url';

/** Long enough to skip the requests for half-typed words, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * What the Registered Users table asks the gateway for: search, sort and page are done in SQL, so the
 * browser only ever holds one page. They live in the address (?page=2&sort=email&q=ann&plan=annual&provider=google),
 * so a reload, Back and a shared link keep them. A new search, sort or filter starts again at page 1.
 */
export function useUserTable() {
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = useMemo(() => readTableUrl(searchParams), [searchParams]);
  const [query, setQuery] = useState(shown.q);
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);

  // Back or a link changed the address's search: the field follows it. A change this hook wrote itself
  // equals the settled search, so it never overwrites what the admin is still typing.
  const [seenQ, setSeenQ] = useState(shown.q);
  if (shown.q !== seenQ) {
    setSeenQ(shown.q);
    if (shown.q !== q) setQuery(shown.q);
  }

  // The effect below must run only when the settled search changes, not on every address change (Back
  // would otherwise write the old search back): the latest address and setter are read through refs.
  const latest = useRef({ shown, setSearchParams });
  latest.current = { shown, setSearchParams };
  useEffect(() => {
    const { shown: current, setSearchParams: set } = latest.current;
    if (current.q === q) return;
    // Typing replaces the entry instead of adding one per pause: Back leaves the list, not each word.
    set(writeTableUrl({ ...current, q, page: 1 }), { replace: true });
  }, [q]);

  const params = useMemo<AdminUsersQuery>(
    () => ({
      page: shown.page,
      pageSize: PAGE_SIZE,
      sort: shown.sort,
      ...(shown.order ? { order: shown.order } : {}),
      q: shown.q,
      ...(shown.plan ? { plan: shown.plan } : {}),
      ...(shown.provider ? { provider: shown.provider } : {}),
    }),
    [shown],
  );

  // Replaces the entry (Back does not return to a page that does not exist) and keeps the rest of the address,
  // ?user= included.
  const replacePage = useCallback(
    (page: number) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return {
    params,
    query,
    setQuery,
    filters: { plan: shown.plan, provider: shown.provider } satisfies TableFilters,
    setSort: (next: SortRequest) =>
      setSearchParams(writeTableUrl({ ...next, q: shown.q, plan: shown.plan, provider: shown.provider, page: 1 })),
    setFilters: (next: TableFilters) => setSearchParams(writeTableUrl({ ...shown, ...next, page: 1 })),
    setPage: (next: number) => setSearchParams(writeTableUrl({ ...shown, page: next })),
    /** The gateway answered another page than the address asks for (a page past the end): the address follows. */
    replacePage,
  };
}

export type UserTableState = ReturnType<typeof useUserTable>;
