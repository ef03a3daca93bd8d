import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote that cannot be fetched must not take the shell down: instead of throwing from deep inside
 * the runtime, hand back a module whose routes render nothing, and let the route's error boundary
 * (which sees `failed`) show the contained fallback with Retry.
 */
const federationRuntimePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'forkcast-remote-errors',
  errorLoadRemote({ id, error }) {
    console.warn(`[forkcast] remote ${id} failed to load`, error);
    // Returning undefined rethrows to the caller (loadRemote), where RemoteScreen shows the fallback.
    return undefined;
  },
});

export default federationRuntimePlugin;
