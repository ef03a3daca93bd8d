import { useId } from 'react';
import styled from 'styled-components';
import { Search, UserX } from 'lucide-react';
import { TextField, plural } from '@forkcast/shared-ui';
import type { AdminUser } from '@forkcast/shared-ui/contracts';
import { useUserTable } from '../hooks/use-user-table';
import { formatCount } from '../utils/format-user';
import { UsersPagination } from './users-pagination';
import { UsersTable } from './users-table';

export function UsersSection({ users }: { users: readonly AdminUser[] }) {
  const headingId = useId();
  const table = useUserTable(users);

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Registered Users</Heading>
      {users.length === 0 ? (
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
          </Toolbar>
          {/* Announced after each search or page change so screen-reader users hear the result. */}
          <Summary aria-live="polite">
            {table.matchCount === 0
              ? 'No users match your search'
              : `Showing ${formatCount(table.firstIndex)}–${formatCount(table.lastIndex)} of ${formatCount(table.matchCount)} ${plural(table.matchCount, 'user')}`}
          </Summary>
          {table.matchCount > 0 && (
            <>
              <UsersTable rows={table.pageRows} sort={table.sort} onSort={table.toggleSort} />
              <UsersPagination page={table.page} totalPages={table.totalPages} onPageChange={table.setPage} />
            </>
          )}
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Toolbar = styled.div`
  @media (min-width: 1024px) {
    max-width: 360px;
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
