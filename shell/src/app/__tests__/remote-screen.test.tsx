import { screen } from '@testing-library/react';
import { renderWithProviders } from '@forkcast/shared-ui/testing';
import { RemoteScreen } from '../remote-screen';
import { loadRemoteRoutes, reRegisterRemote } from '../../lib/remotes';

jest.mock('../../lib/remotes', () => ({ loadRemoteRoutes: jest.fn(), reRegisterRemote: jest.fn() }));
const load = jest.mocked(loadRemoteRoutes);

function Favorites() {
  return (
    <main>
      <h1>Your Favorites</h1>
    </main>
  );
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteScreen', () => {
  it('shows a spinner while loading, then the remote screen for the path', async () => {
    load.mockResolvedValue({ routes: [{ path: '/favorites', Component: Favorites }] });
    renderWithProviders(<RemoteScreen remote="mfe_spotlight" path="/favorites" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Your Favorites' })).toBeInTheDocument();
  });

  it('contains a failed remote in a card with Retry, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('remote down'));
    load.mockResolvedValueOnce({ routes: [{ path: '/favorites', Component: Favorites }] });
    const { user } = renderWithProviders(<RemoteScreen remote="mfe_spotlight" path="/favorites" />);
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
    renderWithProviders(<RemoteScreen remote="mfe_spotlight" path="/favorites" />);
    expect(await screen.findByText("This part of Forkcast couldn't load.")).toBeInTheDocument();
  });

  it("does not carry one remote's failure over to the next screen the route shows", async () => {
    function Settings() {
      return <h1>Settings</h1>;
    }
    load.mockImplementation(async (remote) => {
      if (remote === 'mfe_spotlight') throw new Error('remote down');
      return { routes: [{ path: '/settings', Component: Settings }] };
    });
    const { rerender } = renderWithProviders(<RemoteScreen remote="mfe_spotlight" path="/randomizer" />);
    expect(await screen.findByText("This part of Forkcast couldn't load.")).toBeInTheDocument();
    // The router reuses the same element type when the path changes.
    rerender(<RemoteScreen remote="mfe_account" path="/settings" />);
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });
});
