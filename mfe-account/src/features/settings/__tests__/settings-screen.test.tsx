// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SettingsRoute } from '../../../app/routes/settings';
import { AUTH_LOADING_TIMEOUT_MS } from '../hooks/use-require-auth';
import { makeUser, mockApi, pending, reply } from '../../../testing/mock-api';

const AUTH = 'GET /api/auth/user';
const LOGOUT = 'POST /api/auth/logout';

function renderSettings() {
  return renderWithProviders(
    <Routes>
      <Route path="/settings" element={<SettingsRoute />} />
      <Route path="/auth" element={<h1>Sign-in page</h1>} />
    </Routes>,
    { route: '/settings' },
  );
}

afterEach(() => jest.useRealTimers());

describe('/settings', () => {
  it('sends a signed-out visitor to /auth', async () => {
    mockApi({ [AUTH]: reply(401) });
    renderSettings();

    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
  });

  it('gives up on an auth check still loading after 3 s and goes to /auth', () => {
    jest.useFakeTimers();
    mockApi({ [AUTH]: pending() });
    renderSettings();

    act(() => jest.advanceTimersByTime(AUTH_LOADING_TIMEOUT_MS - 1));
    expect(screen.queryByRole('heading', { name: 'Sign-in page' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
  });

  it('signs out, says so and goes to /auth', async () => {
    let signedIn = true;
    const fetchMock = mockApi({
      [AUTH]: () => (signedIn ? reply(200, makeUser()) : reply(401)),
      [LOGOUT]: () => {
        signedIn = false;
        return reply(200, { success: true });
      },
    });
    const { user } = renderSettings();

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(JSON.parse(String(logoutCall?.[1]?.body))).toEqual({});
    // The current user was refetched after signing out.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/user')).toHaveLength(2);
  });

  it('shows an error toast when signing out fails and stays on settings', async () => {
    mockApi({ [AUTH]: reply(200, makeUser()), [LOGOUT]: reply(500, 'boom') });
    const { user } = renderSettings();

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('Failed to sign out. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled());
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });
});
