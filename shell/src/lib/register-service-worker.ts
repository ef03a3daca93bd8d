/**
 * Registers /sw.js once the page has loaded, so the worker's own downloads never compete with the
 * first render. Skipped in development (webpack-dev-server assets change on every save and a cached
 * shell would hide them) and where service workers are unsupported.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production') return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('[forkcast] service worker registration failed', error);
    });
  });
}
