// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminUser } from '@forkcast/shared-ui/contracts';
import { AdminScreen } from '../components/admin-screen';
import { calledUrls, makeUser, mockApi, pending, reply } from '../../../testing/mock-api';

const AUTH = 'GET /api/auth/user';
const USERS = 'GET /api/admin/users';
const admin = makeUser({ id: 'admin-1', isAdmin: true, firstName: 'Grace', lastName: 'Hopper' });

function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u-1',
    firstName: 'Ann',
    lastName: 'Smith',
    email: 'ann@example.com',
    profileImageUrl: null,
    oauthProvider: 'google',
    subscriptionTier: 'free',
    totalSessions: 0,
    totalMatches: 0,
    createdAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

const fixture: AdminUser[] = [
  adminUser({ id: 'u-1', totalSessions: 4, totalMatches: 2 }),
  adminUser({
    id: 'u-2',
    firstName: 'Bob',
    lastName: 'Jones',
    email: 'bob@example.com',
    oauthProvider: null,
    subscriptionTier: 'monthly',
    totalSessions: 10,
    totalMatches: 3,
    createdAt: '2025-03-20T12:00:00.000Z',
  }),
  adminUser({
    id: 'u-3',
    firstName: 'Cleo',
    lastName: null,
    email: 'cleo@example.com',
    subscriptionTier: 'annual',
    totalSessions: 1,
    totalMatches: 0,
    createdAt: null,
  }),
];

function renderAdmin() {
  return renderWithProviders(<AdminScreen />, { route: '/admin' });
}

function statValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function bodyRows(): HTMLElement[] {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

function firstColumn(): string[] {
  return bodyRows().map((row) => within(row).getAllByRole('rowheader')[0]!.textContent ?? '');
}

afterEach(() => jest.restoreAllMocks());

describe('/admin access', () => {
  it('shows Access Denied to a signed-out visitor and never requests the user list', async () => {
    const fetchMock = mockApi({ [AUTH]: reply(401, { message: 'Unauthorized' }) });
    renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(calledUrls(fetchMock)).not.toContain('/api/admin/users');
  });

  it('shows Access Denied to a signed-in non-admin and never requests the user list', async () => {
    const fetchMock = mockApi({ [AUTH]: reply(200, makeUser({ isAdmin: false })) });
    renderAdmin();

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toEqual(['/api/auth/user']);
  });

  it('shows a spinner while the auth check is running', () => {
    const fetchMock = mockApi({ [AUTH]: pending() });
    renderAdmin();

    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(calledUrls(fetchMock)).not.toContain('/api/admin/users');
  });
});

describe('/admin dashboard', () => {
  it('has a header with the product name and a link home, for admins and for everyone else', async () => {
    mockApi({ [AUTH]: reply(200, admin), [USERS]: reply(200, fixture) });
    const { unmount } = renderAdmin();
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveTextContent('Forkcast Admin');
    expect(within(banner).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    unmount();

    mockApi({ [AUTH]: reply(401) });
    renderAdmin();
    await screen.findByRole('heading', { name: 'Access Denied' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('computes the four totals from the user list', async () => {
    mockApi({ [AUTH]: reply(200, admin), [USERS]: reply(200, fixture) });
    renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(statValue('Total Users')).toBe('3');
    expect(statValue('Premium Users')).toBe('2');
    expect(statValue('Total Sessions')).toBe('15');
    expect(statValue('Total Matches')).toBe('5');
  });

  it('lists users with provider, subscription, counts and joined date', async () => {
    mockApi({ [AUTH]: reply(200, admin), [USERS]: reply(200, fixture) });
    renderAdmin();

    expect(await screen.findByRole('heading', { name: 'Registered Users' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['User', 'Email', 'Provider', 'Subscription', 'Sessions', 'Matches', 'Joined']);

    const bob = screen.getByRole('row', { name: /Bob Jones/ });
    const bobCells = within(bob).getAllByRole('cell').map((cell) => cell.textContent);
    // Provider falls back to the word "email" for a one-time-code account.
    expect(bobCells).toEqual(['bob@example.com', 'email', 'Monthly', '10', '3', 'Mar 20, 2025']);

    const ann = screen.getByRole('row', { name: /Ann Smith/ });
    expect(within(ann).getByText('google')).toBeInTheDocument();
    expect(within(ann).getByText('Jan 5, 2025')).toBeInTheDocument();

    // A missing join date reads as a dash.
    const cleo = screen.getByRole('row', { name: /Cleo/ });
    expect(within(cleo).getAllByRole('cell').at(-1)).toHaveTextContent('—');
  });

  it('shows the empty state when no one has registered', async () => {
    mockApi({ [AUTH]: reply(200, admin), [USERS]: reply(200, []) });
    renderAdmin();

    expect(await screen.findByText('No users registered yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(statValue('Total Users')).toBe('0');
  });

  it('shows the server message when the list fails to load', async () => {
    mockApi({ [AUTH]: reply(200, admin), [USERS]: reply(500, { message: 'Database unavailable' }) });
    renderAdmin();

    expect(await screen.findByRole('heading', { name: 'Error Loading Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it("falls back to 'Failed to load admin data' when the failure carries no text", async () => {
    mockApi({ [AUTH]: reply(200, admin), [USERS]: reply(503, '', 'Service Unavailable') });
    renderAdmin();

    expect(await screen.findByRole('heading', { name: 'Error Loading Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load admin data')).toBeInTheDocument();
  });
});

describe('/admin users table', () => {
  it('filters by name or e-mail', async () => {
    mockApi({ [AUTH]: reply(200, admin), [USERS]: reply(200, fixture) });
    const { user } = renderAdmin();
    await screen.findByRole('table');

    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(search, 'bob@');
    await waitFor(() => expect(firstColumn()).toEqual(['Bob Jones']));

    await user.clear(search);
    await user.type(search, 'cleo');
    await waitFor(() => expect(firstColumn()).toEqual(['Cleo']));

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No users match your search')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sorts by a column and toggles the order', async () => {
    mockApi({ [AUTH]: reply(200, admin), [USERS]: reply(200, fixture) });
    const { user } = renderAdmin();
    await screen.findByRole('table');

    // Newest first by default; a missing date sorts last.
    expect(firstColumn()).toEqual(['Bob Jones', 'Ann Smith', 'Cleo']);
    expect(screen.getByRole('columnheader', { name: 'Joined' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Sessions' }));
    expect(firstColumn()).toEqual(['Bob Jones', 'Ann Smith', 'Cleo']);
    const sessionsHeader = screen.getByRole('columnheader', { name: 'Sessions' });
    expect(sessionsHeader).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Joined' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Sessions' }));
    expect(sessionsHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['Cleo', 'Ann Smith', 'Bob Jones']);

    await user.click(screen.getByRole('button', { name: 'User' }));
    expect(screen.getByRole('columnheader', { name: 'User' })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['Ann Smith', 'Bob Jones', 'Cleo']);
  });

  it('pages through a long list 25 rows at a time', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      adminUser({
        id: `u-${index}`,
        firstName: `User${String(index).padStart(2, '0')}`,
        lastName: null,
        email: `user${index}@example.com`,
        totalSessions: index,
      }),
    );
    mockApi({ [AUTH]: reply(200, admin), [USERS]: reply(200, many) });
    const { user } = renderAdmin();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'User' }));

    expect(bodyRows()).toHaveLength(25);
    expect(firstColumn()[0]).toBe('User00');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–25 of 60 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(firstColumn()[0]).toBe('User25');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 51–60 of 60 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    // A new search starts again at page 1.
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'user1');
    await waitFor(() => expect(screen.queryByText(/^Page \d of/)).not.toBeInTheDocument());
    expect(bodyRows()).toHaveLength(11);
  });
  it('copes with 2,000 users as the gateway sends them: totals, one page rendered, first/last, search by e-mail', async () => {
    // The gateway's shape: every field present, createdAt an ISO string, newest first.
    const many: AdminUser[] = Array.from({ length: 2000 }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      firstName: index % 3 === 0 ? null : `First${index}`,
      lastName: index % 2 === 0 ? null : `Last${index}`,
      email: `member${index}@example.com`,
      profileImageUrl: null,
      oauthProvider: index % 5 === 0 ? 'google' : null,
      subscriptionTier: index % 4 === 0 ? 'annual' : 'free',
      totalSessions: index % 7,
      totalMatches: index % 3,
      createdAt: new Date(Date.UTC(2025, 0, 1) - index * 3_600_000).toISOString(),
    }));
    mockApi({ [AUTH]: reply(200, admin), [USERS]: reply(200, many) });
    const { user } = renderAdmin();
    await screen.findByRole('table');

    const sum = (key: 'totalSessions' | 'totalMatches') => many.reduce((total, row) => total + row[key], 0);
    expect(statValue('Total Users')).toBe('2,000');
    expect(statValue('Premium Users')).toBe('500');
    expect(statValue('Total Sessions')).toBe(sum('totalSessions').toLocaleString('en-US'));
    expect(statValue('Total Matches')).toBe(sum('totalMatches').toLocaleString('en-US'));

    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('Showing 1–25 of 2,000 users')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 80')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('Page 80 of 80')).toBeInTheDocument();
    expect(screen.getByText('Showing 1,976–2,000 of 2,000 users')).toBeInTheDocument();
    // Newest first by default: the last page ends with the oldest account.
    expect(within(bodyRows().at(-1)!).getByText('member1999@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByText('Page 1 of 80')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'member1234@example.com');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText('member1234@example.com')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 1 user')).toBeInTheDocument();
  });
});
