import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@forkcast/shared-ui/testing';
import { remotePaths } from '@forkcast/shared-ui';
import type { RemoteName, RemoteRoutesModule } from '@forkcast/shared-ui/contracts';
import { AppRoutes } from '../app-routes';
import { LocationProbe } from '../../testing/location-probe';
import { stubFetch } from '../../testing/fetch-stub';
import { makeUser } from '../../testing/fixtures';
import { preloadRouteChunks } from '../../testing/preload-route-chunks';

// The bell's live channel without a server (its own tests drive the fake).
jest.mock('../../lib/create-live-connection', () => ({
  createLiveConnection: () => new (jest.requireActual('@forkcast/shared-ui/testing').FakeLiveConnection)(),
}));

// Remotes are fetched at run time in the browser; here each path renders a stand-in screen.
jest.mock('../../lib/remotes', () => ({
  loadRemoteRoutes: jest.fn(async (remote: RemoteName): Promise<RemoteRoutesModule> => {
    const { remotePaths: table } = jest.requireActual<typeof import('@forkcast/shared-ui')>('@forkcast/shared-ui');
    return {
      routes: table[remote].map((path) => ({
        path,
        Component: () => (
          <main>
            <h1>{`remote ${remote} ${path}`}</h1>
          </main>
        ),
      })),
    };
  }),
  reRegisterRemote: jest.fn(),
}));

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route },
  );
}

const signedOut = () => stubFetch({ 'GET /api/auth/user': { status: 401, body: 'Unauthorized' } });
const signedIn = (user = makeUser()) => stubFetch({ 'GET /api/auth/user': { body: user } });

describe('route table by state', () => {
  beforeAll(preloadRouteChunks);

  it('shows the Loading... spinner while the user is being fetched', () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
    renderAt('/');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  describe('signed out', () => {
    it('shows the landing page at /', async () => {
      signedOut();
      renderAt('/');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Where Food Decisions Meet Swiping and AI' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    });

    it('shows sign-in at /auth', async () => {
      signedOut();
      renderAt('/auth');
      expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    });

    it.each(['/swipe', '/settings', '/favorites', '/somewhere'])('redirects %s to /auth', async (path) => {
      signedOut();
      renderAt(path);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
      expect(await screen.findByRole('button', { name: 'Continue with Email' })).toBeInTheDocument();
    });

    it.each(['/admin', '/subscribe'])('lets any visitor reach %s', async (path) => {
      signedOut();
      renderAt(path);
      const remote = Object.entries(remotePaths).find(([, list]) => list.includes(path))![0];
      expect(await screen.findByRole('heading', { name: `remote ${remote} ${path}` })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(path);
    });
  });

  describe('signed in without preferences', () => {
    it('shows onboarding at / without changing the address', async () => {
      signedIn(makeUser({ preferences: null }));
      renderAt('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Where are you eating?' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    });

    it.each(['/settings', '/swipe', '/auth'])('redirects %s to /', async (path) => {
      signedIn(makeUser({ preferences: null }));
      renderAt(path);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
      expect(await screen.findByLabelText('ZIP code')).toBeInTheDocument();
    });

    it('still reaches /subscribe', async () => {
      signedIn(makeUser({ preferences: null }));
      renderAt('/subscribe');
      expect(await screen.findByRole('heading', { name: 'remote mfe_account /subscribe' })).toBeInTheDocument();
    });
  });

  describe('signed in with preferences', () => {
    it('shows home inside the layout at /', async () => {
      signedIn();
      renderAt('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Alex' })).toBeInTheDocument();
      expect(screen.getByRole('banner')).toHaveTextContent('Forkcast');
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    });

    it.each([
      ['/settings', 'mfe_account'],
      ['/randomizer', 'mfe_spotlight'],
      ['/spotlight', 'mfe_spotlight'],
      ['/favorites', 'mfe_spotlight'],
    ])('renders %s from its remote inside the layout', async (path, remote) => {
      signedIn();
      renderAt(path);
      expect(await screen.findByRole('heading', { name: `remote ${remote} ${path}` })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    });

    it.each(['/swipe', '/match', '/no-match', '/solo-complete'])('renders %s full-screen', async (path) => {
      signedIn();
      renderAt(path);
      expect(await screen.findByRole('heading', { name: `remote mfe_swipe ${path}` })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    });

    it('sends /auth home', async () => {
      signedIn();
      renderAt('/auth');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
      expect(await screen.findByRole('heading', { name: 'Hi, Alex' })).toBeInTheDocument();
    });

    it('serves /session/:id/results full-screen and forwards to the session result', async () => {
      const sessionId = '7a0d3c1e-2b4f-4c5d-8e6f-1a2b3c4d5e6f';
      stubFetch({
        'GET /api/auth/user': { body: makeUser() },
        [`GET /api/sessions/${sessionId}`]: {
          body: {
            id: sessionId,
            partnershipId: 'p1',
            status: 'completed',
            createdAt: '2025-01-05T10:00:00.000Z',
            completedAt: '2025-01-05T10:20:00.000Z',
            matchedRestaurantId: 'r1',
            likedCount: 1,
            restaurants: [],
          },
        },
      });
      renderAt(`/session/${sessionId}/results`);
      expect(await screen.findByRole('heading', { name: 'remote mfe_swipe /match' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(`/match?sessionId=${sessionId}&restaurantId=r1`);
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    });

    it('redirects /session/:id/results to /auth when signed out and to / without preferences', async () => {
      signedOut();
      const first = renderAt('/session/s1/results');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
      first.unmount();
      signedIn(makeUser({ preferences: null }));
      renderAt('/session/s1/results');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    });

    it('renders /admin full-screen', async () => {
      signedIn();
      renderAt('/admin');
      expect(await screen.findByRole('heading', { name: 'remote mfe_admin /admin' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    });
  });
});
