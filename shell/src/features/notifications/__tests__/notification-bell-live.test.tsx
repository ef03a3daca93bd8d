import { act, screen, waitFor } from '@testing-library/react';
import { FakeLiveConnection, renderWithProviders } from '@forkcast/test-utils';
import { createQueryClient, currentUserQueryKey, partnershipsQueryKey } from '@forkcast/api-client';
import type { Notification } from '@forkcast/contracts';
import { createAppStore } from '@forkcast/live-store';
import { NotificationBell } from '../components/notification-bell';
import { SignedInStore } from '../../../app/signed-in-store';
import { createLiveConnection } from '../../../lib/create-live-connection';
import { notificationsQueryKey } from '../api/get-notifications';
import { stubFetch } from '../../../testing/fetch-stub';
import { makeUser } from '../../../testing/fixtures';

jest.mock('../../../lib/create-live-connection', () => ({ createLiveConnection: jest.fn() }));
const createLive = createLiveConnection as jest.MockedFunction<typeof createLiveConnection>;

const MATCH: Notification = {
  id: 'n1',
  type: 'session_match',
  read: false,
  createdAt: new Date().toISOString(),
  data: { sessionId: 's1', restaurantName: 'Nopa' },
};

let live: FakeLiveConnection;
beforeEach(() => {
  live = new FakeLiveConnection();
  createLive.mockReset();
  createLive.mockImplementation(() => live);
});

/** GET /api/notifications answers from `lists` in turn (the last one repeats). */
function stubLists(...lists: Notification[][]) {
  let call = 0;
  return stubFetch({
    'GET /api/notifications': () => ({ body: lists[Math.min(call++, lists.length - 1)] }),
  });
}

/**
 * The bell as the signed-in route set has it: inside the shell's store, which owns the live connection. That
 * connection opens a task after the first commit (not in its effects), so this waits for it.
 */
async function renderBell(queryClient = createQueryClient()) {
  queryClient.setQueryData(currentUserQueryKey, makeUser({ id: 'u1' }));
  const ui = (
    <SignedInStore store={createAppStore()}>
      <NotificationBell />
    </SignedInStore>
  );
  const view = renderWithProviders(ui, { queryClient });
  await waitFor(() => expect(createLive).toHaveBeenCalled());
  return { ...view, queryClient };
}

describe('NotificationBell live updates', () => {
  it('registers for the signed-in user only and refetches at once on a notification event', async () => {
    const api = stubLists([], [MATCH]);
    await renderBell();
    await waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(1));
    expect(live.registrations).toEqual([{ userId: 'u1' }]);
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();

    act(() => live.push('notification', { notification: MATCH }));
    // No 30 s wait: the badge shows the new unread notification as soon as the refetch answers.
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
    expect(api.callsTo('GET /api/notifications')).toHaveLength(2);
  });

  it('refreshes the partner list and the user when told a partner joined; a match refreshes the user (its count) only', async () => {
    const joined: Notification = { ...MATCH, id: 'n2', type: 'partner_joined', data: { partnershipId: 'p1', partnerName: 'Bea' } };
    stubLists([], [MATCH], [joined, MATCH]);
    const { queryClient } = await renderBell();
    queryClient.setQueryData(partnershipsQueryKey('u1'), []);
    const stale = () => ({
      partners: queryClient.getQueryState(partnershipsQueryKey('u1'))?.isInvalidated,
      user: queryClient.getQueryState(currentUserQueryKey)?.isInvalidated,
    });

    act(() => live.push('notification', { notification: MATCH }));
    expect(stale()).toEqual({ partners: false, user: true });
    await act(async () => {
      await queryClient.refetchQueries({ queryKey: currentUserQueryKey });
    });

    act(() => live.push('notification', { notification: joined }));
    expect(stale()).toEqual({ partners: true, user: true });
  });

  it('catches up when (re)registered with a list loaded before the socket opened, not otherwise', async () => {
    const queryClient = createQueryClient();
    // A list loaded earlier (the bell was unmounted on /swipe meanwhile).
    queryClient.setQueryData(notificationsQueryKey, { notifications: [], requestedAt: Date.now() - 60_000 });
    const api = stubLists([MATCH]);
    await renderBell(queryClient);
    expect(api.callsTo('GET /api/notifications')).toHaveLength(0);

    act(() => live.push('registered', { userId: 'u1' }));
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
    expect(api.callsTo('GET /api/notifications')).toHaveLength(1);

    // Loaded since the socket opened: a reconnect's registration does not fetch again.
    // An async act settles every effect and promise the push started: a fetch it caused would be recorded.
    await act(async () => live.push('registered', { userId: 'u1' }));
    expect(api.callsTo('GET /api/notifications')).toHaveLength(1);
  });

  it('closes the connection on sign-out, reopens it for the next user, and closes it on unmount', async () => {
    stubLists([]);
    const { queryClient, unmount } = await renderBell();
    expect(live.isOpen()).toBe(true);
    act(() => queryClient.setQueryData(currentUserQueryKey, null));
    await waitFor(() => expect(live.closed).toBe(1));

    act(() => queryClient.setQueryData(currentUserQueryKey, makeUser({ id: 'u2' })));
    await waitFor(() => expect(live.registrations).toEqual([{ userId: 'u1' }, { userId: 'u2' }]));
    expect(live.isOpen()).toBe(true);
    unmount();
    expect(live.isOpen()).toBe(false);
    expect(live.listenerCount()).toBe(0);
  });

  it('the badge moves on the event itself, before the refetch answers', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(notificationsQueryKey, { notifications: [], requestedAt: Date.now() });
    // The refetch the event triggers never answers: the badge can only come from the store.
    const api = stubFetch({ 'GET /api/notifications': () => new Promise<never>(() => undefined) });
    await renderBell(queryClient);
    await waitFor(() => expect(live.registrations).toHaveLength(1));
    act(() => live.push('notification', { notification: MATCH }));
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
    expect(api.callsTo('GET /api/notifications')).toHaveLength(1);
  });

  it('a list requested before a live notification, answered while the bell was away, does not take the badge back', async () => {
    // The room has no header: the bell unmounts with a refetch in flight, and mounts again on the way home.
    let answerFirst: (list: Notification[]) => void = () => undefined;
    let calls = 0;
    stubFetch({
      'GET /api/notifications': () => {
        calls += 1;
        // The first read answers when the test says; the one the bell's return starts never does.
        return calls === 1
          ? new Promise((resolve) => (answerFirst = (list) => resolve({ body: list })))
          : new Promise<never>(() => undefined);
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryKey, makeUser({ id: 'u1' }));
    const screenWith = (bell: boolean) => (
      <SignedInStore store={store}>
        <p>screen</p>
        {bell && <NotificationBell />}
      </SignedInStore>
    );
    const store = createAppStore();
    const { rerender } = renderWithProviders(screenWith(true), { queryClient });
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(live.registrations).toHaveLength(1));
    rerender(screenWith(false));

    act(() => live.push('notification', { notification: MATCH }));
    // Read by the server before the match: it holds no notification.
    await act(async () => answerFirst([]));
    rerender(screenWith(true));
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
    await act(async () => undefined);
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
  });

  it('works from polling alone when the live channel cannot be created', async () => {
    createLive.mockImplementation(() => {
      throw new Error('WebSocket is not supported');
    });
    stubLists([MATCH]);
    await renderBell();
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
  });
});
