import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import request from 'supertest';
import { ConfigError, loadConfig, type Env } from '../src/config';
import { isLoopbackAddress } from '../src/middleware/loopback-only';
import { describeWhen } from './helpers/reliability/fault-tools';
import { gatewayBundle } from './helpers/reliability/gateway-bundle';
import { GatewayProcess } from './helpers/reliability/gateway-process';
import { tokenOf } from './helpers/billing-fixtures';
import { latestCode, ONE_CLIENT, ONE_HTTPS_CLIENT, uniqueEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import { START_SCRIPTS_LOADER_CSP } from '../src/modules/pages/start-scripts';

/**
 * Safe defaults: development providers (dev outbox, dev billing) keep the gateway on
 * 127.0.0.1 and answer this machine only; production refuses to start with them or a weak
 * SESSION_SECRET; X-Forwarded-* counts only from TRUST_PROXY; the CSP names this gateway's socket
 * and the configured origins only; MFE_*_URL values are checked at start.
 */

const STRONG_SECRET = 'production-secret-4f9a1c7e2b8d0a6f3e5c';
const PRODUCTION: Env = {
  NODE_ENV: 'production',
  SESSION_SECRET: STRONG_SECRET,
  SMTP_URL: 'smtp://mail.internal:587',
  PUBLIC_URL: 'http://forkcast.lan',
};
const STRIPE: Env = { STRIPE_SECRET_KEY: 'sk', STRIPE_PRICE_MONTHLY: 'pm', STRIPE_PRICE_ANNUAL: 'pa', STRIPE_WEBHOOK_SECRET: 'wh' };

/** This machine's first non-loopback IPv4 address (a real peer that is not 127.x), if it has one. */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether anything accepts a TCP connection at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * The app behind a real HTTP server whose sockets report `peer` as their remote address: what a
 * request from another machine looks like to the app, on a machine where only loopback exists.
 */
async function fromPeer(app: TestApp['app'], peer: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    Object.defineProperty(req.socket, 'remoteAddress', { value: peer, configurable: true });
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Signs in through the e-mail code flow; the cookie pair to send from another client. */
async function signedInCookie(testApp: TestApp): Promise<string> {
  const email = uniqueEmail('safe');
  await request(testApp.app).post('/api/auth/email/request-otp').set('Cookie', ONE_CLIENT).send({ email }).expect(200);
  const otp = await latestCode(testApp, email);
  const res = await request(testApp.app).post('/api/auth/email/verify-otp').set('Cookie', ONE_CLIENT).send({ email, otp }).expect(200);
  const cookies = res.headers['set-cookie'] as unknown as string[];
  return cookies.find((cookie) => cookie.startsWith('forkcast.sid='))!.split(';')[0]!;
}

function cspDirectives(res: request.Response): Map<string, string> {
  return new Map(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(' '))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

describe('binding host', () => {
  it('is 127.0.0.1 while a development provider is active, unless HOST says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', developmentProviders: ['dev outbox (no SMTP_URL)', 'dev billing'] });
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25' })).toMatchObject({ host: '127.0.0.1', developmentProviders: ['dev billing'] });
    expect(loadConfig({ DEV_BILLING: '0' })).toMatchObject({ host: '127.0.0.1', developmentProviders: ['dev outbox (no SMTP_URL)'] });
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
  });

  it('is every interface (as before) with real providers only', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25', DEV_BILLING: '0' })).toMatchObject({ host: undefined, developmentProviders: [] });
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25', ...STRIPE })).toMatchObject({ host: undefined, developmentProviders: [] });
    expect(loadConfig(PRODUCTION)).toMatchObject({ host: undefined, developmentProviders: [] });
    expect(loadConfig({ ...PRODUCTION, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});

describe('loopback-only development endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '203.0.113.0/24' } });
  });

  it('recognises loopback peers, including IPv4 through a dual-stack socket', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.9.9.9']) {
      expect({ address, loopback: isLoopbackAddress(address) }).toEqual({ address, loopback: true });
    }
    for (const address of [
      undefined,
      '',
      '192.0.2.2',
      '::ffff:192.0.2.2',
      '10.0.0.1',
      'fd00::2',
      '::',
      '0.0.0.0',
      '128.0.0.1',
      'localhost',
    ]) {
      expect({ address, loopback: isLoopbackAddress(address) }).toEqual({ address, loopback: false });
    }
  });

  it('the dev outbox answers this machine, and is absent for another peer whatever X-Forwarded-For says', async () => {
    await request(t.app).get('/api/dev/outbox').expect(200);
    const remote = await fromPeer(t.app, '203.0.113.9');
    try {
      expect((await request(remote).get('/api/dev/outbox').expect(404)).body).toEqual({ message: 'Not found' });
      // The peer is a trusted proxy here, so req.ip would be 127.0.0.1: the guard reads the socket, not req.ip.
      await request(remote).get('/api/dev/outbox').set('X-Forwarded-For', '127.0.0.1').expect(404);
    } finally {
      remote.close();
    }
  });

  it('the dev checkout pages answer this machine, and another peer can neither see nor pay them', async () => {
    const cookie = await signedInCookie(t);
    const checkout = await request(t.app)
      .post('/api/subscriptions/create-checkout')
      .set('Cookie', cookie)
      .send({ plan: 'monthly' })
      .expect(200);
    const token = tokenOf(checkout.body.url);
    const remote = await fromPeer(t.app, '::ffff:203.0.113.9');
    try {
      const page = await request(remote).get(checkout.body.url).set('Cookie', cookie).set('Accept', 'text/html');
      expect(page.text).not.toContain('TEST MODE');
      await request(remote).get(checkout.body.url).set('Cookie', cookie).expect(404);
      await request(remote)
        .post('/dev-billing/checkout')
        .set('Cookie', cookie)
        .set('Origin', t.config.publicUrl)
        .type('form')
        .send({ token, action: 'pay' })
        .expect(404);
      expect((await request(t.app).get('/api/subscriptions/status').set('Cookie', cookie).expect(200)).body.tier).toBe('free');
    } finally {
      remote.close();
    }
    // The same token still works from this machine: the refused peer changed nothing.
    expect((await request(t.app).get(checkout.body.url).set('Cookie', cookie).expect(200)).text).toContain('TEST MODE');
    await request(t.app)
      .post('/dev-billing/checkout')
      .set('Cookie', cookie)
      .set('Origin', t.config.publicUrl)
      .type('form')
      .send({ token, action: 'pay' })
      .expect(303);
  });
});

