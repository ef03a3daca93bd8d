import { useId, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Search, UserX } from 'lucide-react';
import { plural } from '@forkcast/design-system';
import { TextField } from '@forkcast/design-system/text-field';
import type { AdminUsersPage } from '@forkcast/contracts';
import type { UserTableState } from '../hooks/use-user-table';
import { formatCount } from '../utils/format-user';
import { nextSort, pageCount, toRows } from '../utils/user-table';
import { UserDetailDialog } from './user-detail-dialog';
import { UserFilters } from './user-filters';
import { UsersPagination } from './users-pagination';
import { UsersTable } from './users-table';

interface Props {
  /** The page the gateway answered: its page, sort and order are the ones shown. */
  result: AdminUsersPage;
  table: UserTableState;
  /** The previous page is on screen while the next one loads. */
  loading: boolean;
}

export function UsersSection({ result, table, loading }: Props) {
  const headingId = useId();
  const rows = useMemo(() => toRows(result.users), [result.users]);
  const { total, page, pageSize } = result;
  const firstIndex = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const lastIndex = (page - 1) * pageSize + rows.length;
  const resultsRef = useRef<HTMLDivElement>(null);
  // The open detail view is in the address too (?user=<id>): a reload or a shared link opens it, Back closes it.
  const [searchParams, setSearchParams] = useSearchParams();
  const openUserId = searchParams.get('user');
  const openUser = (id: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('user', id);
      return next;
    });
  const closeUser = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('user');
        return next;
      },
      { replace: true },
    );
  // The pager sits below 25 rows: after a page change the new rows start at the table's top, so the view
  // goes there (focus stays on the pager; scroll-padding-top keeps the table clear of the app header).
  const changePage = (next: number) => {
    table.setPage(next);
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Registered Users</Heading>
      {result.stats.totalUsers === 0 ? (
        <Empty>
          <UserX size={32} aria-hidden="true" />
          <p>No users registered yet</p>
        </Empty>
      ) : (
        <>
          <Toolbar>
            <TextField
              label="Search users"
              type="search"
              placeholder="Name or email"
              autoComplete="off"
              value={table.query}
              onChange={(event) => table.setQuery(event.target.value)}
              adornment={<Search size={16} aria-hidden="true" />}
            />
            <UserFilters filters={table.filters} onChange={table.setFilters} />
          </Toolbar>
          {/* Announced after each search or page change so screen-reader users hear the result. */}
          <Summary aria-live="polite">
            {total === 0
              ? table.filters.plan || table.filters.provider
                ? 'No users match your search and filters'
                : 'No users match your search'
              : `Showing ${formatCount(firstIndex)}–${formatCount(lastIndex)} of ${formatCount(total)} ${plural(total, 'user')}`}
          </Summary>
          {total > 0 && (
            <Results ref={resultsRef} aria-busy={loading}>
              <UsersTable rows={rows} sort={result} onSort={(key) => table.setSort(nextSort(result, key))} onOpenUser={openUser} />
              <UsersPagination page={page} totalPages={pageCount(total, pageSize)} onPageChange={changePage} />
            </Results>
          )}
        </>
      )}
      <UserDetailDialog userId={openUserId} onClose={closeUser} />
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

// While the next page loads the current one stays, dimmed, so the layout never jumps to a spinner.
const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  transition: opacity 120ms ease-out;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  @media (min-width: 1024px) {
    flex-direction: row;
    align-items: flex-end;

    & > :first-child {
      flex: 0 1 360px;
    }
  }
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0;
  }
`;
