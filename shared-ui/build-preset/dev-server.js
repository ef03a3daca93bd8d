// The dev servers' own settings (`npm run dev -w <app>`): what they forward to the gateway at GATEWAY_URL,
// what they say when it is not there, and the little a remote's standalone harness asks of them.
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
 * @param {object} options
 * @param {number} options.port
 * @param {boolean} options.isRemote
 * @param {string} [options.gatewayUrl]
 */
function createDevServerConfig({ port, isRemote, gatewayUrl = DEFAULT_GATEWAY_URL }) {
  return {
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
      if (isRemote) {
        mountDevPartner(devServer.app, gatewayUrl);
        devServer.app.get(GATEWAY_STATUS_PATH, async (_req, res) => {
          res.set('Cache-Control', 'no-store').json(await gatewayStatus(gatewayUrl));
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
};
