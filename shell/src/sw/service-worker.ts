/**
 * Forkcast's service worker (Workbox), served at /sw.js. How each kind of request is answered:
 * - the shell's build (index.html, hashed chunks, web manifest, icons, offline page): precached at install
 *   from the manifest webpack injects; a new shell build installs a new worker and drops the old precache;
 * - page navigations: network first; offline, the precached app shell (every app route renders the same
 *   index.html), else the offline page, never the browser's error;
 * - /mfe-manifest.json and each remote's remoteEntry.js: network first, so a publish or a rollback is seen on
 *   the next online load; offline, the last copy. Remotes ship without a shell build, so they can't be in the
 *   build-time precache: at install and whenever a manifest arrives, the current entries are cached;
 * - a remote's content-hashed chunks: cache first (a hash never changes its content);
 * - restaurant photos: cache first, 200 photos for 30 days;
 * - GET /api/auth/user: network first, the last answer only when the network fails, so a signed-in user's
 *   screens still open offline; a 401 or a sign-out deletes it. An app page from the network answers it too:
 *   the gateway inlines the signed-in user into the page (so the app online never asks), and a page served
 *   signed out deletes it. No other /api/ answer and no /ws is cached.
 * - Web Push: `push` shows the notification, `notificationclick` opens its screen (push-notifications.ts).
 */
import { clientsClaim, setCacheNameDetails, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  CURRENT_USER_PATH,
  MFE_MANIFEST_PATH,
  SIGN_OUT_PATH,
  isAppPage,
  isRemoteChunk,
  isRemoteEntry,
  inlinedUserJson,
  isRestaurantPhoto,
  sameOriginEntries,
} from './request-kinds';
import { registerPushHandlers } from './push-notifications';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const APP_SHELL = '/index.html';
const OFFLINE_PAGE = '/offline.html';
const DAY = 24 * 60 * 60;
const CACHES = {
  remoteEntries: 'forkcast-remote-entries',
  remoteChunks: 'forkcast-remote-chunks',
  photos: 'forkcast-photos',
  session: 'forkcast-session',
} as const;

setCacheNameDetails({ prefix: 'forkcast' });
registerPushHandlers(self);
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// No directoryIndex: '/' is a navigation like any other, network first (below), so a new shell shows at once.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

/** When a manifest arrives from the network, cache the entries it names that aren't cached yet. */
const cacheCurrentEntries: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    if (response.ok && new URL(request.url).pathname === MFE_MANIFEST_PATH) {
      event.waitUntil(
        response
          .clone()
          .json()
          .then((manifest: unknown) => cacheEntries(sameOriginEntries(manifest, self.location.origin), event))
          .catch(() => undefined),
      );
    }
    return response;
  },
};

const remoteEntries = new NetworkFirst({
  cacheName: CACHES.remoteEntries,
  // Matched without its query string: offline, any copy of the entry will do.
  matchOptions: { ignoreSearch: true },
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true }), cacheCurrentEntries],
});

async function cacheEntries(urls: string[], event: ExtendableEvent): Promise<void> {
  const cache = await caches.open(CACHES.remoteEntries);
  await Promise.all(
    urls.map(async (url) => {
      // A published entry's URL names its version, so a cached one is current; an unpublished one is
      // refreshed by network-first whenever the page loads it.
      if (await cache.match(url, { ignoreSearch: true })) return;
      await remoteEntries.handle({ event, request: new Request(url) }).catch(() => undefined);
    }),
  );
}

registerRoute(({ url, sameOrigin }) => sameOrigin && isRemoteEntry(url.pathname), remoteEntries);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isRemoteChunk(url.pathname),
  new CacheFirst({
    cacheName: CACHES.remoteChunks,
    plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isRestaurantPhoto(url.pathname),
  new CacheFirst({
    cacheName: CACHES.photos,
    plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

/** A signed-out answer must not leave the last user's profile behind. */
const forgetUserWhenSignedOut: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 401) await caches.open(CACHES.session).then((cache) => cache.delete(request));
    return response;
  },
};

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === CURRENT_USER_PATH,
  new NetworkFirst({ cacheName: CACHES.session, plugins: [okOnly(), forgetUserWhenSignedOut] }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === SIGN_OUT_PATH,
  new NetworkOnly({
    plugins: [
      {
        fetchDidSucceed: async ({ response }) => {
          if (response.ok) await caches.delete(CACHES.session);
          return response;
        },
      },
    ],
  }),
  'POST',
);

/**
 * The user a page from the network was served to becomes the session cache's answer (or clears it), since
 * the app online reads the page instead of asking GET /api/auth/user; offline, the precached page has no
 * user, and the app's question is answered from this cache.
 */
const rememberPageUser: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, event }) => {
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      event.waitUntil(
        response
          .clone()
          .text()
          .then(async (html) => {
            const cache = await caches.open(CACHES.session);
            const user = inlinedUserJson(html);
            if (user === null) await cache.delete(CURRENT_USER_PATH);
            else await cache.put(CURRENT_USER_PATH, new Response(user, { headers: { 'Content-Type': 'application/json' } }));
          })
          .catch(() => undefined),
      );
    }
    return response;
  },
};

/** Every app route renders the same index.html: offline, the precached one stands in for any of them. */
registerRoute(
  ({ request, url, sameOrigin }) => request.mode === 'navigate' && sameOrigin && isAppPage(url.pathname),
  new NetworkOnly({
    plugins: [rememberPageUser, { handlerDidError: async () => (await matchPrecache(APP_SHELL)) ?? (await matchPrecache(OFFLINE_PAGE)) }],
  }),
);

/** Other navigations (an OAuth redirect, an API URL) still go to the network; offline they get the offline page. */
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkOnly({ plugins: [{ handlerDidError: async () => matchPrecache(OFFLINE_PAGE) }] }),
);

setCatchHandler(async ({ request }) =>
  request.destination === 'document' ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error(),
);

/** Caches of the hand-written worker this one replaced (forkcast-shell-v1, …) and any retired runtime cache. */
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('forkcast-') && !key.includes('-precache-') && !current.has(key))
            .map((key) => caches.delete(key)),
        ),
      ),
  );
});

/** The remotes' current entries are part of "installed": fetch the manifest (which caches them) now. */
self.addEventListener('install', (event) => {
  event.waitUntil(remoteEntries.handle({ event, request: new Request(MFE_MANIFEST_PATH, { cache: 'no-store' }) }).catch(() => undefined));
});
