// The dev servers' own settings (`npm run dev -w <app>`): what they forward to the gateway at GATEWAY_URL,
// what they say when it is not there, and the little a remote's standalone harness asks of them.
const fs = require('node:fs');
const path = require('node:path');
const { mountDevPartner } = require('./dev-partner');

const DEFAULT_GATEWAY_URL = 'http://localhost:8080';
/** The command in the README's "Development" section. */
const GATEWAY_START_COMMAND = 'npm run dev -w @forkcast/api-gateway';

/**
 * Every path the gateway answers that the app calls or links to, as opposed to the app's own screens
 * (history fallback): the API and live channel (auth callbacks included: /api/auth/google/callback), the
 * federation manifest and published remotes, the service worker, and the offline checkout and portal pages
 * (/dev-billing/*, where mfe-account's Subscribe and Manage lead).
 */
const GATEWAY_PATHS = ['/api', '/ws', '/mfe-manifest.json', '/remotes', '/sw.js', '/dev-billing'];

/** Where a remote's harness asks which gateway is in use and whether it answers. */
const GATEWAY_STATUS_PATH = '/__harness/gateway';

function gatewayUnreachableMessage(gatewayUrl) {
  return `gateway at ${gatewayUrl} is not reachable: start it with \`${GATEWAY_START_COMMAND}\` (or point GATEWAY_URL at a running one)`;
}

/**
 * Instead of http-proxy's "Error occurred while trying to proxy": what is wrong and what to run. API calls
 * get it as JSON ({ message }, the shape the app's error mapper reads), pages as text.
 */
