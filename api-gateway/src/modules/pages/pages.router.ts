import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import type { ActiveSession, RemoteName, SharedResult, ShellPagesModule, SwipeRoomData, User } from '@forkcast/contracts';
import { paths } from '@forkcast/contracts/domain';
import { remoteEntry, remoteFolder } from '../static/mfe-manifest';
import { ReleaseManifestReader } from '../static/release-manifest';
import { SHELL_PAGES_FILE, SWIPE_ROOM_FILE, shellPagesBuild, swipeRoomBuild } from './server-builds';
import { scriptsAfterFirstPaint } from './start-scripts';
import { sharedResultPage } from './shared-result-page';
import { swipeRoomPage } from './swipe-room-page';
import { WARM_UP_ROOM, WARM_UP_USER } from './warm-up';

export interface PagesOptions {
  /** Repo root holding shell/dist and <remote>/dist. */
  staticRoot: string;
  /** Published remote versions (<releasesDir>/<folder>/<version>/): the swipe room renders with the current one. */
  releasesDir: string;
  remoteEntryOverrides: Partial<Record<RemoteName, string>>;
  /** Who is signed in on a page request (as GET /api/auth/user answers), or null. Without it, nobody is. */
  pageUser?: (req: Request, res: Response) => Promise<User | null>;
  /** The session the user would resume on /swipe, with their swipes in it (SwipeRoomData without the user), or null. */
  swipeRoom?: (userId: string) => Promise<Omit<SwipeRoomData, 'user'> | null>;
  /** What home's session card shows (GET /api/sessions/user/:id/active for this user). */
  homeSession?: (userId: string) => Promise<ActiveSession | null>;
  /** What a session's public result link shows (/r/<token>), or null for a link that opens nothing. */
  sharedResult?: (token: string) => Promise<SharedResult | null>;
  /** The origin links in a page point to (PUBLIC_URL, or the address the request was sent to). */
  linkOrigin?: (req: Request) => string;
  /** The reads of a room past its session (its swipes, its next card), run at start for nobody (warm()). */
  warmRoomReads?: () => Promise<unknown>;
  /** Told when a page is served without what it could have had (a read or a render that failed). */
  warn?: (message: string) => void;
}

