import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { createGlobalStyle } from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { FullPageSpinner } from '@forkcast/design-system';
import { paths } from '@forkcast/contracts/domain';
import { ApiError, currentUserQueryKey, useCurrentUser } from '@forkcast/api-client';
import { adminUsersQueryOptions, useAdminUsers } from '../api/get-admin-users';
import { useUserTable } from '../hooks/use-user-table';
import { AccessDenied } from './access-denied';
import { AdminDashboard } from './admin-dashboard';
import { AdminHeader } from './admin-header';

/**
 * /admin is open to any visitor (docs/product.md › Screens › Admin) but only admins get past the gate or
 * cause the list request. A signed-out visitor sees the spec's Access Denied with a way to sign in that
 * comes back here, query and all.
 */
export function AdminScreen() {
  const { user, isLoading } = useCurrentUser();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const isAdmin = user?.isAdmin === true;
  const table = useUserTable();
  const usersQuery = useAdminUsers({ enabled: isAdmin, params: table.params });
  // The session expired while the dashboard was open: the gateway answers 401. The app now knows it is
  // signed out (every screen follows), and this one offers to sign in again.
  const expired = usersQuery.error instanceof ApiError && usersQuery.error.status === 401;
  useEffect(() => {
    if (expired) queryClient.setQueryData(currentUserQueryKey, null);
  }, [expired, queryClient]);
  // A page past the end (?page=99, or a list that shrank) is answered with the last page: the address follows,
  // so the page shown and the address agree. The answer is the last page's own: cached as that page, it is not
  // asked for again.
  const answered = usersQuery.isSuccess && !usersQuery.isPlaceholderData ? usersQuery.data : undefined;
  const { params, replacePage } = table;
  useEffect(() => {
    if (!answered || answered.page === params.page) return;
    queryClient.setQueryData(adminUsersQueryOptions({ ...params, page: answered.page }).queryKey, answered);
    replacePage(answered.page);
  }, [answered, params, replacePage, queryClient]);

  if (isLoading) return <FullPageSpinner />;
  if (expired && user) return <FullPageSpinner />;
  const signInTo = user ? undefined : `${paths.auth}?returnTo=${encodeURIComponent(pathname + search)}`;
  return (
    <>
      <ScrollPadding />
      <AdminHeader />
      {isAdmin ? <AdminDashboard usersQuery={usersQuery} table={table} /> : <AccessDenied signInTo={signInTo} />}
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
