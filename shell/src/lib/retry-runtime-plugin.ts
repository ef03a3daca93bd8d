import { RetryPlugin } from '@module-federation/retry-plugin';

/** How often a failed remote entry, remote manifest or exposed module is tried again before the route shows its fallback. */
export const RETRIES = 2;
/**
 * Pause before each new try of a script (a remoteEntry.js, or the chunks of an exposed module). The plugin
 * waits the same time before each try: 2 × 600 ms covers the same 1.2 s as the former 400 + 800 ms backoff.
 */
export const SCRIPT_RETRY_DELAY_MS = 600;

/**
 * The official Module Federation retry plugin, so a deploy in progress or a flaky network doesn't show the
 * fallback at once:
 * - `script`: a remoteEntry.js that failed to download (`loadEntryError`), or an exposed module whose chunks
 *   failed (`getModuleFactory`), is loaded again, every remote.
 * - `fetch`: a remote registered by its mf-manifest.json (an MFE_*_URL override) has the manifest fetched again.
 *
 * 0.17.1 is the newest version on the registry. It is older than the runtime (2.9.2) but uses only hooks
 * runtime-core 2.9.2 still has, with the same arguments; __tests__/retry-runtime-plugin.test.ts runs it on
 * the real runtime. Its quirks, as of 0.17.1: no growing pause (the same delay before each try); a failed
 * remoteEntry.js is tried once more at once, then RETRIES times with the pause (its error hook counts its own
 * first call), exposed modules and manifests RETRIES times in all; the manifest fetch always waits its built-in
 * 1 s (the fetch hook does not pass `retryDelay` on). It adds no cache-busting query, which isn't needed: the
 * runtime removes the failed <script> so the next one is a new request, and the gateway serves entries no-cache.
 */
const retryRuntimePlugin = () =>
  RetryPlugin({
    fetch: { retryTimes: RETRIES },
    script: { retryTimes: RETRIES, retryDelay: SCRIPT_RETRY_DELAY_MS },
  });

export default retryRuntimePlugin;