describe('production refuses development providers and weak secrets, saying what to set', () => {
  const refusal = (env: Env) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
  };

  it('starts with SMTP, a strong secret and no dev billing (Stripe or none)', () => {
    expect(loadConfig(PRODUCTION).billing.mode).toBe('none');
    expect(loadConfig({ ...PRODUCTION, ...STRIPE, DEV_BILLING: '1' }).billing.mode).toBe('stripe');
  });

  it('refuses without SMTP_URL (the dev outbox)', () => {
    expect(refusal({ ...PRODUCTION, SMTP_URL: '' })).toBe(
      'Refusing to start in production: SMTP_URL is not set, so sign-in codes would go to the development outbox: ' +
        'set SMTP_URL to your mail server (smtp://user:password@host:587)',
    );
  });

  it('refuses DEV_BILLING=1 (the free dev checkout)', () => {
    expect(refusal({ ...PRODUCTION, DEV_BILLING: '1' })).toMatch(
      /^Refusing to start in production: DEV_BILLING=1 turns on the free development checkout: remove DEV_BILLING, or set STRIPE_SECRET_KEY/,
    );
  });

  it('refuses a missing, short, repetitive or placeholder SESSION_SECRET', () => {
    expect(refusal({ ...PRODUCTION, SESSION_SECRET: '' })).toMatch(
      /SESSION_SECRET is not set: set it to at least 32 random characters \(e\.g\. the output of `openssl rand -base64 48`\)/,
    );
    for (const secret of [
      'twenty-char-secret-x',
      'x'.repeat(40),
      'ab'.repeat(20),
      'change-me-to-a-long-random-string-please',
      'your-secret-here-0123456789abcdefghijk',
    ]) {
      expect({ secret, message: refusal({ ...PRODUCTION, SESSION_SECRET: secret }) }).toEqual({
        secret,
        message: expect.stringMatching(/SESSION_SECRET is too weak .*: set it to at least 32 random characters/),
      });
    }
  });

  it('names every problem at once', () => {
    const message = refusal({ NODE_ENV: 'production', DEV_BILLING: '1' });
    for (const part of ['SESSION_SECRET is not set', 'SMTP_URL is not set', 'DEV_BILLING=1']) expect(message).toContain(part);
  });
});

