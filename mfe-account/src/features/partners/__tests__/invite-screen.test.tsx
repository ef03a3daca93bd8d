// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/test-utils';
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient, currentUserQueryKey, partnershipsQueryKey } from '@forkcast/api-client';
import type { Preferences, User } from '@forkcast/contracts';
import { InviteScreen } from '../components/invite-screen';
import { makeUser, mockApi, reply } from '../../../testing/mock-api';

const TOKEN = 'Ab3_x-Z9qLmN0pQrStUvWxYz12345678901234567Kk';
const PREVIEW = `GET /api/partnerships/invite/${TOKEN}`;
const ACCEPT = 'POST /api/partnerships/accept';
const PREFERENCES: Preferences = {
  location: { zipCode: '19103', latitude: 39.95, longitude: -75.17, radiusMiles: 5 },
  priceRange: ['$', '$$'],
  dietaryRestrictions: [],
  cuisinePreferences: [],
  minRating: 3,
  allowRepeatRestaurants: false,
};
const ONBOARDED = makeUser({ id: '7f0c1a52-4b8e-4d7a-9a8e-2c1d3b4e5f60', preferences: PREFERENCES });

const partnership = {
  id: '3c2b1a00-0000-4000-8000-000000000001',
  user1Id: '11111111-2222-4333-8444-555555555555',
  user2Id: ONBOARDED.id,
  user1FirstName: 'Sam',
  user1LastName: 'Rivera',
  user1Email: 'sam@example.com',
  user2FirstName: 'Ada',
  user2LastName: 'Lovelace',
  user2Email: 'ada@example.com',
  sessionsTogether: 0,
};

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function renderInvite(user: User | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  if (user) queryClient.setQueryData(partnershipsQueryKey(user.id), []);
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/invite/:token" element={<InviteScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    { route: `/invite/${TOKEN}`, queryClient },
  );
  return { ...view, queryClient };
}

async function expectNoSeriousAxeViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

beforeEach(() => sessionStorage.clear());

