import fs from 'node:fs';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { REMOTE_NAMES, type ActiveSession, type RemoteName, type SwipeRoomData, type User } from '@forkcast/contracts';
import {
  GREETING_NAME_SLOT,
  HOME_SESSION_DATA_ID,
  PARTNER_NAME_SLOT,
  PARTNER_PROGRESS_SLOT,
  PARTNER_READY_SLOT,
  SOLO_PROGRESS_SLOT,
  isPartnerActiveSession,
  partnerProgressText,
  partnerSessionReadyText,
  paths,
  soloProgressText,
} from '@forkcast/contracts/domain';
import { NO_CACHE, setCacheHeaders } from './cache-policy';
import { buildMfeManifest, remoteEntry, remoteFolder } from './mfe-manifest';
import { ReleaseManifestReader } from './release-manifest';
import { RoutePrefixReader } from './route-prefixes';
import { jsonDataBlock, SwipeRoomRenderer, swipeRouteScripts, withPrerenderedRoom } from './swipe-room-page';
import { scriptsAfterFirstPaint } from './start-scripts';

/** The signed-in user as a page needs them. */
export interface PageUser {
  /** What GET /api/auth/user answers, inlined for the app. */
  json: User;
  /** The name home greets them with. */
  greetingName: string;
  /** Onboarded users land on home; others on onboarding (which has no prerendered first paint). */
  hasPreferences: boolean;
  /** Premium (own or shared) users' home greeting has no free badge. */
  premium: boolean;
}

export interface StaticOptions {
  /** Repo root holding shell/dist and <remote>/dist. */
  staticRoot: string;
  /** Published remote versions: <releasesDir>/<folder>/<version>/ plus mfe-releases.json. */
  releasesDir: string;
  remoteEntryOverrides: Partial<Record<RemoteName, string>>;
  /** Answer `.map` files (SERVE_SOURCE_MAPS); otherwise every one is a 404. */
  serveSourceMaps?: boolean;
  /**
   * Who is signed in on a page request (the session cookie's user, as GET /api/auth/user answers), or null.
   * Without it every page gets the app (index.html) and no user is inlined.
   */
  pageUser?: (req: Request, res: Response) => Promise<PageUser | null>;
  /**
   * The session a signed-in user has in progress, with their swipes in it (SwipeRoomData without the user), or
   * null. With it, GET /swipe arrives with the room's frame and next card prerendered; without it, plain.
   */
  swipeRoom?: (userId: string) => Promise<Omit<SwipeRoomData, 'user'> | null>;
  /**
   * What home's session card shows (GET /api/sessions/user/:id/active for this user): inlined into home's page
   * so the card is there at the first render instead of arriving after a request and pushing the page down.
   */
  homeSession?: (userId: string) => Promise<unknown>;
  /** Told when a remote's route claims are missing or refused (once per change of its build), or a prerender fails. */
  warn?: (message: string) => void;
}

const NOT_BUILT = 'Forkcast front end is not built: run npm run build';
/** Paths the SPA fallback must never answer: a missing API route, remote file or socket is a real miss. */
const NO_FALLBACK = /^\/(api|remotes|ws)(\/|$)/;

/**
 * A source map, however the path spells it (static files decode %2E / %61 before looking a file up) and in
 * a compressed variant too. The maps carry sourcesContent: every line of the shell and of each remote, admin's
 * included, so by default they stay build artifacts (the production build does not reference them either).
 */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;
function isSourceMap(urlPath: string): boolean {
  try {
    return SOURCE_MAP.test(decodeURIComponent(urlPath));
  } catch {
    return SOURCE_MAP.test(urlPath);
  }
}

/** Files that are pages, answered per visitor below rather than as static files. */
const PAGE_FILES = new Set([
  '/index.html',
  '/landing.html',
  '/home.html',
  '/home-premium.html',
  '/home-solo.html',
  '/home-premium-solo.html',
  '/home-partner.html',
  '/home-premium-partner.html',
  '/signed-in.html',
]);

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * Each slot of a prerendered page replaced by its text, HTML-escaped, in one pass: a text put in (a name is the
 * user's own) is never read again, so a name that spells a slot cannot fill another slot's place.
 */
function fillSlots(html: string, texts: Record<string, string>): string {
  const slots = Object.keys(texts);
  if (slots.length === 0) return html;
  const pattern = new RegExp(slots.map((slot) => slot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return html.replace(pattern, (slot) => escapeHtml(texts[slot]!));
}

/** The session card home's frame can paint for `session` (GET …/active's answer), with its slots' texts. */
function homeFrameCard(session: unknown): { frame: 'Solo' | 'Partner'; texts: Record<string, string> } | null {
  if (!session || typeof session !== 'object') return null;
  const active = session as ActiveSession;
  if (!isPartnerActiveSession(active)) return { frame: 'Solo', texts: { [SOLO_PROGRESS_SLOT]: soloProgressText(active) } };
  // A group's card lists its members, which the frame does not draw: the app draws it. A pair's read always
  // has the partner's progress; without it the frame's line would be wrong, so the app draws that card too.
  if (active.members || !active.partnerProgress) return null;
  const texts = {
    [PARTNER_NAME_SLOT]: active.partnerName,
    [PARTNER_READY_SLOT]: partnerSessionReadyText(active),
    [PARTNER_PROGRESS_SLOT]: partnerProgressText(active.partnerProgress),
  };
  return { frame: 'Partner', texts };
}

/**
 * The signed-in user as a JSON data block the app reads at start (shell/src/lib/inlined-user.ts), or `null`
 * on a page served signed out: the app then knows there is no one to ask GET /api/auth/user about (its 401
 * would be the console's only line on /auth). A data block never runs (so the CSP allows it); `<`, `>` and `&`
 * are escaped so no value can close the element.
 */
export function withInlinedUser(html: string, user: object | null): string {
  return html.replace('</head>', () => `${jsonDataBlock('forkcast-user', user)}</head>`);
}

/**
 * A build folder's files: the pre-compressed `<file>.br` the build wrote when the browser accepts Brotli
 * (smaller than gzip at the best level, with no per-request cost), else the file (compressed on the fly).
 */
function staticFiles(dir: string) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br'],
    index: false,
    serveStatic: { index: false, setHeaders: setCacheHeaders, fallthrough: true },
  });
}