describeWhen('safe defaults: the real server', {})('safe defaults: the real server process', () => {
  const gateways: GatewayProcess[] = [];
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.stop()));
  });

  it('refuses to start in production without SMTP and prints what to set', async () => {
    const child = spawn(process.execPath, [await gatewayBundle()], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        SESSION_SECRET: STRONG_SECRET,
        PUBLIC_URL: 'http://forkcast.lan',
        PORT: String(await freePort()),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A gateway that starts anyway is stopped, so the failure shows instead of a hang.
    const started = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await new Promise((resolve) => child.once('exit', resolve));
    clearTimeout(started);
    expect(code).toBe(1);
    expect(output).toContain('ConfigError: Refusing to start in production: SMTP_URL is not set');
  }, 30_000);

  it('with development providers and no HOST, listens on 127.0.0.1 only', async () => {
    const port = await freePort();
    const gateway = await GatewayProcess.start(port, { HOST: '', SMTP_URL: '' });
    gateways.push(gateway);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    if (lanAddress) expect(await accepts(lanAddress, port)).toBe(false);
  }, 60_000);

  (lanAddress ? it : it.skip)(
    'with HOST=0.0.0.0, a peer on the network reaches the app but not the dev outbox',
    async () => {
      const port = await freePort();
      const gateway = await GatewayProcess.start(port, { HOST: '0.0.0.0', SMTP_URL: '' });
      gateways.push(gateway);
      // A real connection from this machine's network address: the socket's peer is not loopback.
      const fromLan = (path: string) => fetch(`http://${lanAddress}:${port}${path}`, { headers: { 'X-Forwarded-For': '127.0.0.1' } });
      expect((await fromLan('/api/health')).status).toBe(200);
      expect((await fromLan('/api/dev/outbox')).status).toBe(404);
      expect((await fromLan('/dev-billing/checkout?token=abcdefghijklmnopqrstuvwxyz')).status).toBe(404);
      expect((await fetch(`${gateway.url}/api/dev/outbox`)).status).toBe(200);
    },
    60_000,
  );
});

