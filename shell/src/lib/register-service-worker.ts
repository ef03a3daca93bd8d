/**
 * Registers /sw.js once the page has loaded, so the worker's own downloads never compete with the
 * first render. Skipped in development (webpack-dev-server assets change on every save and a cached
 * shell would hide them) and where service workers are unsupported.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production') return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('[forkcast] service worker registration failed', error);
    });
  };
  // An app page requests its scripts once it has painted (the gateway's start-scripts.ts), so the page may
  // have loaded already by the time this runs: then there is no load event to wait for.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
