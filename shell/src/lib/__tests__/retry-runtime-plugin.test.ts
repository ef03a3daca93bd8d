import { ModuleFederation } from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import retryRuntimePlugin, { RETRIES, SCRIPT_RETRY_DELAY_MS } from '../retry-runtime-plugin';
import federationRuntimePlugin from '../federation-runtime-plugin';

// The official retry plugin (0.17.1) is older than the runtime the shell ships (2.9.2): these tests run it
// on the real runtime core, with only the network replaced. A remote entry "downloads" through the runtime's
// loadEntry hook; failing it with the runtime's own script error (RUNTIME-008) sends the runtime down the same
// path as a remoteEntry.js that didn't load.

const ROUTES = { routes: [] };
const ENTRY = '/remotes/mfe-swipe/remoteEntry.js';
let remoteSeq = 0;

function fakeContainer(get: () => Promise<() => unknown>) {
  return { init: jest.fn(), get: jest.fn(get) };
}

/** A host with the shell's plugins whose remote entry comes from `download` (called once per attempt). */
function hostWith(download: jest.Mock) {
  const network: ModuleFederationRuntimePlugin = { name: 'test-network', loadEntry: download };
  // A new remote name per test: the runtime keeps loaded entries in a page-wide global.
  const name = `mfe_swipe_${(remoteSeq += 1)}`;
  const host = new ModuleFederation({
    name: `shell_${remoteSeq}`,
    remotes: [{ name, entry: ENTRY }],
    plugins: [retryRuntimePlugin(), federationRuntimePlugin(), network],
  });
  return { load: () => host.loadRemote(`${name}/routes`) };
}

const scriptError = () => new Error(`[ Federation Runtime ]: RUNTIME-008 failed to load script ${ENTRY}`);

describe('remote retries (official retry plugin on the shell runtime)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The plugin logs each retry.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('downloads a failed remote entry again, after a pause, and renders the remote', async () => {
    const container = fakeContainer(async () => () => ROUTES);
    const download = jest.fn().mockRejectedValueOnce(scriptError()).mockRejectedValueOnce(scriptError()).mockResolvedValueOnce(container);
    const loading = hostWith(download).load();

    // The plugin's first retry of an entry comes at once; the next waits the pause.
    await jest.advanceTimersByTimeAsync(SCRIPT_RETRY_DELAY_MS - 1);
    expect(download).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toBe(ROUTES);
    expect(download).toHaveBeenCalledTimes(3);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('gives up after the retries so the route shows its fallback, naming the remote in the console', async () => {
    const download = jest.fn().mockRejectedValue(scriptError());
    const loading = hostWith(download).load();
    const settled = expect(loading).rejects.toThrow(/RUNTIME-008/);

    await jest.advanceTimersByTimeAsync(SCRIPT_RETRY_DELAY_MS * RETRIES);
    await settled;
    // The first download, one retry at once, then RETRIES after a pause each.
    expect(download).toHaveBeenCalledTimes(2 + RETRIES);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/remote mfe_swipe_\d+\/routes failed to load/), expect.any(Error));
  });

  it('loads an exposed module again when its chunks failed, once the entry is in', async () => {
    const container = fakeContainer(
      jest
        .fn()
        .mockRejectedValueOnce(new Error('ChunkLoadError'))
        .mockResolvedValueOnce(() => ROUTES),
    );
    const loading = hostWith(jest.fn().mockResolvedValue(container)).load();

    await jest.advanceTimersByTimeAsync(SCRIPT_RETRY_DELAY_MS);
    await expect(loading).resolves.toBe(ROUTES);
    expect(container.get).toHaveBeenCalledTimes(2);
  });
});
