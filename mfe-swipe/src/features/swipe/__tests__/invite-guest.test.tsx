// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { findToast, renderWithProviders } from '@forkcast/test-utils';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { createAppStore, liveEventActions, StoreProvider } from '@forkcast/live-store';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@forkcast/api-client';
import { InviteGuestButton } from '../components/invite-guest-button';
import { useRoomMembers } from '../hooks/use-room-members';
import { makeSession, mockApi, reply } from '../../../testing/mock-api';

/* docs/product.md › Guests: the room's 'Invite a guest' and the members a guest's joining adds. */

const SESSION_ID = 'session-1';
const LINK = { url: 'http://localhost/join/' + 'a'.repeat(43), token: 'a'.repeat(43), expiresAt: '2099-01-01T00:00:00.000Z' };
const GUEST = { userId: '44444444-4444-4444-8444-444444444444', firstName: 'Gus' };

describe('Invite a guest', () => {
  it('shows the link and the guests, and lets the host remove one', async () => {
    let guests = [GUEST];
    const fetchMock = mockApi({
      [`POST /api/sessions/${SESSION_ID}/guest-link`]: reply(201, LINK),
      [`GET /api/sessions/${SESSION_ID}/guests`]: () => reply(200, { guests, canRemove: true }),
      [`DELETE /api/sessions/${SESSION_ID}/guests/${GUEST.userId}`]: () => ((guests = []), reply(200, { success: true })),
    });
    const { user } = renderWithProviders(<InviteGuestButton sessionId={SESSION_ID} />);
    await user.click(screen.getByRole('button', { name: 'Invite a guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a guest' });
    expect(within(dialog).getByRole('textbox', { name: 'Guest link' })).toHaveValue(LINK.url);
    expect(await within(dialog).findByText('Gus')).toBeInTheDocument();
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Gus' }));
    expect(await within(dialog).findByText('No guests yet.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith(GUEST.userId) && init?.method === 'DELETE')).toBe(true);
  });

  it('offers the upgrade to a free host’s session instead of a link', async () => {
    mockApi({
      [`POST /api/sessions/${SESSION_ID}/guest-link`]: reply(403, {
        message: 'Guest links come with Premium.',
        upgradeRequired: true,
        tier: 'free',
      }),
    });
    const { user } = renderWithProviders(<InviteGuestButton sessionId={SESSION_ID} />);
    await user.click(screen.getByRole('button', { name: 'Invite a guest' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Guest links come with Premium');
    expect(within(toast).getByRole('button', { name: 'Get Premium', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

it('reads the members again when a guest joins the room (a pair becomes a group)', async () => {
  const members = [
    { userId: 'u1', name: 'Hana', swiped: 0, total: 2 },
    { userId: 'u2', name: 'Pia', swiped: 0, total: 2 },
    { userId: GUEST.userId, name: 'Gus', swiped: 0, total: 2 },
  ];
  mockApi({ [`GET /api/sessions/${SESSION_ID}`]: reply(200, makeSession({ id: SESSION_ID, partnershipId: 'p1', members })) });
  const store = createAppStore();
  const queryClient = createQueryClient();
  const { result } = renderHook(() => useRoomMembers(makeSession({ id: SESSION_ID, partnershipId: 'p1' })), {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <StoreProvider store={store}>{children}</StoreProvider>
      </QueryClientProvider>
    ),
  });
  expect(result.current).toBeUndefined();
  act(() => {
    store.dispatch(liveEventActions.session_members({ sessionId: 'another' }));
    store.dispatch(liveEventActions.session_members({ sessionId: SESSION_ID }));
  });
  await waitFor(() => expect(result.current?.map((member) => member.name)).toEqual(['Hana', 'Pia', 'Gus']));
  store.dispose();
});
