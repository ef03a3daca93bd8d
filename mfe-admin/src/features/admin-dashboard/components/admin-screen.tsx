import { createGlobalStyle } from 'styled-components';
import { FullPageSpinner } from '@forkcast/design-system';
import { useCurrentUser } from '@forkcast/api-client';
import { useAdminUsers } from '../api/get-admin-users';
import { useUserTable } from '../hooks/use-user-table';
import { AccessDenied } from './access-denied';
import { AdminDashboard } from './admin-dashboard';
import { AdminHeader } from './admin-header';

/** /admin is open to any visitor (docs/product.md › Screens › Admin) but only admins get past the gate or cause the list request. */
export function AdminScreen() {
  const { user, isLoading } = useCurrentUser();
  const isAdmin = user?.isAdmin === true;
  const table = useUserTable();
  const usersQuery = useAdminUsers({ enabled: isAdmin, params: table.params });

  if (isLoading) return <FullPageSpinner />;
  return (
    <>
      <ScrollPadding />
      <AdminHeader />
      {isAdmin ? <AdminDashboard usersQuery={usersQuery} table={table} /> : <AccessDenied />}
    </>
  );
}

// The app header is sticky (56 px and a 1 px border): without this, a control focused by Tab or scrolled
// to by scrollIntoView can land under it (WCAG 2.4.11 Focus Not Obscured). Only while /admin is shown.
const ScrollPadding = createGlobalStyle`
  html {
    scroll-padding-top: calc(${({ theme }) => theme.layout.headerHeight} + 1px + ${({ theme }) => theme.space(2)});
  }
`;
