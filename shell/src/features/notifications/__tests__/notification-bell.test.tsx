import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@forkcast/test-utils';
import { createQueryClient, currentUserQueryKey } from '@forkcast/api-client';
import type { Notification } from '@forkcast/contracts';
import { NotificationBell } from '../components/notification-bell';
import { notificationTarget, notificationText, relativeTime } from '../components/notification-text';
import { notificationsQuery } from '../api/get-notifications';
import { LocationProbe } from '../../../testing/location-probe';
import { stubFetch } from '../../../testing/fetch-stub';
import { makeUser } from '../../../testing/fixtures';

// The bell's live channel without a server (its own tests drive the fake).
jest.mock('../../../lib/create-live-connection', () => ({
  createLiveConnection: () => new (jest.requireActual('@forkcast/test-utils').FakeLiveConnection)(),
}));

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const NOTIFICATIONS: Notification[] = [
  { id: 'n1', type: 'session_match', read: false, createdAt: minutesAgo(5), data: { sessionId: 's1', restaurantName: 'Tacos El Gordo' } },
  { id: 'n2', type: 'session_no_match', read: false, createdAt: minutesAgo(90), data: { sessionId: 's2' } },
  { id: 'n3', type: 'partner_completed', read: true, createdAt: minutesAgo(60 * 24 * 3), data: { sessionId: 's3' } },
  { id: 'n4', type: 'some_future_type', read: true, createdAt: minutesAgo(1), data: null },
];

function renderBell() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, makeUser());
  return renderWithProviders(
    <>
      <NotificationBell />
      <LocationProbe />
    </>,
    { queryClient },
  );
}

describe('notification texts', () => {
  it('uses the spec text per type', () => {
    expect(notificationText({ type: 'session_match', data: { restaurantName: 'Nopa' } })).toBe('Match found at Nopa!');
    expect(notificationText({ type: 'session_match', data: {} })).toBe('Match found at a restaurant!');
    expect(notificationText({ type: 'session_no_match', data: null })).toBe('No matches this time - try AI suggestions!');
    expect(notificationText({ type: 'partner_completed' })).toBe('Your partner finished swiping!');
    // A group names who finished: its members need not even be each other's partners.
    expect(notificationText({ type: 'partner_completed', data: { sessionId: 's1', memberName: 'Sam', memberCount: 4 } })).toBe(
      'Sam finished swiping!',
    );
    expect(notificationText({ type: 'something_else' })).toBe('New notification');
    expect(notificationText({ type: 'partner_joined', data: { partnerName: 'Bea' } })).toBe('Bea accepted your invite');
    expect(notificationText({ type: 'partner_joined', data: { partnerName: null } })).toBe('Your partner accepted your invite');
  });

  it('leads session outcomes with a session id to their results only', () => {
    expect(notificationTarget({ type: 'session_match', data: { sessionId: 's1' } })).toBe('/session/s1/results');
    expect(notificationTarget({ type: 'session_no_match', data: { sessionId: 's2' } })).toBe('/session/s2/results');
    expect(notificationTarget({ type: 'session_match', data: {} })).toBeNull();
    expect(notificationTarget({ type: 'partner_completed', data: { sessionId: 's3' } })).toBeNull();
    expect(notificationTarget({ type: 'partner_joined', data: { partnershipId: 'p1' } })).toBeNull();
  });

  it('formats relative times', () => {
    const now = Date.parse('2025-01-05T12:00:00Z');
    expect(relativeTime('2025-01-05T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2025-01-05T10:00:00Z', now)).toBe('2 hours ago');
    expect(relativeTime('2025-01-04T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2025-01-05T11:59:58Z', now)).toBe('now');
  });

  it('polls the list every 30 s', () => {
    expect(notificationsQuery.refetchInterval).toBe(30_000);
    expect(notificationsQuery.queryKey).toEqual(['/api/notifications']);
  });
});

describe('NotificationBell', () => {
  it('shows the unread count and lists notifications with their texts', async () => {
    stubFetch({ 'GET /api/notifications': { body: NOTIFICATIONS } });
    const { user } = renderBell();
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('Match found at Tacos El Gordo!')).toBeInTheDocument();
    expect(within(panel).getByText('No matches this time - try AI suggestions!')).toBeInTheDocument();
    expect(within(panel).getByText('Your partner finished swiping!')).toBeInTheDocument();
    expect(within(panel).getByText('New notification')).toBeInTheDocument();
    expect(within(panel).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(panel).getAllByText('(unread)', { exact: false })).toHaveLength(2);
  });

  it('marks a session match read and opens its results', async () => {
    const api = stubFetch({
      'GET /api/notifications': { body: NOTIFICATIONS },
      'PATCH /api/notifications/n1/read': { body: {} },
    });
    const { user } = renderBell();
    await screen.findByTestId('notification-count');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('button', { name: /Match found at Tacos El Gordo!/ }));
    await waitFor(() => expect(api.callsTo('PATCH /api/notifications/n1/read')).toHaveLength(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/session/s1/results');
    // The list is refreshed afterwards.
    await waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(2));
  });

  it('a no-match notification opens its results too', async () => {
    stubFetch({ 'GET /api/notifications': { body: NOTIFICATIONS }, 'PATCH /api/notifications/n2/read': { body: {} } });
    const { user } = renderBell();
    await screen.findByTestId('notification-count');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('button', { name: /No matches this time/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/session/s2/results');
  });

  it('other types stay on the page', async () => {
    stubFetch({ 'GET /api/notifications': { body: NOTIFICATIONS } });
    const { user } = renderBell();
    await screen.findByTestId('notification-count');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('button', { name: /Your partner finished swiping!/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("'Mark all read' patches read-all and refetches", async () => {
    const api = stubFetch({
      'GET /api/notifications': { body: NOTIFICATIONS },
      'PATCH /api/notifications/read-all': { body: {} },
    });
    const { user } = renderBell();
    await screen.findByTestId('notification-count');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/notifications/read-all')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(2));
  });

  it('the bell opens and closes its panel like a popover trigger, and focus comes back to it', async () => {
    stubFetch({ 'GET /api/notifications': { body: NOTIFICATIONS } });
    const { user } = renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', panel.id);
    // eslint-disable-next-line testing-library/no-node-access -- where focus is has no query of its own.
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    // A press on the bell while open closes the panel (it is not a press outside that reopens it).
    await user.click(bell);
    await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(bell);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('treats a failing list as empty, without an error', async () => {
    const api = stubFetch({ 'GET /api/notifications': { status: 404, body: 'Not Found' } });
    const { user } = renderBell();
    await waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(1));
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
