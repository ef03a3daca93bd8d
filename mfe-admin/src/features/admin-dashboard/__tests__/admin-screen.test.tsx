// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { AdminPlatformStats, AdminUser } from '@forkcast/contracts';
import { AdminScreen } from '../components/admin-screen';
import { readTableUrl } from '../utils/table-url';
import { calledUrls, deferred, makeUser, mockAdminApi, mockApi, pending, reply, type FakeResponse } from '../../../testing/mock-api';

const AUTH = 'GET /api/auth/user';
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

const NATURAL_DESC = new Set(['totalSessions', 'totalMatches', 'createdAt']);

function statsOf(users: readonly AdminUser[]): AdminPlatformStats {
  return {
    totalUsers: users.length,
    premiumUsers: users.filter((user) => user.subscriptionTier !== 'free').length,
    totalSessions: users.reduce((sum, user) => sum + user.totalSessions, 0),
    totalMatches: users.reduce((sum, user) => sum + user.totalMatches, 0),
    newUsers: 0,
    previousNewUsers: 0,
  };
}

/**
 * A stand-in for the gateway's paging, sorting and search (the real rules are tested in
 * api-gateway/tests/admin.test.ts): enough for the screen to page, sort and search through it.
 */
function fakeGateway(all: readonly AdminUser[], stats: AdminPlatformStats = statsOf(all)) {
  return (query: URLSearchParams): FakeResponse => {
    const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const sort = query.get('sort') ?? 'createdAt';
    const order = query.get('order') ?? (NATURAL_DESC.has(sort) ? 'desc' : 'asc');
    const pageSize = Number(query.get('pageSize') ?? 25);
    const value = (user: AdminUser): string | number | null =>
      sort === 'name' ? [user.firstName, user.lastName].filter(Boolean).join(' ') || null : (user[sort as keyof AdminUser] ?? null);
    const plan = query.get('plan');
    const provider = query.get('provider');
    const matching = all
      .filter((user) => !plan || user.subscriptionTier === plan)
      .filter((user) => !provider || (user.oauthProvider ?? 'email') === provider)
      .filter((user) =>
        words.every((word) => `${user.firstName ?? ''} ${user.lastName ?? ''} ${user.email ?? ''}`.toLowerCase().includes(word)),
      )
      .sort((a, b) => {
        const [left, right] = [value(a), value(b)];
        if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
        return (left < right ? -1 : left > right ? 1 : 0) * (order === 'asc' ? 1 : -1);
      });
    const page = Math.min(Number(query.get('page') ?? 1), Math.max(1, Math.ceil(matching.length / pageSize)));
    const users = matching.slice((page - 1) * pageSize, page * pageSize);
    return reply(200, { users, total: matching.length, page, pageSize, sort, order, stats });
  };
}

/** Signs in an admin and serves `users` through the fake gateway. */
function serveAdmin(users: readonly AdminUser[], stats?: AdminPlatformStats) {
  return mockAdminApi({ [AUTH]: reply(200, admin) }, fakeGateway(users, stats));
}

const requestedAdminList = (fetchMock: jest.Mock) => calledUrls(fetchMock).some((url) => url.startsWith('/api/admin'));

/** The router's current address, on screen so a test can read what the dashboard wrote into it (and how). */
function Address() {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="address" data-navigation={useNavigationType()}>
      {pathname + search}
    </div>
  );
}

function renderAdmin(route = '/admin') {
  return renderWithProviders(
    <>
      <AdminScreen />
      <Address />
    </>,
    { route },
  );
}

const address = () => screen.getByTestId('address').textContent;
const readPage = (route: string) => readTableUrl(new URL(route, 'http://localhost').searchParams).page;

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

/** The query of the latest list request, as an object (URLSearchParams compare poorly). */
function lastRequest(requests: URLSearchParams[]): Record<string, string> {
  return Object.fromEntries(requests.at(-1)!.entries());
}

afterEach(() => jest.restoreAllMocks());

describe('/admin access', () => {
  it("shows a signed-out visitor the spec's Access Denied, with Sign in leading back to /admin and its query", async () => {
    const fetchMock = mockApi({ [AUTH]: reply(401, { message: 'Unauthorized' }) });
    renderAdmin('/admin?page=2&q=ann');

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/admin?page=2&q=ann')}`,
    );
    expect(requestedAdminList(fetchMock)).toBe(false);
  });

  it('offers an admin whose session expired to sign in again, back to the same address', async () => {
    const { requests } = mockAdminApi({ [AUTH]: reply(200, admin) }, () => reply(401, { message: 'Unauthorized' }));
    renderAdmin('/admin?sort=email');

    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/admin?sort=email')}`,
    );
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Error Loading Dashboard' })).not.toBeInTheDocument();
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
    expect(requestedAdminList(fetchMock)).toBe(false);
  });
});

