import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteRoutes, registerRemotesFromManifest, remoteManifest } from '../remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({ routes: [] })),
}));

const MANIFEST = { remotes: { mfe_swipe: { entry: '/remotes/mfe-swipe/remoteEntry.js' } } };

function manifestResponse() {
  let respond: (res: Response) => void = () => {};
  global.fetch = jest.fn(() => new Promise<Response>((resolve) => (respond = resolve))) as unknown as typeof fetch;
  return (ok: boolean) =>
    respond({ ok, status: ok ? 200 : 503, statusText: ok ? 'OK' : 'Unavailable', json: async () => MANIFEST } as Response);
}

// The first screen renders while the manifest is fetched: a remote is loaded only once it is registered.
describe('remote registration', () => {
  beforeEach(() => jest.clearAllMocks());

  it('loads a remote only after the manifest has registered it', async () => {
    const respond = manifestResponse();
    const registered = registerRemotesFromManifest();
    // The router reads the prefixes from the same request, never a second fetch.
    expect(remoteManifest()).toBe(registered);
    const routes = loadRemoteRoutes('mfe_swipe');
    await Promise.resolve();
    expect(loadRemote).not.toHaveBeenCalled();

    respond(true);
    await registered;
    await routes;
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_swipe', entry: '/remotes/mfe-swipe/remoteEntry.js' }], { force: true });
    expect(loadRemote).toHaveBeenCalledWith('mfe_swipe/routes');
    expect((registerRemotes as jest.Mock).mock.invocationCallOrder[0]).toBeLessThan((loadRemote as jest.Mock).mock.invocationCallOrder[0]!);
  });

  it('still tries the remote when the manifest is unreachable (the route then shows its fallback)', async () => {
    const respond = manifestResponse();
    const registered = registerRemotesFromManifest();
    const routes = loadRemoteRoutes('mfe_swipe');
    respond(false);
    await expect(registered).rejects.toThrow('503');
    await routes;
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).toHaveBeenCalledWith('mfe_swipe/routes');
  });
});
