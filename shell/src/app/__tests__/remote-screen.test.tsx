import { screen } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { renderWithProviders } from '@forkcast/test-utils';
import type { RemoteName } from '@forkcast/contracts';
import { RemoteScreen } from '../remote-screen';
import { loadedRemoteRoutes, loadRemoteRoutes, reRegisterRemote } from '../../lib/remotes';

jest.mock('../../lib/remotes', () => ({ loadRemoteRoutes: jest.fn(), loadedRemoteRoutes: jest.fn(), reRegisterRemote: jest.fn() }));
const load = jest.mocked(loadRemoteRoutes);
const loaded = jest.mocked(loadedRemoteRoutes);

function Favorites() {
  return (
    <main>
      <h1>Your Favorites</h1>
    </main>
  );
}

function Unknown() {
  return <p>unknown path</p>;
}

/** The shell's route for one prefix, as remote-routes.tsx builds it, at `route`. */
function renderPrefix(remote: RemoteName, prefix: string, route = prefix) {
  return renderWithProviders(
    <Routes>
      <Route path={`${prefix}/*`} element={<RemoteScreen remote={remote} prefix={prefix} unknown={<Unknown />} />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  load.mockReset();
  loaded.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteScreen', () => {
  it('shows a spinner while loading, then the remote screen for the path', async () => {
    load.mockResolvedValue({ routes: [{ path: '/favorites', Component: Favorites }] });
    renderPrefix('mfe_spotlight', '/favorites');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Your Favorites' })).toBeInTheDocument();
  });

  it('renders a remote loaded before the first render at once, with no spinner in between (a prerendered page)', () => {
    loaded.mockReturnValue({ routes: [{ path: '/favorites', Component: Favorites }] });
    renderPrefix('mfe_spotlight', '/favorites');
    expect(screen.getByRole('heading', { name: 'Your Favorites' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("lets the remote's own route table decide nested paths under its prefix", async () => {
    function Report() {
      return <h1>Monthly report</h1>;
    }
    load.mockResolvedValue({
      routes: [
        { path: '/admin', Component: Favorites },
        { path: '/admin/reports/:month', Component: Report },
        { path: '/favorites', Component: Favorites },
      ],
    });
    renderPrefix('mfe_admin', '/admin', '/admin/reports/2025-01');
    expect(await screen.findByRole('heading', { name: 'Monthly report' })).toBeInTheDocument();
  });

  it("shows the set's unknown-path element for a path the remote has no route for, unless the remote has its own", async () => {
    load.mockResolvedValue({ routes: [{ path: '/admin', Component: Favorites }] });
    const view = renderPrefix('mfe_admin', '/admin', '/admin/missing');
    expect(await screen.findByText('unknown path')).toBeInTheDocument();
    view.unmount();

    function NotFound() {
      return <h1>No such admin page</h1>;
    }
    load.mockResolvedValue({
      routes: [
        { path: '/admin', Component: Favorites },
        { path: '/admin/*', Component: NotFound },
      ],
    });
    renderPrefix('mfe_admin', '/admin', '/admin/missing');
    expect(await screen.findByRole('heading', { name: 'No such admin page' })).toBeInTheDocument();
    expect(screen.queryByText('unknown path')).not.toBeInTheDocument();
  });

  it('contains a failed remote in a card with Retry, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('remote down'));
    load.mockResolvedValueOnce({ routes: [{ path: '/favorites', Component: Favorites }] });
    const { user } = renderPrefix('mfe_spotlight', '/favorites');
    expect(await screen.findByText("This part of Forkcast couldn't load.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your Favorites' })).toBeInTheDocument();
    expect(reRegisterRemote).toHaveBeenCalledWith('mfe_spotlight');
  });

  it('contains a remote screen that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('render bug');
    }
    load.mockResolvedValue({ routes: [{ path: '/favorites', Component: Broken }] });
    renderPrefix('mfe_spotlight', '/favorites');
    expect(await screen.findByText("This part of Forkcast couldn't load.")).toBeInTheDocument();
  });

  it("does not carry one screen's failure over to the next path of the same remote", async () => {
    function Broken(): never {
      throw new Error('render bug');
    }
    function GoToList() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/favorites')}>All favorites</button>;
    }
    load.mockResolvedValue({
      routes: [
        { path: '/favorites', Component: Favorites },
        { path: '/favorites/:id', Component: Broken },
      ],
    });
    const { user } = renderWithProviders(
      <>
        <GoToList />
        <Routes>
          <Route path="/favorites/*" element={<RemoteScreen remote="mfe_spotlight" prefix="/favorites" unknown={<Unknown />} />} />
        </Routes>
      </>,
      { route: '/favorites/r1' },
    );
    expect(await screen.findByText("This part of Forkcast couldn't load.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All favorites' }));
    expect(await screen.findByRole('heading', { name: 'Your Favorites' })).toBeInTheDocument();
  });

  it("does not carry one remote's failure over to the next screen the route shows", async () => {
    function Settings() {
      return <h1>Settings</h1>;
    }
    load.mockImplementation(async (remote) => {
      if (remote === 'mfe_spotlight') throw new Error('remote down');
      return { routes: [{ path: '/settings', Component: Settings }] };
    });
    function Shell() {
      const navigate = useNavigate();
      return (
        <>
          <button onClick={() => navigate('/settings')}>Settings tab</button>
          <Routes>
            {/* The router reuses the same element type when the path changes from one remote's route to another's. */}
            <Route path="/randomizer/*" element={<RemoteScreen remote="mfe_spotlight" prefix="/randomizer" unknown={<Unknown />} />} />
            <Route path="/settings/*" element={<RemoteScreen remote="mfe_account" prefix="/settings" unknown={<Unknown />} />} />
          </Routes>
        </>
      );
    }
    const { user } = renderWithProviders(<Shell />, { route: '/randomizer' });
    expect(await screen.findByText("This part of Forkcast couldn't load.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Settings tab' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });
});