describe('TRUST_PROXY', () => {
  it('accepts addresses, CIDR ranges and the loopback/linklocal/uniquelocal keywords', () => {
    expect(loadConfig({ TRUST_PROXY: ' loopback, 10.0.0.1,10.0.0.0/8 , fd00::/8,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'uniquelocal',
    ]);
    expect(loadConfig({}).trustProxy).toEqual([]);
  });

  it.each(['1', 'true', '*', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/2', 'fe80::1%eth0', 'Loopback'])(
    'refuses %p at start',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY: .* is not an IP address, a CIDR range/);
    },
  );

  it('is required with an https PUBLIC_URL (TLS ends at a proxy)', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://forkcast.example' })).toThrow(/PUBLIC_URL is https.*set TRUST_PROXY/);
  });

  it('an X-Forwarded-For from a peer that is not the configured proxy does not change the client address (rate-limit key)', async () => {
    // Requests come from 127.0.0.1; only 10.0.0.1 is a proxy. Three "different" clients are one address: the 3rd is limited.
    const limited = await createTestApp({
      env: { PUBLIC_URL: 'https://forkcast.test', TRUST_PROXY: '10.0.0.1', OTP_REQUESTS_PER_IP: '2' },
    });
    const statuses = [];
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const res = await request(limited.app)
        .post('/api/auth/email/request-otp')
        .set('X-Forwarded-For', client)
        .send({ email: uniqueEmail('xff') });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('from a configured proxy, X-Forwarded-For names the client', async () => {
    const proxied = await createTestApp({
      env: { PUBLIC_URL: 'https://forkcast.test', TRUST_PROXY: 'loopback', OTP_REQUESTS_PER_IP: '2' },
    });
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      await request(proxied.app)
        .post('/api/auth/email/request-otp')
        .set('X-Forwarded-For', client)
        .send({ email: uniqueEmail('xff') })
        .expect(200);
    }
  });

  it('X-Forwarded-Proto from a peer that is not the configured proxy does not make a request https (no cookie)', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://forkcast.test', TRUST_PROXY: '10.0.0.1' } });
    const email = uniqueEmail('xfp');
    await request(secure.app).post('/api/auth/email/request-otp').set('Cookie', ONE_HTTPS_CLIENT).send({ email }).expect(200);
    const otp = await latestCode(secure, email);
    const res = await request(secure.app)
      .post('/api/auth/email/verify-otp')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', ONE_HTTPS_CLIENT)
      .send({ email, otp })
      .expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('content security policy', () => {
  it('connects to this gateway and its own socket only, and loads images from this origin only', async () => {
    const t = await createTestApp();
    const csp = cspDirectives(await request(t.app).get('/api/health').expect(200));
    expect(csp.get('connect-src')).toBe("'self' ws://localhost:8080");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
  });

  it('adds the wss origin of an https PUBLIC_URL, remote origins, and Google pictures when Google sign-in is on', async () => {
    const t = await createTestApp({
      env: {
        ...PRODUCTION,
        PUBLIC_URL: 'https://forkcast.test',
        TRUST_PROXY: 'loopback',
        MFE_SWIPE_URL: 'https://cdn.example/remotes/mfe-swipe/1.0.0-abc/remoteEntry.js',
        MFE_ADMIN_URL: '/remotes/mfe-admin/1.0.0-def/remoteEntry.js',
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'google-secret',
      },
    });
    const csp = cspDirectives(await request(t.app).get('/api/health').set('X-Forwarded-Proto', 'https').expect(200));
    expect(csp.get('connect-src')).toBe("'self' wss://forkcast.test https://cdn.example");
    // Scripts of this origin and the remote's, and inline only the app page's script loader, by its hash.
    expect(csp.get('script-src')).toBe(`'self' ${START_SCRIPTS_LOADER_CSP} https://cdn.example`);
    expect(csp.get('img-src')).toBe("'self' data: blob: https://lh3.googleusercontent.com");
  });

  it("outside production, a remote's dev server may push hot reloads over its own socket", async () => {
    const t = await createTestApp({ env: { MFE_SWIPE_URL: 'http://localhost:3001/remoteEntry.js' } });
    const csp = cspDirectives(await request(t.app).get('/api/health').expect(200));
    expect(csp.get('connect-src')).toBe("'self' ws://localhost:8080 http://localhost:3001 ws://localhost:3001");
  });
});

describe('MFE_*_URL validation', () => {
  it('accepts absolute http(s) URLs without credentials, query or fragment, and same-origin paths', () => {
    const config = loadConfig({
      MFE_SWIPE_URL: 'https://cdn.example/remotes/mfe-swipe/1.0.0/remoteEntry.js',
      MFE_SPOTLIGHT_URL: 'http://localhost:3002/remoteEntry.js',
      MFE_ACCOUNT_URL: '/remotes/mfe-account/1.0.0/remoteEntry.js',
    });
    expect(config.remoteEntryOverrides).toEqual({
      mfe_swipe: 'https://cdn.example/remotes/mfe-swipe/1.0.0/remoteEntry.js',
      mfe_spotlight: 'http://localhost:3002/remoteEntry.js',
      mfe_account: '/remotes/mfe-account/1.0.0/remoteEntry.js',
    });
    expect(
      loadConfig({ ...PRODUCTION, MFE_ADMIN_URL: 'https://cdn.example/a/remoteEntry.js' }).remoteEntryOverrides.mfe_admin,
    ).toBeDefined();
  });

  it.each([
    ['https://deploy:hunter2@cdn.example/remoteEntry.js', /MFE_SWIPE_URL has a user name or password/],
    ['https://cdn.example/remoteEntry.js?v=1', /MFE_SWIPE_URL has a query or fragment/],
    ['https://cdn.example/remoteEntry.js#x', /MFE_SWIPE_URL has a query or fragment/],
    ['//evil.example/remoteEntry.js', /MFE_SWIPE_URL is a protocol-relative URL/],
    ['/\\evil.example/remoteEntry.js', /MFE_SWIPE_URL contains a space or backslash/],
    ['javascript:alert(1)', /MFE_SWIPE_URL uses javascript: \(not http or https\)/],
    ['ftp://cdn.example/remoteEntry.js', /MFE_SWIPE_URL uses ftp:/],
    ['remoteEntry.js', /MFE_SWIPE_URL is neither a URL nor a path starting with \//],
  ])('refuses %p', (value, message) => {
    expect(() => loadConfig({ MFE_SWIPE_URL: value })).toThrow(message);
    try {
      loadConfig({ MFE_SWIPE_URL: value });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      // The error says what to use, and never repeats a password it was given.
      expect((error as Error).message).toMatch(/use an absolute http\(s\) URL without user name, password, query or fragment/);
      expect((error as Error).message).not.toContain('hunter2');
    }
  });

  it('requires https for absolute URLs in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, MFE_SWIPE_URL: 'http://cdn.example/remoteEntry.js' })).toThrow(
      /MFE_SWIPE_URL is http \(production needs https\): use an absolute https URL/,
    );
  });
});