function onProxyError(gatewayUrl) {
  return (_error, req, res) => {
    const message = gatewayUnreachableMessage(gatewayUrl);
    // A WebSocket upgrade hands over a bare socket, not a response.
    if (!res || typeof res.writeHead !== 'function') {
      res?.destroy?.();
      return;
    }
    if (res.headersSent) return void res.end();
    const wantsJson = req.url.startsWith('/api') || (req.headers.accept ?? '').includes('application/json');
    res.writeHead(502, { 'content-type': wantsJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8' });
    res.end(wantsJson ? JSON.stringify({ message }) : `${message}\n`);
  };
}

/** Whether the gateway answers its health check, within a second and a half. */
async function gatewayStatus(gatewayUrl, fetchImpl = fetch) {
  const base = { url: gatewayUrl, startCommand: GATEWAY_START_COMMAND };
  try {
    const res = await fetchImpl(new URL('/api/health', gatewayUrl), { signal: AbortSignal.timeout(1500) });
    // 503 is a gateway that is up with a dependency down: it still answers.
    return { ...base, up: res.status < 500 || res.status === 503 };
  } catch {
    return { ...base, up: false, message: gatewayUnreachableMessage(gatewayUrl) };
  }
}

/**
 * `npm run dev:remote -- <remote>` (scripts/dev-remote.mjs): the shell's dev server serves the page, and one
 * remote's dev server is reached through it under REMOTE_PROXY_PREFIX/<folder>/, so the remote's entry, its
 * chunks, its hot updates and its HMR socket are all on the page's own origin. That is what makes it work
 * whichever name the page was opened at (webpack-dev-server refuses a script a page on 127.0.0.1 asks of
 * localhost:3001 as cross-site, 403), and it needs no CSP: the gateway's CSP (no eval) is never on the page.
 *
 * FORKCAST_DEV_REMOTE=<remote name>=<its dev server's URL> on the shell's dev server;
 * FORKCAST_DEV_REMOTE_PREFIX=<REMOTE_PROXY_PREFIX>/<folder> on the remote's.
 */
const REMOTE_PROXY_PREFIX = '/__remote';
/** Where the shell's dev server says which remote it serves this way (so dev:remote can reuse it). */
const DEV_REMOTE_STATUS_PATH = '/__dev-remote';

/** @returns {{ name: string, folder: string, url: string, prefix: string } | null} */
function parseDevRemote(value) {
  if (!value) return null;
  const match = /^(mfe_[a-z]+)=(https?:\/\/[^/]+)\/?$/.exec(value);
  if (!match) throw new Error(`FORKCAST_DEV_REMOTE must be <remote name>=<http(s)://host:port>, got "${value}"`);
  const [, name, url] = match;
  const folder = name.replaceAll('_', '-');
  return { name, folder, url, prefix: `${REMOTE_PROXY_PREFIX}/${folder}` };
}

/**
 * The gateway's /mfe-manifest.json with the developed remote's entry on its dev server (through this server)
 * and its route claims read from its source, so a change of src/route-prefixes.json needs no build either.
 */
function devRemoteManifest(devRemote, gatewayUrl, fetchImpl = fetch) {
  return async (_req, res) => {
    try {
      const upstream = await fetchImpl(new URL('/mfe-manifest.json', gatewayUrl), { signal: AbortSignal.timeout(5000) });
      if (!upstream.ok) throw new Error(`answered ${upstream.status}`);
      const manifest = await upstream.json();
      const prefixesFile = path.join(__dirname, '..', '..', devRemote.folder, 'src', 'route-prefixes.json');
      const prefixes = JSON.parse(fs.readFileSync(prefixesFile, 'utf8'));
      manifest.remotes[devRemote.name] = { entry: `${devRemote.prefix}/remoteEntry.js`, prefixes };
      res.set('Cache-Control', 'no-store').json(manifest);
    } catch {
      res
        .status(502)
        .type('application/json')
        .send(JSON.stringify({ message: gatewayUnreachableMessage(gatewayUrl) }));
    }
  };
}

/** The developed remote's dev server, under its prefix; its HMR socket too (Origin made the remote's own). */
function devRemoteProxy(devRemote) {
  return {
    context: [devRemote.prefix],
    target: devRemote.url,
    ws: true,
    changeOrigin: true,
    pathRewrite: { [`^${devRemote.prefix}`]: '' },
    onProxyReqWs: (proxyReq) => proxyReq.setHeader('origin', devRemote.url),
    onError: (_error, _req, res) => {
      if (!res || typeof res.writeHead !== 'function') return void res?.destroy?.();
      if (res.headersSent) return void res.end();
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(
        `the ${devRemote.folder} dev server at ${devRemote.url} is not reachable: start it with \`npm run dev:remote -- ${devRemote.folder}\`\n`,
      );
    },
  };
}

/**
 * @param {object} options
 * @param {number} options.port
 * @param {boolean} options.isRemote
 * @param {string} [options.gatewayUrl]
 * @param {NodeJS.ProcessEnv} [options.env]
 */
function createDevServerConfig({
  port,
  isRemote,
  gatewayUrl = DEFAULT_GATEWAY_URL,
  // Only the two variables dev:remote sets are read: the dev server's proxy targets, never part of a bundle.
  env = { FORKCAST_DEV_REMOTE: process.env.FORKCAST_DEV_REMOTE, FORKCAST_DEV_REMOTE_PREFIX: process.env.FORKCAST_DEV_REMOTE_PREFIX },
}) {
  const devRemote = isRemote ? null : parseDevRemote(env.FORKCAST_DEV_REMOTE);
  // A remote served through the shell's dev server: its HMR client connects to the page's own host and port.
  const remotePrefix = isRemote ? env.FORKCAST_DEV_REMOTE_PREFIX : undefined;
  return {
    // The HMR socket goes to the host and port the page was opened at (not the `host` below): a page opened at
    // 127.0.0.1 asking localhost's socket is refused ("Invalid Host/Origin header"). A remote served through
    // the shell's dev server connects through it too.
    client: { webSocketURL: { hostname: '0.0.0.0', port: 0, ...(remotePrefix ? { pathname: `${remotePrefix}/ws` } : {}) } },
    port,
    // This machine only: the gateway's dev endpoints (the outbox's sign-in codes) answer loopback peers,
    // and the proxy below is one. `--host 0.0.0.0` opens it to the network on purpose.
    host: 'localhost',
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    // A remote's harness page links the shell's icon and web manifest (build-preset/index.html): serve the
    // shell's public folder, as the gateway does. The shell's own dev server copies it into its build.
    ...(isRemote ? { static: [{ directory: path.join(__dirname, '../../shell/public'), publicPath: '/', watch: false }] } : {}),
    proxy: [
      ...(devRemote ? [devRemoteProxy(devRemote)] : []),
      {
        context: GATEWAY_PATHS,
        target: gatewayUrl,
        ws: true,
        changeOrigin: false,
        onError: onProxyError(gatewayUrl),
      },
    ],
    // A remote's standalone harness gets a partner played by this server (dev-partner.js), and the gateway's status.
    setupMiddlewares: (middlewares, devServer) => {
      if (devRemote) {
        middlewares.unshift({
          name: 'dev-remote-manifest',
          path: '/mfe-manifest.json',
          middleware: devRemoteManifest(devRemote, gatewayUrl),
        });
        devServer.app.get(DEV_REMOTE_STATUS_PATH, (_req, res) => {
          res.set('Cache-Control', 'no-store').json({ devRemote: env.FORKCAST_DEV_REMOTE, gatewayUrl });
        });
      }
      if (isRemote) {
        mountDevPartner(devServer.app, gatewayUrl);
        devServer.app.get(GATEWAY_STATUS_PATH, async (_req, res) => {
          res.set('Cache-Control', 'no-store').json({ ...(await gatewayStatus(gatewayUrl)), devRemotePrefix: remotePrefix ?? null });
        });
      }
      return middlewares;
    },
  };
}

module.exports = {
  createDevServerConfig,
  gatewayStatus,
  gatewayUnreachableMessage,
  DEFAULT_GATEWAY_URL,
  GATEWAY_PATHS,
  GATEWAY_START_COMMAND,
  GATEWAY_STATUS_PATH,
  REMOTE_PROXY_PREFIX,
  DEV_REMOTE_STATUS_PATH,
  parseDevRemote,
  devRemoteManifest,
};
