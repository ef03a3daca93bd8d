import fs from 'node:fs';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { REMOTE_NAMES, type RemoteName } from '@forkcast/contracts';
import { NO_CACHE, setCacheHeaders } from './cache-policy';
import { buildMfeManifest, remoteFolder } from './mfe-manifest';
import { ReleaseManifestReader } from './release-manifest';
import { RoutePrefixReader } from './route-prefixes';

export interface StaticOptions {
  /** Repo root holding shell/dist and <remote>/dist. */
  staticRoot: string;
  /** Published remote versions: <releasesDir>/<folder>/<version>/ plus mfe-releases.json. */
  releasesDir: string;
  remoteEntryOverrides: Partial<Record<RemoteName, string>>;
  /** Answer `.map` files (SERVE_SOURCE_MAPS); otherwise every one is a 404. */
  serveSourceMaps?: boolean;
  /** Told when a remote's route claims are missing or refused (once per change of its build). */
  warn?: (message: string) => void;
}

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

/** Server code in a build (the shell's pages, the swipe room's): the gateway runs it, no browser needs it. */
const SERVER_CODE = /^\/(remotes\/[^/]+\/(?:[^/]+\/)?)?server\//;

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

function notFound(_req: Request, res: Response): void {
  res.status(404).type('text/plain').send('Not found');
}

/**
 * Serves the built shell at `/`, each remote at `/remotes/<folder>/`, and the federation manifest: files only.
 * Any other request is passed on: pages are the pages module's (../pages/), mounted after this one.
 */
export function createStaticRouter({ staticRoot, releasesDir, remoteEntryOverrides, serveSourceMaps, warn }: StaticOptions): Router {
  const router = Router();
  router.use((req, res, next) => (SERVER_CODE.test(req.path) || (!serveSourceMaps && isSourceMap(req.path)) ? notFound(req, res) : next()));
  const shellDist = path.join(staticRoot, 'shell', 'dist');

  const releases = new ReleaseManifestReader(releasesDir, warn);
  const routePrefixes = new RoutePrefixReader(warn);
  // The paths a remote renders come with its build: the published version's folder, else its build folder
  // (also when an override serves its entry from elsewhere).
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
    res
      .set('Cache-Control', NO_CACHE)
      .json(buildMfeManifest(remoteEntryOverrides, published, routePrefixes.claims(declarationFolders(published))));
  });

  for (const name of REMOTE_NAMES) {
    const folder = remoteFolder(name);
    // Published versions (/remotes/<folder>/<version>/…) are immutable folders; the unversioned build
    // folder serves a remote that was built but never published (development, tests).
    router.use(`/remotes/${folder}`, staticFiles(path.join(releasesDir, folder)));
    router.use(`/remotes/${folder}`, staticFiles(path.join(staticRoot, folder, 'dist')));
  }
  router.use('/remotes', notFound);

  // index.html is a page to a navigation, which asks for HTML (the pages router answers it, per visitor), and a
  // file to the service worker's precache, like the rest of the build.
  const shellFiles = staticFiles(shellDist);
  const navigation = (req: Request) => (req.get('accept') ?? '').includes('text/html');
  router.use((req, res, next) => (req.path === '/index.html' && navigation(req) ? next() : shellFiles(req, res, next)));
  return router;
}
