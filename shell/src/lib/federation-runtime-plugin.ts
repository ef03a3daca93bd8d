import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How often a remote entry that failed to download is tried again before the route shows its fallback. */
export const ENTRY_RETRIES = 2;
const RETRY_DELAY_MS = 400;

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A remote must never take the shell down.
 * - `loadEntryError`: a remoteEntry.js that failed to download (a deploy in progress, a flaky network) is
 *   fetched again a couple of times with a growing pause, with a cache-busting query so the browser doesn't
 *   reuse the failed script element.
 * - `errorLoadRemote`: when it still fails, log it and let the error reach `loadRemote`'s caller, where the
 *   route's error boundary shows the contained fallback with Retry while header and tab bar keep working.
 */
const federationRuntimePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'forkcast-remote-resilience',
  // Cast: the hook's declared type is a promise of a promise, which an async function cannot spell;
  // the runtime simply awaits whatever comes back.
  loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
    for (let attempt = 1; attempt <= ENTRY_RETRIES; attempt += 1) {
      await wait(RETRY_DELAY_MS * attempt);
      delete globalLoading[uniqueKey];
      try {
        const recovered = await getRemoteEntry({
          origin,
          remoteInfo,
          remoteEntryExports,
          getEntryUrl: (url) => `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`,
        });
        if (recovered) return recovered;
      } catch {
        // Next attempt, or give up below.
      }
    }
    return undefined;
  }) as unknown as LoadEntryError,
  errorLoadRemote({ id, error }) {
    console.warn(`[forkcast] remote ${id} failed to load`, error);
    return undefined;
  },
});

export default federationRuntimePlugin;
