import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteRoutes, registerRemotesFromManifest, remoteManifest } from '../remotes';

// The routes module's factory: loadRemoteRoutes asks for it (loadFactory: false) and calls it itself.
const evaluateRoutes = jest.fn(() => ({ routes: [] }));
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => evaluateRoutes),
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
    expect(loadRemote).toHaveBeenCalledWith('mfe_swipe/routes', { loadFactory: false, from: 'runtime' });
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
    expect(loadRemote).toHaveBeenCalledWith('mfe_swipe/routes', { loadFactory: false, from: 'runtime' });
  });
});

describe('loading a remote screen', () => {
  beforeEach(() => jest.clearAllMocks());

  it('evaluates the routes module a task after the entry and its chunks are in, not in the same task', async () => {
    const respond = manifestResponse();
    const registered = registerRemotesFromManifest();
    respond(true);
    await registered;
    const routes = loadRemoteRoutes('mfe_swipe');
    // Every promise continuation of this task: the factory is there, not yet called.
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(evaluateRoutes).not.toHaveBeenCalled();
    await expect(routes).resolves.toEqual({ routes: [] });
    expect(evaluateRoutes).toHaveBeenCalledTimes(1);
  });

  it('rejects when the remote gives no module, so the screen shows its fallback', async () => {
    const respond = manifestResponse();
    const registered = registerRemotesFromManifest();
    respond(true);
    await registered;
    (loadRemote as jest.Mock).mockResolvedValueOnce(null);
    await expect(loadRemoteRoutes('mfe_admin')).rejects.toThrow('Remote mfe_admin did not load');
  });
});
