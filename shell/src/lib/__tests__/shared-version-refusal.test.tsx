import { screen } from '@testing-library/react';
import { ModuleFederation } from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { SHARED_VERSION_MESSAGE, describeSharedVersionRefusal } from '@forkcast/contracts/shared-versions';
import { renderWithProviders } from '@forkcast/test-utils';
import retryRuntimePlugin, { RETRIES, SCRIPT_RETRY_DELAY_MS } from '../retry-runtime-plugin';
import federationRuntimePlugin from '../federation-runtime-plugin';
import { sharedVersionRefusal } from '../shared-version-refusal';
import { renderRemoteFailure } from '../../app/remote-screen';

// Forkcast's runtime packages are federation singletons with `requiredVersion: ^<built with>` and
// `strictVersion: true` (build-preset/create-shared-config.js). This runs the real federation runtime core with
// the shell's runtime plugins: the page provides @forkcast/design-system 1.0.0 and has loaded it; a remote built
// against 2.x asks for it while its exposed module loads (what webpack's consumes do). The runtime refuses it,
// the shell logs which package and versions, and the route's fallback says so in plain words.

const PKG = '@forkcast/design-system';
const ROUTES = { routes: [] };
let seq = 0;

function shareConfig(requiredVersion: string) {
  return { singleton: true, requiredVersion, strictVersion: true };
}

/** An app's share of PKG as its build registers it: its version, downloaded on first use, required at ^version. */
function provided(version: string) {
  return { version, get: async () => () => ({ provided: version }), shareConfig: shareConfig(`^${version}`) };
}

/** A shell that provides (and has loaded) PKG at `hostVersion`, and a remote built with PKG at `remoteVersion`. */
async function pageWith(hostVersion: string, remoteVersion: string) {
  seq += 1;
  const remoteName = `mfe_swipe_v${seq}`;
  const host = new ModuleFederation({
    name: `shell_v${seq}`,
    remotes: [{ name: remoteName, entry: `/remotes/${remoteName}/remoteEntry.js` }],
    shared: { [PKG]: provided(hostVersion) },
    shareStrategy: 'loaded-first',
    plugins: [],
  });
  // The shell's own first paint uses the design system: the page's copy is loaded before any remote.
  const hostFactory = await host.loadShare(PKG);
  expect(hostFactory && hostFactory()).toEqual({ provided: hostVersion });

  // The remote's own runtime, as its remoteEntry.js sets it up: its shared config is what it was built with.
  const remote = new ModuleFederation({
    name: remoteName,
    remotes: [],
    shared: { [PKG]: provided(remoteVersion) },
    shareStrategy: 'loaded-first',
    plugins: [],
  });
  const container = {
    // The host hands its share scope to the remote (container.init), so both see the page's loaded copy.
    init: jest.fn(async (shareScope: Parameters<ModuleFederation['initShareScopeMap']>[1]) =>
      remote.initShareScopeMap('default', shareScope),
    ),
    // Loading `./routes` first resolves the shared modules it consumes.
    get: jest.fn(async () => {
      const factory = await remote.loadShare(PKG);
      if (!factory) throw new Error('no shared module');
      return () => ({ ...ROUTES, designSystem: factory() });
    }),
  };
  // The network: the remote's entry "downloads" as this container (as in retry-runtime-plugin.test.ts).
  const network: ModuleFederationRuntimePlugin = { name: 'test-network', loadEntry: jest.fn().mockResolvedValue(container) };
  host.registerPlugins([retryRuntimePlugin(), federationRuntimePlugin(), network]);
  return { load: () => host.loadRemote(`${remoteName}/routes`), remoteName, host: `shell_v${seq}` };
}

describe('a remote built against another major of a shared Forkcast package', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('is refused by the federation runtime, and the shell names the package and both versions', async () => {
    const page = await pageWith('1.0.0', '2.0.0');
    const loading = page.load();
    const settled = loading.then(
      (loaded) => {
        throw new Error(`the remote loaded against the wrong major: ${JSON.stringify(loaded)}`);
      },
      (error: unknown) => error,
    );
    // The retry plugin tries the module again (it cannot tell a refusal from a chunk that failed to download).
    await jest.advanceTimersByTimeAsync(SCRIPT_RETRY_DELAY_MS * (RETRIES + 2));
    const error = await settled;

    expect(String(error)).toMatch(/shared singleton module @forkcast\/design-system does not satisfy the requirement/);
    const refusal = sharedVersionRefusal(error);
    expect(refusal).toEqual({ pkg: PKG, provided: '1.0.0', providedBy: page.host, required: '^2.0.0', requiredBy: page.remoteName });
    expect(console.error).toHaveBeenCalledWith(
      `[forkcast] remote ${page.remoteName}/routes refused: ${page.remoteName} was built for ${PKG} ^2.0.0, but this page has ${PKG} 1.0.0 (from ${page.host})`,
      error,
    );
    expect(console.warn).not.toHaveBeenCalledWith(expect.stringMatching(/failed to load/), expect.anything());

    // What the route's error boundary renders with that error: the plain-words message, and Retry.
    renderWithProviders(renderRemoteFailure(() => undefined, error) as React.ReactElement);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SHARED_VERSION_MESSAGE);
    expect(screen.queryByText("This part of Forkcast couldn't load.")).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('loads against a newer minor of the same major', async () => {
    const page = await pageWith('1.3.0', '1.0.0');
    const loading = page.load();
    await jest.advanceTimersByTimeAsync(0);
    await expect(loading).resolves.toEqual({ ...ROUTES, designSystem: { provided: '1.3.0' } });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('keeps the usual message for any other failure', () => {
    expect(sharedVersionRefusal(new Error('ChunkLoadError: Loading chunk 12 failed'))).toBeNull();
    renderWithProviders(renderRemoteFailure(() => undefined, new Error('ChunkLoadError')) as React.ReactElement);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("This part of Forkcast couldn't load.");
  });

  it('describes a refusal on one line', () => {
    expect(
      describeSharedVersionRefusal({
        pkg: '@forkcast/api-client',
        provided: '2.1.0',
        providedBy: 'shell',
        required: '^1.0.0',
        requiredBy: 'mfe_admin',
      }),
    ).toBe('mfe_admin was built for @forkcast/api-client ^1.0.0, but this page has @forkcast/api-client 2.1.0 (from shell)');
  });
});