/**
 * Paths the server owns (the API, the dev tools, the live channel, the bundles): what a client that does not
 * ask for HTML gets there is that route's own answer or a 404, never the app's page. A dev tool that answers
 * only this machine (/dev-billing) must stay a plain 404 to anyone else.
 */
const SERVER_PATH = /^\/(api|dev-billing|ws|remotes)(\/|$)/;

/**
 * A page request: a GET (or HEAD) that asks for HTML, or of a page path (no file extension: /, /swipe)
 * that does not ask for JSON, so `curl http://localhost:8080/` (which accepts any type) gets the page as a
 * browser does. A missing file (/main.js, /logo.png) fetched without asking for HTML stays a 404.
 */
function wantsPage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if ((req.get('accept') ?? '').includes('text/html')) return true;
  return !path.posix.extname(req.path) && !SERVER_PATH.test(req.path) && req.accepts(['html', 'json']) !== 'json';
}

function notFound(_req: Request, res: Response): void {
  res.status(404).type('text/plain').send('Not found');
}

/** Serves the built shell at `/`, each remote at `/remotes/<folder>/`, and the federation manifest. */
export function createStaticRouter({ staticRoot, releasesDir, remoteEntryOverrides, serveSourceMaps, pageUser, swipeRoom, homeSession, warn }: StaticOptions): Router {
  const router = Router();
  if (!serveSourceMaps) router.use((req, res, next) => (isSourceMap(req.path) ? notFound(req, res) : next()));
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');
  const landingHtml = path.join(shellDist, 'landing.html');
  const homeHtml = {
    free: path.join(shellDist, 'home.html'),
    premium: path.join(shellDist, 'home-premium.html'),
    // With the user's solo session card in the frame (its progress filled in below).
    freeSolo: path.join(shellDist, 'home-solo.html'),
    premiumSolo: path.join(shellDist, 'home-premium-solo.html'),
    // With a partner's waiting session card (the partner's name and what is ready filled in below).
    freePartner: path.join(shellDist, 'home-partner.html'),
    premiumPartner: path.join(shellDist, 'home-premium-partner.html'),
  };
  // The app's page with the signed-in start scripts as deferred scripts (shell/build/static-pages.js).
  const signedInHtml = path.join(shellDist, 'signed-in.html');

  const releases = new ReleaseManifestReader(releasesDir, warn);
  const routePrefixes = new RoutePrefixReader(warn);
  const swipeRoomRenderer = new SwipeRoomRenderer(warn);
  // The paths a remote renders, and its server renderer, come with its build: the published version's folder,
  // else its build folder (also when an override serves its entry from elsewhere).
  const remoteFolders = (published: Partial<Record<RemoteName, string>>) =>
    Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const version = published[name];
        return [name, version ? path.join(releasesDir, remoteFolder(name), version) : path.join(staticRoot, remoteFolder(name), 'dist')];
      }),
    ) as Record<RemoteName, string>;
  // A published version whose folder is gone keeps its paths (the remote's pages then show its failure card):
  // those it declared while the gateway read them, else, after a restart, those of the remote's build folder.
  const declarationFolders = (published: Partial<Record<RemoteName, string>>) => {
    const folders = remoteFolders(published);
    return Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const buildFolder = path.join(staticRoot, remoteFolder(name), 'dist');
        const gone = folders[name] !== buildFolder && !fs.existsSync(folders[name]);
        return [name, gone ? [folders[name], buildFolder] : [folders[name]]];
      }),
    ) as Record<RemoteName, string[]>;
  };
  router.get('/mfe-manifest.json', (_req, res) => {
    const published = releases.currentVersions();
    res.set('Cache-Control', NO_CACHE).json(buildMfeManifest(remoteEntryOverrides, published, routePrefixes.claims(declarationFolders(published))));
  });

  /**
   * /swipe of a user with a session in progress: the room prerendered by the swipe remote's current build, or
   * null (no session, no renderer, a renderer that failed: the page is then the plain app).
   */
  async function swipeRoomPage(user: PageUser): Promise<string | null> {
    if (!swipeRoom || !user.hasPreferences) return null;
    const found = await swipeRoom(user.json.id);
    if (!found) return null;
    const room: SwipeRoomData = { user: user.json, ...found };
    const published = releases.currentVersions();
    const folder = remoteFolders(published).mfe_swipe;
    const page = swipeRoomRenderer.render(folder, room);
    if (!page) return null;
    const { entry } = remoteEntry('mfe_swipe', remoteEntryOverrides, published);
    const template = fs.existsSync(signedInHtml) ? signedInHtml : indexHtml;
    return withPrerenderedRoom(await fs.promises.readFile(template, 'utf8'), page, room, swipeRouteScripts(folder, entry));
  }

  for (const name of REMOTE_NAMES) {
    const folder = remoteFolder(name);
    // Published versions (/remotes/<folder>/<version>/…) are immutable folders; the unversioned build
    // folder serves a remote that was built but never published (development, tests).
    router.use(`/remotes/${folder}`, staticFiles(path.join(releasesDir, folder)));
    router.use(`/remotes/${folder}`, staticFiles(path.join(staticRoot, folder, 'dist')));
  }
  router.use('/remotes', notFound);

  // A page navigation to /index.html or /landing.html is answered below like any page (it depends on who
  // asks); fetched as files (the service worker's precache) they are static like the rest of the build.
  const shellFiles = staticFiles(shellDist);
  router.use((req, res, next) => (PAGE_FILES.has(req.path) && wantsPage(req) ? next() : shellFiles(req, res, next)));

  // Pages: / for a visitor who is not signed in is the prerendered landing page (it paints before any
  // script and loads only its own small bundle). Every other page navigation — client-side routes
  // (/swipe, /settings, …) and / when signed in — gets the app's index.html, with the signed-in user (or
  // null, signed out) inlined so the app starts without asking GET /api/auth/user; /swipe with a session in
  // progress also has the room's frame and next card (swipeRoomPage). Only real page navigations get HTML: a
  // missing script or image must stay a 404, not HTML with a 200.
  router.use(async (req, res, next) => {
    if (!wantsPage(req) || NO_FALLBACK.test(req.path)) return next();
    // Checked per request: the front end may be built while the gateway is already running.
    if (!fs.existsSync(indexHtml)) return void res.status(503).type('text/plain').send(NOT_BUILT);
    try {
      const user = pageUser ? await pageUser(req, res) : null;
      // Varies by cookie: a shared cache must never hand one visitor's page to another. By Accept too: the same
      // path asked for JSON is a 404.
      res.set('Cache-Control', 'private, no-cache').vary('Cookie').vary('Accept');
      if (!user && req.path === '/' && fs.existsSync(landingHtml)) return void res.sendFile(landingHtml);
      if (!user) return void res.type('html').send(scriptsAfterFirstPaint(withInlinedUser(await fs.promises.readFile(indexHtml, 'utf8'), null)));
      if (req.path === paths.swipe) {
        // The room is a faster first paint, never a condition for the page: any failure serves it plain.
        const room = await swipeRoomPage(user).catch((error: unknown) => {
          warn?.(`swipe room prerender failed, serving the plain page: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        });
        if (room) return void res.type('html').send(scriptsAfterFirstPaint(withInlinedUser(room, user.json)));
      }
      // Home paints its header, greeting and tab bar from the HTML; every other page starts empty.
      const plainHome = homeHtml[user.premium ? 'premium' : 'free'];
      const isHome = req.path === '/' && user.hasPreferences && fs.existsSync(plainHome);
      // Like the room: a faster first paint, never a condition for the page. Without it home asks as before.
      const session =
        isHome && homeSession
          ? await homeSession(user.json.id).catch((error: unknown) => {
              warn?.(`home session read failed, serving home without it: ${error instanceof Error ? error.message : String(error)}`);
              return undefined;
            })
          : undefined;
      const card = isHome ? homeFrameCard(session) : null;
      const framed = card ? homeHtml[`${user.premium ? 'premium' : 'free'}${card.frame}`] : null;
      const page = !isHome ? indexHtml : framed && fs.existsSync(framed) ? framed : plainHome;
      const texts = { [GREETING_NAME_SLOT]: user.greetingName, ...(card && page === framed ? card.texts : {}) };
      let html = fillSlots(await fs.promises.readFile(page, 'utf8'), isHome ? texts : {});
      if (session !== undefined) html = html.replace('</head>', () => `${jsonDataBlock(HOME_SESSION_DATA_ID, session)}</head>`);
      res.type('html').send(scriptsAfterFirstPaint(withInlinedUser(html, user.json)));
    } catch (error) {
      next(error);
    }
  });

  router.use(notFound);
  return router;
}
