import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageColumn, ScreenTitle, Spinner, Subtitle } from '@forkcast/design-system';
import type { AdminUsersPage } from '@forkcast/contracts';
import type { UserTableState } from '../hooks/use-user-table';
import { DashboardError } from './dashboard-error';
import { StatCards } from './stat-cards';
import { UsersSection } from './users-section';

interface Props {
  usersQuery: UseQueryResult<AdminUsersPage>;
  table: UserTableState;
}

export function AdminDashboard({ usersQuery, table }: Props) {
  return (
    <Page>
      {/* A div: the page's one header (banner) is AdminHeader above the main landmark. */}
      <div>
        <ScreenTitle>Admin Dashboard</ScreenTitle>
        <Subtitle>Platform statistics and registered users</Subtitle>
      </div>
      <DashboardBody usersQuery={usersQuery} table={table} />
    </Page>
  );
}

function DashboardBody({ usersQuery, table }: Props) {
  if (usersQuery.isPending) {
    return (
      <Loading>
        <Spinner size={32} label="Loading dashboard..." />
      </Loading>
    );
  }
  if (usersQuery.isError) {
    return <DashboardError error={usersQuery.error} onRetry={() => void usersQuery.refetch()} />;
  }
  return (
    <>
      <StatCards stats={usersQuery.data.stats} />
      <UsersSection result={usersQuery.data} table={table} loading={usersQuery.isPlaceholderData} />
    </>
  );
}

// The one screen designed for desktop too (spec e2e runs /admin at desktop size): a phone-width column
// that widens at 1024 px so the whole table fits without sideways scrolling.
const Page = styled(PageColumn)`
  box-sizing: border-box;
  gap: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.text};

  @media (min-width: 768px) {
    max-width: 960px;
    padding: ${({ theme }) => theme.space(6)};
  }

  @media (min-width: 1024px) {
    max-width: 1280px;
    padding: ${({ theme }) => theme.space(8)};
  }
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 200px;
`;
