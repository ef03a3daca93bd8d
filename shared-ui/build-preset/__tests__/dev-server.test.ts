/**
 * @jest-environment node
 */
// The dev servers (`npm run dev -w <app>`): a remote's harness reaches every gateway page the app links
// to, loads its scripts from the root on a deep link, says which gateway it uses and what to run when it is down.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';

// The proxy webpack-dev-server itself runs (its own dependency, not ours).
const { createProxyMiddleware } = createRequire(require.resolve('webpack-dev-server'))('http-proxy-middleware') as {
  createProxyMiddleware: (
    context: string[],
    options: object,
  ) => (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
};

const repoRoot = path.resolve(__dirname, '../../..');
const REMOTES = ['mfe-swipe', 'mfe-spotlight', 'mfe-account', 'mfe-admin'];

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain JS
const devServer = require('../dev-server.js') as {
  gatewayStatus: (url: string) => Promise<{ url: string; up: boolean; startCommand: string; message?: string }>;
  gatewayUnreachableMessage: (url: string) => string;
  GATEWAY_START_COMMAND: string;
};

interface ProxyEntry {
  context: string[];
  target: string;
  ws: boolean;
}
interface DevConfig {
  output: { publicPath: string };
  plugins: { constructor: { name: string }; userOptions?: { publicPath?: string } }[];
  devServer: { proxy: [ProxyEntry]; static?: [{ directory: string; publicPath: string }] };
}
function devConfigOf(app: string, gatewayUrl?: string): DevConfig {
  const before = process.env.GATEWAY_URL;
  if (gatewayUrl) process.env.GATEWAY_URL = gatewayUrl;
  else delete process.env.GATEWAY_URL;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the apps' webpack configs are plain JS
    return (require(path.join(repoRoot, app, 'webpack.config.js')) as (env: unknown, argv: { mode: string }) => DevConfig)(
      {},
      { mode: 'development' },
    );
  } finally {
    if (before === undefined) delete process.env.GATEWAY_URL;
    else process.env.GATEWAY_URL = before;
  }
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

async function closedPort(): Promise<number> {
  const server = http.createServer();
  const port = await listen(server);
  await close(server);
  return port;
}

describe('dev server proxy', () => {
  it.each(['shell', ...REMOTES])('%s forwards every gateway page the app links to', (app) => {
    const [proxy] = devConfigOf(app, 'http://127.0.0.1:9999').devServer.proxy;
    expect(proxy.target).toBe('http://127.0.0.1:9999');
    expect(proxy.ws).toBe(true);
    // /dev-billing: where Subscribe and Manage lead (mfe-account). Auth callbacks live under /api.
    expect(proxy.context).toEqual(expect.arrayContaining(['/api', '/ws', '/dev-billing', '/mfe-manifest.json', '/remotes', '/sw.js']));
  });

  it('uses http://localhost:8080 without GATEWAY_URL', () => {
    expect(devConfigOf('mfe-account').devServer.proxy[0].target).toBe('http://localhost:8080');
  });

  it('answers for a gateway that is down with what to run, not "Error occurred while trying to proxy"', async () => {
    const gatewayUrl = `http://127.0.0.1:${await closedPort()}`;
    const { context, ...options } = devConfigOf('mfe-account', gatewayUrl).devServer.proxy[0];
    const proxy = createProxyMiddleware(context, { ...options, logLevel: 'silent' });
    const server = http.createServer((req, res) => proxy(req, res, () => void res.writeHead(404).end()));
    const port = await listen(server);
    try {
      const api = await fetch(`http://127.0.0.1:${port}/api/auth/user`);
      expect(api.status).toBe(502);
      expect(await api.json()).toEqual({ message: devServer.gatewayUnreachableMessage(gatewayUrl) });

      const page = await fetch(`http://127.0.0.1:${port}/dev-billing/checkout?token=x`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(502);
      const text = await page.text();
      expect(text).toContain(`gateway at ${gatewayUrl} is not reachable: start it with \`npm run dev -w @forkcast/api-gateway\``);
      expect(text).not.toContain('Error occurred');
    } finally {
      await close(server);
    }
  });

  it('names the command the README gives for starting the gateway', async () => {
    const fs = await import('node:fs');
    expect(fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8')).toContain(`\`${devServer.GATEWAY_START_COMMAND}\``);
  });
});

describe("a remote's harness page", () => {
  it.each(REMOTES)('%s loads its scripts from the root, so a deep link such as /dev-billing/x or /admin/users works', (app) => {
    const config = devConfigOf(app);
    const html = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
    expect(html?.userOptions?.publicPath).toBe('/');
    // Its chunks still load from wherever remoteEntry.js is served (inside the shell, from this dev server).
    expect(config.output.publicPath).toBe('auto');
  });

  it.each(REMOTES)("%s serves the shell's icon and web manifest", (app) => {
    const [files] = devConfigOf(app).devServer.static ?? [{ directory: '', publicPath: '' }];
    expect(files.publicPath).toBe('/');
    const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
    expect(fs.existsSync(path.join(files.directory, 'icons/icon.svg'))).toBe(true);
    expect(fs.existsSync(path.join(files.directory, 'manifest.webmanifest'))).toBe(true);
  });
});

describe('gateway status (the harness shows it)', () => {
  it('is up when /api/health answers', async () => {
    const gateway = http.createServer((req, res) => res.writeHead(req.url === '/api/health' ? 200 : 404).end('{}'));
    const url = `http://127.0.0.1:${await listen(gateway)}`;
    try {
      expect(await devServer.gatewayStatus(url)).toEqual({ url, up: true, startCommand: 'npm run dev -w @forkcast/api-gateway' });
    } finally {
      await close(gateway);
    }
  });

  it('is down, with what to run, when nothing listens there', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    expect(await devServer.gatewayStatus(url)).toEqual({
      url,
      up: false,
      startCommand: 'npm run dev -w @forkcast/api-gateway',
      message: devServer.gatewayUnreachableMessage(url),
    });
  });
});

// `npm run dev:remote -- <remote>`: the shell's dev server lists the developed remote at its own
// origin, so the page never asks another host (403 cross-site) and no gateway CSP applies.
describe('dev:remote wiring', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- plain JS
  const wiring = require('../dev-server.js') as {
    parseDevRemote: (value?: string) => { name: string; folder: string; url: string; prefix: string } | null;
    devRemoteManifest: (
      devRemote: { name: string; folder: string; url: string; prefix: string },
      gatewayUrl: string,
    ) => (req: unknown, res: { set: () => unknown; json: (body: unknown) => void; status: (code: number) => unknown }) => Promise<void>;
    createDevServerConfig: (options: { port: number; isRemote: boolean; gatewayUrl?: string; env?: Record<string, string> }) => {
      proxy: { context: string[]; target: string; pathRewrite?: Record<string, string> }[];
      client: { webSocketURL: { hostname: string; port: number; pathname?: string } };
    };
  };

  it('reads FORKCAST_DEV_REMOTE and refuses anything else', () => {
    expect(wiring.parseDevRemote(undefined)).toBeNull();
    expect(wiring.parseDevRemote('mfe_swipe=http://localhost:3001')).toEqual({
      name: 'mfe_swipe',
      folder: 'mfe-swipe',
      url: 'http://localhost:3001',
      prefix: '/__remote/mfe-swipe',
    });
    expect(() => wiring.parseDevRemote('mfe_swipe=javascript:alert(1)')).toThrow(/FORKCAST_DEV_REMOTE/);
  });

  it("the shell's dev server forwards the remote's prefix to its dev server, and sockets go to the page's host", () => {
    const config = wiring.createDevServerConfig({
      port: 3000,
      isRemote: false,
      env: { FORKCAST_DEV_REMOTE: 'mfe_account=http://localhost:3003' },
    });
    expect(config.proxy[0]).toMatchObject({
      context: ['/__remote/mfe-account'],
      target: 'http://localhost:3003',
      pathRewrite: { '^/__remote/mfe-account': '' },
    });
    expect(config.client.webSocketURL).toEqual({ hostname: '0.0.0.0', port: 0 });
    const remote = wiring.createDevServerConfig({
      port: 3003,
      isRemote: true,
      env: { FORKCAST_DEV_REMOTE_PREFIX: '/__remote/mfe-account' },
    });
    expect(remote.client.webSocketURL).toEqual({ hostname: '0.0.0.0', port: 0, pathname: '/__remote/mfe-account/ws' });
  });

  it("the manifest names the remote's dev server through the shell and its claims from its source", async () => {
    const gateway = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          remotes: {
            mfe_swipe: { entry: '/remotes/mfe-swipe/remoteEntry.js', prefixes: [] },
            mfe_admin: { entry: '/remotes/mfe-admin/remoteEntry.js', prefixes: [] },
          },
        }),
      ),
    );
    const url = `http://127.0.0.1:${await listen(gateway)}`;
    try {
      let body: { remotes: Record<string, { entry: string; prefixes: { path: string }[] }> } | undefined;
      const res = { set: () => res, json: (value: typeof body) => void (body = value), status: () => res };
      await wiring.devRemoteManifest(wiring.parseDevRemote('mfe_swipe=http://localhost:3001')!, url)({}, res as never);
      expect(body!.remotes.mfe_swipe!.entry).toBe('/__remote/mfe-swipe/remoteEntry.js');
      expect(body!.remotes.mfe_swipe!.prefixes.map((p) => p.path)).toContain('/swipe');
      expect(body!.remotes.mfe_admin!.entry).toBe('/remotes/mfe-admin/remoteEntry.js');
    } finally {
      await close(gateway);
    }
  });

  it('development builds under webpack serve have Fast Refresh; production and plain builds do not', () => {
    type Plugins = { plugins: { constructor: { name: string } }[] };
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack config is plain JS
    const webpackConfig = require(path.join(repoRoot, 'mfe-swipe', 'webpack.config.js')) as (
      env: object,
      argv: { mode: string },
    ) => Plugins;
    const load = (env: object, mode: string) => webpackConfig(env, { mode });
    const names = (config: { plugins: { constructor: { name: string } }[] }) => config.plugins.map((plugin) => plugin.constructor.name);
    expect(names(load({ WEBPACK_SERVE: true }, 'development'))).toContain('ReactRefreshPlugin');
    expect(names(load({}, 'development'))).not.toContain('ReactRefreshPlugin');
    expect(names(load({ WEBPACK_SERVE: true }, 'production'))).not.toContain('ReactRefreshPlugin');
  });
});