const NOT_BUILT = 'Forkcast front end is not built: run npm run build';
/** Paths the page fallback must never answer: a missing API route, remote file or socket is a real miss. */
const NO_FALLBACK = /^\/(api|remotes|ws)(\/|$)/;
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

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Every page navigation, rendered by the shell's server build (shell/src/server/pages.tsx): / is the landing
 * page for a visitor and home for an onboarded user, /swipe with a session in progress is the room, every
 * other path is the app with the signed-in user (or null) inlined. What makes a page paint sooner (the room,
 * home's session card) is never a condition for it: a read or render that fails serves the page without it.
 * `warm()` loads the server builds, so the first page after a start does not wait for them.
 */
export function createPagesRouter(options: PagesOptions): { router: Router; warm(): Promise<void> } {
  const {
    staticRoot,
    releasesDir,
    remoteEntryOverrides,
    pageUser,
    swipeRoom,
    homeSession,
    sharedResult,
    linkOrigin = (req) => `${req.protocol}://${req.get('host')}`,
    warmRoomReads,
    warn = () => undefined,
  } = options;
  const shellBuild = shellPagesBuild();
  const roomBuild = swipeRoomBuild();
  const releases = new ReleaseManifestReader(releasesDir);
  const shellFile = path.join(staticRoot, SHELL_PAGES_FILE);

  /** Where the swipe remote's current build is served from (a published version, else its build folder), and its entry. */
  function swipeRemote(): { folder: string; entryUrl: string } {
    const published = releases.currentVersions();
    const version = published.mfe_swipe;
    const folder = version
      ? path.join(releasesDir, remoteFolder('mfe_swipe'), version)
      : path.join(staticRoot, remoteFolder('mfe_swipe'), 'dist');
    return { folder, entryUrl: remoteEntry('mfe_swipe', remoteEntryOverrides, published).entry };
  }

  /** /swipe of a user with a session in progress, or null (no session, no room build: the plain app). */
  async function roomPage(shell: ShellPagesModule, user: User): Promise<string | null> {
    const found = swipeRoom ? await swipeRoom(user.id) : null;
    if (!found) return null;
    const { folder, entryUrl } = swipeRemote();
    const remote = await roomBuild.load(path.join(folder, SWIPE_ROOM_FILE));
    if (!remote) return null;
    return swipeRoomPage({ shell, remote, room: { user, ...found }, remoteFolder: folder, entryUrl });
  }

  async function page(shell: ShellPagesModule, pathname: string, user: User | null): Promise<string> {
    if (!user) return pathname === paths.home ? shell.landing() : scriptsAfterFirstPaint(shell.app({ user: null }));
    // Onboarding (no preferences yet) has no first paint of its own: it is the app.
    if (pathname === paths.swipe && user.preferences) {
      const room = await roomPage(shell, user).catch(
        (error: unknown) => void warn(`swipe room render failed, serving the plain page: ${errorText(error)}`),
      );
      if (room) return scriptsAfterFirstPaint(room);
    }
    if (pathname === paths.home && user.preferences) {
      const session = await homeSession?.(user.id).catch(
        (error: unknown) => void warn(`home session read failed, serving home without it: ${errorText(error)}`),
      );
      return scriptsAfterFirstPaint(shell.home({ user, session }));
    }
    return scriptsAfterFirstPaint(shell.app({ user }));
  }

  const router = Router();
  // A session's public result: the same page for anyone holding the link (no cookie read), never indexed.
  router.get(paths.sharedResultPattern, async (req, res, next) => {
    try {
      const shell = await shellBuild.load(shellFile);
      if (!shell) return void res.status(503).type('text/plain').send(NOT_BUILT);
      const token = String(req.params.token);
      const result = (await sharedResult?.(token)) ?? null;
      const html = shell.sharedResult(sharedResultPage(result, token, linkOrigin(req)));
      res.set('X-Robots-Tag', 'noindex');
      if (!result) return void res.status(404).set('Cache-Control', 'no-store').type('html').send(html);
      res.set('Cache-Control', 'public, max-age=300').type('html').send(html);
    } catch (error) {
      next(error);
    }
  });
  router.use(async (req, res, next) => {
    if (!wantsPage(req) || NO_FALLBACK.test(req.path)) return next();
    try {
      // Checked per request (warm() loaded it already): the front end may be built while the gateway runs.
      const shell = await shellBuild.load(shellFile);
      if (!shell) return void res.status(503).type('text/plain').send(NOT_BUILT);
      const user = pageUser ? await pageUser(req, res) : null;
      // Varies by cookie: a shared cache must never hand one visitor's page to another. By Accept too: the same
      // path asked for JSON is a 404.
      res.set('Cache-Control', 'private, no-cache').vary('Cookie').vary('Accept');
      res.type('html').send(await page(shell, req.path, user));
    } catch (error) {
      next(error);
    }
  });
  // Outside /api, what is neither a file (the static module, mounted before) nor a page.
  router.use((_req, res) => void res.status(404).type('text/plain').send('Not found'));

  /**
   * The server builds loaded, one page of each kind rendered and the pages' reads run, for nobody (warm-up.ts):
   * the first visitor after a start does not wait for the imports or for the first run of that code.
   */
  async function warm(): Promise<void> {
    const remoteFile = path.join(swipeRemote().folder, SWIPE_ROOM_FILE);
    try {
      const [shell, remote] = await Promise.all([shellBuild.load(shellFile), roomBuild.load(remoteFile)]);
      if (shell)
        [shell.landing(), shell.home({ user: WARM_UP_USER, session: null }), shell.app({ user: null })].forEach(scriptsAfterFirstPaint);
      remote?.renderSwipeRoom(WARM_UP_ROOM);
      await Promise.all([swipeRoom?.(WARM_UP_USER.id), homeSession?.(WARM_UP_USER.id), warmRoomReads?.()]);
    } catch (error) {
      warn(`pages not warmed up (${shellFile}, ${remoteFile}): ${errorText(error)}`);
    }
  }

  return { router, warm };
}
