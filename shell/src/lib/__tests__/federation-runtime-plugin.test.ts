import federationRuntimePlugin, { ENTRY_RETRIES } from '../federation-runtime-plugin';

type Hook = (args: Record<string, unknown>) => Promise<unknown>;

function callLoadEntryError(getRemoteEntry: jest.Mock) {
  const hook = federationRuntimePlugin().loadEntryError as unknown as Hook;
  const globalLoading: Record<string, unknown> = { 'mfe_swipe:/remotes/mfe-swipe/remoteEntry.js': Promise.resolve() };
  const result = hook({
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'mfe_swipe', entry: '/remotes/mfe-swipe/remoteEntry.js' },
    remoteEntryExports: undefined,
    globalLoading,
    uniqueKey: 'mfe_swipe:/remotes/mfe-swipe/remoteEntry.js',
  });
  return { result, globalLoading };
}

describe('remote entry retries', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches a failed entry again with a cache-busting URL and returns it once it loads', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(entry);
    const { result, globalLoading } = callLoadEntryError(getRemoteEntry);
    await jest.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    const urls = getRemoteEntry.mock.calls.map(([params]) => params.getEntryUrl('/remotes/mfe-swipe/remoteEntry.js'));
    expect(urls).toEqual(['/remotes/mfe-swipe/remoteEntry.js?retry=1', '/remotes/mfe-swipe/remoteEntry.js?retry=2']);
    // The failed load is forgotten so the runtime doesn't hand back the cached failure.
    expect(Object.keys(globalLoading)).toEqual([]);
  });

  it('gives up after the retries so the route can show its fallback', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('404'));
    const { result } = callLoadEntryError(getRemoteEntry);
    await jest.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(ENTRY_RETRIES);
  });
});
