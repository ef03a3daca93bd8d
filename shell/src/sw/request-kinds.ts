/**
 * Which caching rule a same-origin GET falls under. Pure URL logic, kept apart from the worker so it can
 * be unit-tested without a service-worker global scope.
 */

/** webpack's `[name].[contenthash:10].ext`: the name changes whenever the content does. */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;
/** A remote's stable entry files: the names stay, the content changes with every publish. */
const REMOTE_ENTRY = /^\/remotes\/[a-z0-9-]+\/(?:[^/]+\/)?(?:remoteEntry\.js|mf-manifest\.json)$/;
const RESTAURANT_PHOTO = /^\/api\/restaurants\/photo\/[^/]+$/;
/** Paths that are never the app's pages: the API (incl. OAuth redirects), remote bundles, the live channel. */
const NOT_A_PAGE = /^\/(?:api|remotes|ws|socket\.io)(?:\/|$)/;

export const MFE_MANIFEST_PATH = '/mfe-manifest.json';
export const CURRENT_USER_PATH = '/api/auth/user';
export const SIGN_OUT_PATH = '/api/auth/logout';

/** /mfe-manifest.json and each remote's remoteEntry.js: network first, the last good copy offline. */
export function isRemoteEntry(pathname: string): boolean {
  return pathname === MFE_MANIFEST_PATH || REMOTE_ENTRY.test(pathname);
}

/** A remote's content-hashed chunk: immutable, so cache first. */
export function isRemoteChunk(pathname: string): boolean {
  return pathname.startsWith('/remotes/') && CONTENT_HASHED.test(pathname);
}

export function isRestaurantPhoto(pathname: string): boolean {
  return RESTAURANT_PHOTO.test(pathname);
}

/** A navigation the single-page app answers (every app route renders the same index.html). */
export function isAppPage(pathname: string): boolean {
  return !NOT_A_PAGE.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/** Remote entries listed in a /mfe-manifest.json body that this origin serves (a CDN override is not ours to cache). */
export function sameOriginEntries(manifest: unknown, origin: string): string[] {
  const remotes = (manifest as { remotes?: Record<string, { entry?: unknown }> } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return [];
  const entries: string[] = [];
  for (const { entry } of Object.values(remotes)) {
    if (typeof entry !== 'string' || !URL.canParse(entry, origin)) continue;
    const url = new URL(entry, origin);
    if (url.origin === origin && isRemoteEntry(url.pathname)) entries.push(url.href);
  }
  return entries;
}

/**
 * The signed-in user's JSON that the gateway inlines into every page it serves a signed-in visitor
 * (static.router.ts withInlinedUser; `<` is escaped there, so the block holds none), or null for a page
 * served signed out (whose block says `null`, or is absent). The page is then the freshest word on who is
 * signed in, as GET /api/auth/user is.
 */
export function inlinedUserJson(html: string): string | null {
  const json = /<script type="application\/json" id="forkcast-user">([^<]*)<\/script>/.exec(html)?.[1] ?? null;
  return json === 'null' ? null : json;
}
