import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describeSharedVersionRefusal } from '@forkcast/contracts/shared-versions';
import { sharedVersionRefusal } from './shared-version-refusal';

/**
 * Forkcast's own runtime plugin, kept only for what the official plugins don't do: retries are
 * @module-federation/retry-plugin's (retry-runtime-plugin.ts), the shared runtime core is
 * provide-runtime-core-plugin.ts.
 * - `errorLoadRemote`: once a remote has failed for good (after the retries), name it in the console and let
 *   the error reach `loadRemote`'s caller, where the route's error boundary shows the contained fallback with
 *   Retry while header and tab bar keep working. A remote must never take the shell down. A remote refused
 *   for a shared package's version (built against another major, see shared-version-refusal.ts) is logged
 *   as such, naming the package and both versions.
 */
const federationRuntimePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'forkcast-remote-resilience',
  errorLoadRemote({ id, error }) {
    const refusal = sharedVersionRefusal(error);
    if (refusal) console.error(`[forkcast] remote ${id} refused: ${describeSharedVersionRefusal(refusal)}`, error);
    else console.warn(`[forkcast] remote ${id} failed to load`, error);
    return undefined;
  },
});

export default federationRuntimePlugin;