describe('/invite/:token signed out', () => {
  it('offers sign-in that comes back here, and remembers the link in this tab', async () => {
    const fetchMock = mockApi({});
    const { user } = renderInvite(null);
    expect(screen.getByRole('heading', { name: "You're invited to Forkcast" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/auth?returnTo=${encodeURIComponent(`/invite/${TOKEN}`)}`);
    expect(sessionStorage.getItem('forkcast.pendingInvite')).toBe(TOKEN);
    // Nothing is asked of the server for a visitor (the preview is for signed-in users).
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/invite/:token signed in', () => {
  it('sends a user without preferences to onboarding, with the way back', () => {
    mockApi({});
    renderInvite(makeUser({ preferences: null }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/?returnTo=${encodeURIComponent(`/invite/${TOKEN}`)}`);
  });

  it("shows the inviter's name; Accept Invite links them, refreshes partners and goes home", async () => {
    const fetchMock = mockApi({
      [PREVIEW]: reply(200, { inviterName: 'Sam Rivera', ownInvite: false }),
      [ACCEPT]: reply(200, partnership),
      'GET /api/auth/user': reply(200, ONBOARDED),
    });
    const { user, queryClient } = renderInvite(ONBOARDED);
    expect(await screen.findByRole('heading', { name: 'Sam Rivera invited you' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Accept Invite' }));
    expect(await screen.findByText('Partner added!')).toBeInTheDocument();
    expect(screen.getByText("Success! You're now connected with your partner")).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url, i]) => `${i?.method} ${String(url)}` === ACCEPT)!;
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({ inviteCode: TOKEN, userId: ONBOARDED.id });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(queryClient.getQueryState(partnershipsQueryKey(ONBOARDED.id))?.isInvalidated).toBe(true);
  });

  it('Not now goes home without accepting', async () => {
    const fetchMock = mockApi({ [PREVIEW]: reply(200, { inviterName: 'Sam Rivera', ownInvite: false }) });
    const { user } = renderInvite(ONBOARDED);
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('accepts at once when this tab opened the link signed out and signed in for it', async () => {
    sessionStorage.setItem('forkcast.pendingInvite', TOKEN);
    const fetchMock = mockApi({
      [PREVIEW]: reply(200, { inviterName: 'Sam Rivera', ownInvite: false }),
      [ACCEPT]: reply(200, partnership),
    });
    renderInvite(ONBOARDED);
    expect(await screen.findByText('Partner added!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url, init]) => `${init?.method} ${String(url)}` === ACCEPT)).toHaveLength(1);
    expect(sessionStorage.getItem('forkcast.pendingInvite')).toBeNull();
  });

  it('still accepts at once when the screen mounted and went away before the preview arrived', async () => {
    sessionStorage.setItem('forkcast.pendingInvite', TOKEN);
    // The route tables change as onboarding ends: the first mount is gone before its preview answers.
    const preview = reply(200, { inviterName: 'Sam Rivera', ownInvite: false });
    let answerFirst: (() => void) | undefined;
    const fetchMock = mockApi({
      [PREVIEW]: () => (answerFirst ? preview : new Promise<typeof preview>((resolve) => (answerFirst = () => resolve(preview)))),
      [ACCEPT]: reply(200, partnership),
    });
    const view = renderInvite(ONBOARDED);
    await waitFor(() => expect(answerFirst).toBeDefined());
    view.unmount();
    answerFirst!();
    renderInvite(ONBOARDED);
    expect(await screen.findByText('Partner added!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url, init]) => `${init?.method} ${String(url)}` === ACCEPT)).toHaveLength(1);
    expect(sessionStorage.getItem('forkcast.pendingInvite')).toBeNull();
  });

  it('never accepts by itself for another remembered link', async () => {
    sessionStorage.setItem('forkcast.pendingInvite', 'another-token');
    const fetchMock = mockApi({
      [PREVIEW]: reply(200, { inviterName: 'Sam Rivera', ownInvite: false }),
      [ACCEPT]: reply(200, partnership),
    });
    const { user } = renderInvite(ONBOARDED);
    await screen.findByRole('button', { name: 'Accept Invite' });
    // The preview's effect has run (findBy flushes it): accepting by itself would have forgotten the link first.
    expect(sessionStorage.getItem('forkcast.pendingInvite')).toBe('another-token');
    // The tap's accept is the only one: its answer arriving proves anything sent before it went out.
    await user.click(screen.getByRole('button', { name: 'Accept Invite' }));
    expect(await screen.findByText('Partner added!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('says when a link no longer works (404: used, replaced or expired)', async () => {
    mockApi({ [PREVIEW]: reply(404, { message: 'Invite not found' }) });
    const { user } = renderInvite(ONBOARDED);
    expect(await screen.findByRole('heading', { name: 'This invite link no longer works' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('tells the inviter the link is their own', async () => {
    mockApi({ [PREVIEW]: reply(200, { inviterName: 'Ada Lovelace', ownInvite: true }) });
    renderInvite(ONBOARDED);
    expect(await screen.findByRole('heading', { name: 'This is your own invite link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Invite' })).not.toBeInTheDocument();
  });

  it("partner limit on accept: the spec's toast with Get Premium", async () => {
    mockApi({
      [PREVIEW]: reply(200, { inviterName: 'Sam Rivera', ownInvite: false }),
      [ACCEPT]: reply(403, {
        message: 'Free users can have 1 partner. Upgrade to Premium for unlimited!',
        upgradeRequired: true,
        tier: 'free',
      }),
    });
    const { user } = renderInvite(ONBOARDED);
    await user.click(await screen.findByRole('button', { name: 'Accept Invite' }));
    expect(await screen.findByText('Partner Limit Reached')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Premium' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subscribe'));
  });

  it("another failure: 'Failed to accept invite' with the server's reason", async () => {
    mockApi({
      [PREVIEW]: reply(200, { inviterName: 'Sam Rivera', ownInvite: false }),
      [ACCEPT]: reply(409, { message: 'You are already partners' }),
    });
    const { user } = renderInvite(ONBOARDED);
    await user.click(await screen.findByRole('button', { name: 'Accept Invite' }));
    expect(await screen.findByText('Failed to accept invite')).toBeInTheDocument();
    expect(screen.getByText('You are already partners')).toBeInTheDocument();
  });
});
