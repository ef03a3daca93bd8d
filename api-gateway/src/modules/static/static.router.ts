import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import { REMOTE_NAMES, type RemoteName } from '@forkcast/shared-ui/contracts';
import { NO_CACHE, setCacheHeaders } from './cache-policy';
import { buildMfeManifest, remoteFolder } from './mfe-manifest';
import { ReleaseManifestReader } from './release-manifest';

export interface StaticOptions {
  /** Repo root holding shell/dist and <remote>/dist. */
  staticRoot: string;
  /** Published remote versions: <releasesDir>/<folder>/<version>/ plus mfe-releases.json. */
  releasesDir: string;
  remoteEntryOverrides: Partial<Record<RemoteName, string>>;
}

const NOT_BUILT = 'Forkcast front end is not built: run npm run build';
/** Paths the SPA fallback must never answer: a missing API route, remote file or socket is a real miss. */
const NO_FALLBACK = /^\/(api|remotes|ws)(\/|$)/;

function notFound(_req: Request, res: Response): void {
  res.status(404).type('text/plain').send('Not found');
}

/** Serves the built shell at `/`, each remote at `/remotes/<folder>/`, and the federation manifest. */
export function createStaticRouter({ staticRoot, releasesDir, remoteEntryOverrides }: StaticOptions): Router {
  const router = Router();
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');
  const serveOptions = { index: false, setHeaders: setCacheHeaders, fallthrough: true } as const;

  const releases = new ReleaseManifestReader(releasesDir);
  router.get('/mfe-manifest.json', (_req, res) => {
    res.set('Cache-Control', NO_CACHE).json(buildMfeManifest(remoteEntryOverrides, releases.currentVersions()));
  });

  for (const name of REMOTE_NAMES) {
    const folder = remoteFolder(name);
    // Published versions (/remotes/<folder>/<version>/…) are immutable folders; the unversioned build
    // folder serves a remote that was built but never published (development, tests).
    router.use(`/remotes/${folder}`, express.static(path.join(releasesDir, folder), serveOptions));
    router.use(`/remotes/${folder}`, express.static(path.join(staticRoot, folder, 'dist'), serveOptions));
  }
  router.use('/remotes', notFound);

  router.use(express.static(shellDist, serveOptions));

  // Client-side routes (/swipe, /settings, ...) are answered with the shell's index.html. Only real page
  // navigations get it: a missing script or image must stay a 404, not HTML with a 200.
  router.use((req, res, next) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && (req.get('accept') ?? '').includes('text/html');
    if (!wantsPage || NO_FALLBACK.test(req.path)) return next();
    // Checked per request: the front end may be built while the gateway is already running.
    if (!fs.existsSync(indexHtml)) return void res.status(503).type('text/plain').send(NOT_BUILT);
    res.set('Cache-Control', NO_CACHE).sendFile(indexHtml);
  });

  router.use(notFound);
  return router;
}