describe('/admin dashboard', () => {
  it('has a header with the product name and a link home, for admins and for everyone else', async () => {
    serveAdmin(fixture);
    const { unmount } = renderAdmin();
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveTextContent('Forkcast Admin');
    expect(within(banner).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    unmount();

    mockApi({ [AUTH]: reply(200, makeUser({ isAdmin: false })) });
    renderAdmin();
    await screen.findByRole('heading', { name: 'Access Denied' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('asks for the first page, newest first, and shows the platform totals the gateway counted over everyone', async () => {
    // Three rows on the page, but the totals are over all users: the cards never add up the page.
    const { requests } = serveAdmin(fixture, {
      totalUsers: 2000,
      premiumUsers: 500,
      totalSessions: 12345,
      totalMatches: 678,
      sessionsOnce: 9000,
      matchesOnce: 1,
      newUsers: 1234,
      previousNewUsers: 987,
    });
    renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(lastRequest(requests)).toEqual({ page: '1', pageSize: '25', sort: 'createdAt' });
    expect(statValue('Total Users')).toBe('2,000');
    expect(statValue('Premium Users')).toBe('500');
    expect(statValue('Total Sessions')).toBe('12,345');
    expect(statValue('Total Matches')).toBe('678');
    // What the sums count, and each session and match once.
    expect(screen.getByText('Added up per user; 9,000 sessions in all')).toBeInTheDocument();
    expect(screen.getByText('Added up per user; 1 match in all')).toBeInTheDocument();
    // The period and its trend, against the 7 days before.
    expect(screen.getByText('1,234 new in the last 7 days, up from 987')).toBeInTheDocument();
  });

  it('lists users with provider, subscription, counts and joined date', async () => {
    serveAdmin(fixture);
    renderAdmin();

    expect(await screen.findByRole('heading', { name: 'Registered Users' })).toBeInTheDocument();
    const headers = within(await screen.findByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['User', 'Email', 'Provider', 'Subscription', 'Sessions', 'Matches', 'Joined']);

    const bob = screen.getByRole('row', { name: /Bob Jones/ });
    const bobCells = within(bob)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Provider falls back to the word "email" for a one-time-code account.
    expect(bobCells.slice(0, 5)).toEqual(['bob@example.com', 'email', 'Monthly', '10', '3']);
    // Joined carries the time too (the machine's time zone), so accounts made the same day differ.
    expect(bobCells[5]).toMatch(/^Mar 20, 2025, \d{1,2}:00\s[AP]M$/);

    const ann = screen.getByRole('row', { name: /Ann Smith/ });
    expect(within(ann).getByText('google')).toBeInTheDocument();
    expect(within(ann).getByText(/^Jan 5, 2025, /)).toHaveAttribute('dateTime', '2025-01-05T12:00:00.000Z');

    // A missing join date reads as every missing date does.
    const cleo = screen.getByRole('row', { name: /Cleo/ });
    expect(within(cleo).getAllByRole('cell').at(-1)).toHaveTextContent('N/A');
  });

  it("calls an account without a name by its e-mail's local part, with initials from it", async () => {
    serveAdmin([adminUser({ id: 'u-9', firstName: null, lastName: null, email: 'ivy.walker@walk.test' })]);
    renderAdmin();

    const row = await screen.findByRole('row', { name: /ivy\.walker/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('ivy.walker');
    // eslint-disable-next-line testing-library/no-node-access -- the avatar is decorative (aria-hidden): no role finds it.
    expect(row.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'IW');
  });

  it('shows the empty state when no one has registered', async () => {
    serveAdmin([]);
    renderAdmin();

    expect(await screen.findByText('No users registered yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(statValue('Total Users')).toBe('0');
  });

  it('shows the server message when the list fails to load', async () => {
    mockAdminApi({ [AUTH]: reply(200, admin) }, () => reply(500, { message: 'Database unavailable' }));
    renderAdmin();

    expect(await screen.findByRole('heading', { name: 'Error Loading Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it("falls back to 'Failed to load admin data' when the failure carries no text", async () => {
    mockAdminApi({ [AUTH]: reply(200, admin) }, () => reply(503, '', 'Service Unavailable'));
    renderAdmin();

    expect(await screen.findByRole('heading', { name: 'Error Loading Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load admin data')).toBeInTheDocument();
  });

  it('treats the old whole-list answer (an array) as an unexpected shape', async () => {
    mockAdminApi({ [AUTH]: reply(200, admin) }, () => reply(200, fixture));
    renderAdmin();

    expect(await screen.findByRole('heading', { name: 'Error Loading Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('The server sent a user list in an unexpected shape')).toBeInTheDocument();
  });
});

describe('/admin users table', () => {
  it('searches by name or e-mail on the server, from page 1', async () => {
    const { requests } = serveAdmin(fixture);
    const { user } = renderAdmin();
    await screen.findByRole('table');

    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(search, 'bob@');
    // The search reaches the list after the debounce and the address change: allow for a busy machine.
    await waitFor(() => expect(firstColumn()).toEqual(['Bob Jones']), { timeout: 3000 });
    expect(lastRequest(requests)).toEqual({ page: '1', pageSize: '25', sort: 'createdAt', q: 'bob@' });

    await user.clear(search);
    await user.type(search, 'cleo');
    await waitFor(() => expect(firstColumn()).toEqual(['Cleo']), { timeout: 3000 });

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No users match your search')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Still the platform's totals, not the search's.
    expect(statValue('Total Users')).toBe('3');
  });

  it('sorts on the server by a column and toggles the order, by mouse or keyboard', async () => {
    const { requests } = serveAdmin(fixture);
    const { user } = renderAdmin();
    await screen.findByRole('table');

    // Newest first by default; a missing date sorts last.
    expect(firstColumn()).toEqual(['Bob Jones', 'Ann Smith', 'Cleo']);
    expect(screen.getByRole('columnheader', { name: 'Joined' })).toHaveAttribute('aria-sort', 'descending');

    // A new column: its natural order is the gateway's to choose (counts: biggest first).
    await user.click(screen.getByRole('button', { name: 'Sessions' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Sessions' })).toHaveAttribute('aria-sort', 'descending'));
    expect(lastRequest(requests)).toEqual({ page: '1', pageSize: '25', sort: 'totalSessions' });
    expect(firstColumn()).toEqual(['Bob Jones', 'Ann Smith', 'Cleo']);
    expect(screen.getByRole('columnheader', { name: 'Joined' })).not.toHaveAttribute('aria-sort');

    // The same column again, from the keyboard: the opposite order.
    screen.getByRole('button', { name: 'Sessions' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Sessions' })).toHaveAttribute('aria-sort', 'ascending'));
    expect(lastRequest(requests)).toEqual({ page: '1', pageSize: '25', sort: 'totalSessions', order: 'asc' });
    expect(firstColumn()).toEqual(['Cleo', 'Ann Smith', 'Bob Jones']);

    await user.click(screen.getByRole('button', { name: 'User' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'User' })).toHaveAttribute('aria-sort', 'ascending'));
    expect(firstColumn()).toEqual(['Ann Smith', 'Bob Jones', 'Cleo']);
  });

  it('pages through a long list 25 rows at a time, one request per page', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      adminUser({
        id: `u-${index}`,
        firstName: `User${String(index).padStart(2, '0')}`,
        lastName: null,
        email: `user${index}@example.com`,
        totalSessions: index,
      }),
    );
    const { requests } = serveAdmin(many);
    const { user } = renderAdmin();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'User' }));
    await waitFor(() => expect(firstColumn()[0]).toBe('User00'));

    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–25 of 60 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(lastRequest(requests)).toEqual({ page: '2', pageSize: '25', sort: 'name' });
    expect(firstColumn()[0]).toBe('User25');
    expect(screen.getByText('Showing 26–50 of 60 users')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Last page' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 51–60 of 60 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    // A new search starts again at page 1.
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'user1');
    await waitFor(() => expect(screen.queryByText(/^Page \d of/)).not.toBeInTheDocument());
    expect(lastRequest(requests)).toEqual({ page: '1', pageSize: '25', sort: 'name', q: 'user1' });
    expect(bodyRows()).toHaveLength(11);
    expect(screen.getByText('Showing 1–11 of 11 users')).toBeInTheDocument();
  });

  it('keeps the current page on screen, marked busy, while the next one loads', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      adminUser({
        id: `u-${index}`,
        firstName: `Member${index}`,
        lastName: null,
        email: `m${index}@example.com`,
        createdAt: new Date(Date.UTC(2025, 0, 31 - index)).toISOString(),
      }),
    );
    const gateway = fakeGateway(many);
    const next = deferred();
    mockAdminApi({ [AUTH]: reply(200, admin) }, (query) => (query.get('page') === '2' ? next.promise : gateway(query)));
    const { user } = renderAdmin();
    await screen.findByRole('table');
    expect(firstColumn()[0]).toBe('Member0');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    // eslint-disable-next-line testing-library/no-node-access -- aria-busy sits on the table's wrapper, which has no role.
    const results = screen.getByRole('table').closest('[aria-busy]');
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'));
    expect(firstColumn()[0]).toBe('Member0');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => next.resolve(gateway(new URLSearchParams('page=2&pageSize=25'))));
    await waitFor(() => expect(firstColumn()).toEqual(['Member25', 'Member26', 'Member27', 'Member28', 'Member29']));
    // eslint-disable-next-line testing-library/no-node-access -- as above: the busy wrapper has no role.
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('shows the page the gateway answered when the asked-for page no longer exists', async () => {
    // A list that shrank between two requests: the gateway answers its last page instead.
    mockAdminApi({ [AUTH]: reply(200, admin) }, (query) =>
      reply(200, {
        users: fixture,
        total: 53,
        page: query.get('page') === '1' ? 1 : 3,
        pageSize: 25,
        sort: 'createdAt',
        order: 'desc',
        stats: statsOf(fixture),
      }),
    );
    const { user } = renderAdmin();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Showing 51–53 of 53 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('/admin address', () => {
  const many = Array.from({ length: 60 }, (_, index) =>
    adminUser({ id: `u-${index}`, firstName: `User${String(index).padStart(2, '0')}`, lastName: null, email: `user${index}@example.com` }),
  );

  it('opens the page, sort and search a link carries', async () => {
    const { requests } = serveAdmin(many);
    renderAdmin('/admin?page=2&sort=name&order=desc&q=user');
    await screen.findByRole('table');

    expect(lastRequest(requests)).toEqual({ page: '2', pageSize: '25', sort: 'name', order: 'desc', q: 'user' });
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('user');
    expect(screen.getByRole('columnheader', { name: 'User' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('falls back to the defaults for values it cannot use, without an error', async () => {
    const { requests } = serveAdmin(many);
    renderAdmin('/admin?page=abc&sort=password&order=sideways&q=%20%20');
    await screen.findByRole('table');

    expect(lastRequest(requests)).toEqual({ page: '1', pageSize: '25', sort: 'createdAt' });
    expect(screen.queryByRole('heading', { name: 'Error Loading Dashboard' })).not.toBeInTheDocument();
    for (const route of ['/admin?page=0', '/admin?page=-3', '/admin?page=2.5', '/admin?page=9999999']) {
      expect(readPage(route)).toBe(1);
    }
  });

  it('shows the last page for a page past the end, and corrects the address in place to say so', async () => {
    const { requests } = serveAdmin(many);
    renderAdmin('/admin?page=99&sort=name');

    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/admin?page=3&sort=name'));
    // Replaced, not pushed: Back does not return to page 99.
    expect(screen.getByTestId('address')).toHaveAttribute('data-navigation', 'REPLACE');
    expect(screen.getByText('Showing 51–60 of 60 users')).toBeInTheDocument();
    // The answer to page 99 was page 3's: it is not asked for again.
    expect(requests.map((query) => query.get('page'))).toEqual(['99']);
  });

  it('writes each sort, page and settled search into the address', async () => {
    serveAdmin(many);
    const { user } = renderAdmin();
    await screen.findByRole('table');
    expect(address()).toBe('/admin');

    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(address()).toBe('/admin?sort=email'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(address()).toBe('/admin?page=2&sort=email'));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    // A new sort starts again at page 1.
    await waitFor(() => expect(address()).toBe('/admin?sort=email&order=desc'));

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'user1');
    await waitFor(() => expect(address()).toBe('/admin?sort=email&order=desc&q=user1'), { timeout: 3000 });
  });
});

describe('/admin filters (plan, provider)', () => {
  it('asks the gateway for the chosen plan and provider, from page 1, and keeps them in the address', async () => {
    const { requests } = serveAdmin(fixture);
    const { user } = renderAdmin('/admin?sort=email');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'monthly');
    await waitFor(() => expect(address()).toBe('/admin?sort=email&plan=monthly'));
    await waitFor(() => expect(firstColumn()).toEqual(['Bob Jones']));
    expect(lastRequest(requests)).toEqual({ page: '1', pageSize: '25', sort: 'email', plan: 'monthly' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sign-in' }), 'google');
    await waitFor(() => expect(address()).toBe('/admin?sort=email&plan=monthly&provider=google'));
    expect(await screen.findByText('No users match your search and filters')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), '');
    await waitFor(() => expect(address()).toBe('/admin?sort=email&provider=google'));
    await waitFor(() => expect(firstColumn()).toEqual(['Ann Smith', 'Cleo']));
  });

  it('opens the filters a link carries, and ignores values it does not know', async () => {
    const { requests } = serveAdmin(fixture);
    renderAdmin('/admin?plan=annual&provider=google');
    await screen.findByRole('table');
    expect(lastRequest(requests)).toEqual({ page: '1', pageSize: '25', sort: 'createdAt', plan: 'annual', provider: 'google' });
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('annual');
    expect(screen.getByRole('combobox', { name: 'Sign-in' })).toHaveValue('google');
    expect(readTableUrl(new URLSearchParams('plan=gold&provider=facebook'))).toEqual({ sort: 'createdAt', page: 1, q: '' });
  });
});

describe('/admin user detail view', () => {
  const detail = {
    user: fixture[0]!,
    subscription: {
      plan: 'annual',
      status: 'active',
      source: 'stripe',
      currentPeriodEnd: '2026-02-01T10:00:00.000Z',
      cancelAtPeriodEnd: true,
    },
    partners: [
      { id: 'u-9', firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com', since: '2025-02-01T10:00:00.000Z', endedAt: null },
      { id: null, firstName: null, lastName: null, email: null, since: '2025-01-10T10:00:00.000Z', endedAt: '2025-01-20T10:00:00.000Z' },
    ],
    sessions: [
      {
        id: 's-2',
        status: 'completed',
        partnered: true,
        createdAt: '2025-02-03T10:00:00.000Z',
        matchedRestaurantName: 'Dim Sum Garden',
        matchedAt: '2025-02-03T10:05:00.000Z',
      },
      {
        id: 's-1',
        status: 'cancelled',
        partnered: false,
        createdAt: '2025-01-15T10:00:00.000Z',
        matchedRestaurantName: null,
        matchedAt: null,
      },
    ],
  };

  it('opens from the name by keyboard, shows subscription, partners, matches and sessions, and Escape returns focus', async () => {
    const { fetchMock } = mockAdminApi({ [AUTH]: reply(200, admin), 'GET /api/admin/users/u-1': reply(200, detail) }, fakeGateway(fixture));
    const { user } = renderAdmin('/admin?sort=email');
    await screen.findByRole('table');
    const name = screen.getByRole('button', { name: 'Ann Smith' });
    name.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Ann Smith' });
    await waitFor(() => expect(address()).toBe('/admin?sort=email&user=u-1'));
    expect(await within(dialog).findByText('Annual via stripe, active; ends Feb 1, 2026', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByText('Pat Lee')).toBeInTheDocument();
    expect(within(dialog).getByText('Deleted account')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Dim Sum Garden')).toHaveLength(2); // in Matches and in the sessions table
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    expect(calledUrls(fetchMock)).toContain('/api/admin/users/u-1');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/admin?sort=email');
    expect(name).toHaveFocus();
  });

  it('opens from a link carrying ?user=, says so in words when the user no longer exists, and closes', async () => {
    mockAdminApi(
      { [AUTH]: reply(200, admin), 'GET /api/admin/users/gone': reply(404, { message: 'User not found' }) },
      fakeGateway(fixture),
    );
    const { user } = renderAdmin('/admin?sort=email&user=gone');
    const dialog = await screen.findByRole('dialog', { name: 'User not found' });
    // Words, not the response ("404: {\"message\":…}").
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^No account has this ID: it may have been deleted\.$/);

    // The footer's Close (the corner's is an icon).
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/admin?sort=email');
  });

  it("shows the server's message, without its status and body, when the detail fails otherwise", async () => {
    mockAdminApi(
      { [AUTH]: reply(200, admin), 'GET /api/admin/users/u-1': reply(500, { message: 'Database unavailable' }) },
      fakeGateway(fixture),
    );
    renderAdmin('/admin?user=u-1');
    const dialog = await screen.findByRole('dialog', { name: 'User details' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Database unavailable$/);
  });
});

describe('/admin pager, from the keyboard', () => {
  const many = Array.from({ length: 60 }, (_, index) =>
    adminUser({ id: `u-${index}`, firstName: `User${String(index).padStart(2, '0')}`, lastName: null, email: `user${index}@example.com` }),
  );

  it('keeps focus on the pager when the pressed button turns disabled, and scrolls to the table top', async () => {
    serveAdmin(many);
    const scrolled: Element[] = [];
    // jsdom's scrollIntoView is a no-op shim (build-preset/dom-shims): record what was scrolled to.
    jest.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    const { user } = renderAdmin('/admin?page=2');
    await screen.findByText('Page 2 of 3');

    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    // The view went to the top of the table (the element that holds the table and the pager).
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContainElement(screen.getByRole('table'));

    screen.getByRole('button', { name: 'First page' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });
});
