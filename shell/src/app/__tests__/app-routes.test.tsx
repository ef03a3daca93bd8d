import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@forkcast/test-utils';
import type { MfeManifest, RemoteName, RoutePrefix } from '@forkcast/contracts';
import type { RemoteRoutesModule } from '@forkcast/api-client/remotes';
import { AppRoutes } from '../app-routes';
import { loadRemoteRoutes, registerRemotesFromManifest, remoteManifest } from '../../lib/remotes';
import { LocationProbe } from '../../testing/location-probe';
import { stubFetch } from '../../testing/fetch-stub';
import { makeUser } from '../../testing/fixtures';
import { preloadRouteChunks } from '../../testing/preload-route-chunks';
// The remotes' own declarations: the paths, layouts and visitors each remote claims, as the gateway lists them.
import swipePrefixes from '../../../../mfe-swipe/src/route-prefixes.json';
import spotlightPrefixes from '../../../../mfe-spotlight/src/route-prefixes.json';
import accountPrefixes from '../../../../mfe-account/src/route-prefixes.json';
import adminPrefixes from '../../../../mfe-admin/src/route-prefixes.json';

// The bell's live channel without a server (its own tests drive the fake).
jest.mock('../../lib/create-live-connection', () => ({
  createLiveConnection: () => new (jest.requireActual('@forkcast/test-utils').FakeLiveConnection)(),
}));

// Remotes are fetched at run time in the browser; here the manifest is a fixture and each remote's route
// table renders a stand-in screen per path.
jest.mock('../../lib/remotes', () => ({
  loadRemoteRoutes: jest.fn(),
  loadedRemoteRoutes: jest.fn(),
  reRegisterRemote: jest.fn(),
  remoteManifest: jest.fn(),
  registerRemotesFromManifest: jest.fn(),
}));

const declared: Record<RemoteName, RoutePrefix[]> = {
  mfe_swipe: swipePrefixes as RoutePrefix[],
  mfe_spotlight: spotlightPrefixes as RoutePrefix[],
  mfe_account: accountPrefixes as RoutePrefix[],
  mfe_admin: adminPrefixes as RoutePrefix[],
};

function manifestOf(prefixes: Record<RemoteName, RoutePrefix[]>): MfeManifest {
  const remotes = {} as MfeManifest['remotes'];
  for (const [name, list] of Object.entries(prefixes))
    remotes[name as RemoteName] = { entry: `/remotes/${name}/remoteEntry.js`, prefixes: list };
  return { remotes };
}

const standIn = (remote: string, path: string) =>
  function StandIn() {
    return (
      <main>
        <h1>{`remote ${remote} ${path}`}</h1>
      </main>
    );
  };

/** Serves `manifest`, and each remote's route table: a stand-in for every declared path plus `extraRoutes`. */
function serveRemotes(manifest: MfeManifest | Error = manifestOf(declared), extraRoutes: Partial<Record<RemoteName, string[]>> = {}) {
  const request = manifest instanceof Error ? Promise.reject(manifest) : Promise.resolve(manifest);
  request.catch(() => {});
  jest.mocked(remoteManifest).mockReturnValue(request);
  jest.mocked(loadRemoteRoutes).mockImplementation(async (remote): Promise<RemoteRoutesModule> => {
    const paths = [...declared[remote].map((prefix) => prefix.path), ...(extraRoutes[remote] ?? [])];
    return { routes: paths.map((path) => ({ path, Component: standIn(remote, path) })) };
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  serveRemotes();
});

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
      expect(await screen.findByRole('heading', { level: 1, name: 'Where Food Decisions Meet Swiping and AI' })).toBeInTheDocument();
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
      const remote = path === '/admin' ? 'mfe_admin' : 'mfe_account';
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
      const view = renderAt('/session/s1/results');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
      view.unmount();
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

  describe('built from the manifest at run time', () => {
    it('renders a path under a remote prefix from that remote, with the layout the manifest gives', async () => {
      serveRemotes(
        manifestOf({ ...declared, mfe_admin: [...declared.mfe_admin, { path: '/whats-new', layout: 'tabs', visitors: 'signed-in' }] }),
        { mfe_admin: ['/whats-new', '/admin/reports/:month'] },
      );
      signedIn();
      const view = renderAt('/whats-new');
      expect(await screen.findByRole('heading', { name: 'remote mfe_admin /whats-new' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      view.unmount();
      renderAt('/admin/reports/2025-01');
      expect(await screen.findByRole('heading', { name: 'remote mfe_admin /admin/reports/:month' })).toBeInTheDocument();
    });

    it('sends a path the remote has no route for, and a prefix no longer listed, where any unknown path goes', async () => {
      signedIn();
      const view = renderAt('/admin/nothing-here');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
      expect(await screen.findByRole('heading', { name: 'Hi, Alex' })).toBeInTheDocument();
      view.unmount();
      serveRemotes(manifestOf({ ...declared, mfe_spotlight: declared.mfe_spotlight.filter((p) => p.path !== '/randomizer') }));
      renderAt('/randomizer');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
      expect(loadRemoteRoutes).not.toHaveBeenCalledWith('mfe_spotlight');
    });

    it('keeps an unknown path waiting while the manifest loads, then redirects it', async () => {
      let respond: (manifest: MfeManifest) => void = () => {};
      jest.mocked(remoteManifest).mockReturnValue(new Promise((resolve) => (respond = resolve)));
      signedOut();
      renderAt('/subscribe');
      expect(await screen.findByText('Loading...')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/subscribe');
      respond(manifestOf(declared));
      expect(await screen.findByRole('heading', { name: 'remote mfe_account /subscribe' })).toBeInTheDocument();
    });

    it('offers Retry when the manifest is unreachable, and Retry reads it again', async () => {
      serveRemotes(new Error('503: Service Unavailable'));
      // Asking again makes the new request the page's manifest, as lib/remotes.ts does.
      jest.mocked(registerRemotesFromManifest).mockImplementation(() => {
        const again = Promise.resolve(manifestOf(declared));
        jest.mocked(remoteManifest).mockReturnValue(again);
        return again;
      });
      signedIn();
      const { user } = renderAt('/settings');
      expect(await screen.findByText("This part of Forkcast couldn't load.")).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/settings');
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'remote mfe_account /settings' })).toBeInTheDocument();
      expect(registerRemotesFromManifest).toHaveBeenCalledTimes(1);
    });
  });
});
