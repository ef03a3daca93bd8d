/* Forkcast service worker.
 * - Navigations: network first, so a deploy is picked up at once; offline, the cached shell page.
 * - Content-hashed bundles (name.<10 hex>.js): cache first; a hash never changes its content.
 * - /api/, the live channel, remote entries and the manifest are never cached: they must be current.
 * Bump VERSION to drop every old cache on the next activation.
 */
const VERSION = 'v1';
const SHELL_CACHE = `forkcast-shell-${VERSION}`;
const ASSET_CACHE = `forkcast-assets-${VERSION}`;
const SHELL_URL = '/';
const PRECACHE = [SHELL_URL, '/manifest.webmanifest', '/icons/icon.svg'];
const HASHED_ASSET = /\.[0-9a-f]{10}\.js$/;
const MAX_ASSETS = 120;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('forkcast-') && key !== SHELL_CACHE && key !== ASSET_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/ws')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
    return;
  }
  if (HASHED_ASSET.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
  // Everything else (remoteEntry.js, mfe-manifest.json, sw.js …) goes straight to the network.
});

async function networkFirstNavigation(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    // Every route renders the same SPA page: keep the latest copy as the offline shell.
    if (response.ok && response.type === 'basic') {
      cache.put(SHELL_URL, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await cache.match(SHELL_URL);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    trim(cache);
  }
  return response;
}

// Old hashed bundles pile up across deploys; keep the newest MAX_ASSETS entries.
async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}
