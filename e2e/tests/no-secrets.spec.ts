import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Secrets (ASVS 5.0 V13.3.1 secrets not in build artifacts, V16.2.5 no credentials in logs): every file
 * a browser can be served (the production build of the shell and the remotes, published releases) is
 * scanned for secrets, and the built gateway is run in production with known secret values while a
 * sign-in and a few calls that reach Stripe, the AI provider and SMTP happen; its whole output must
 * contain none of them, nor the sign-in code, nor the session cookie.
 */

const repoRoot = path.resolve(__dirname, '../..');
const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
// The config's gateway uses E2E_PORT.
const GATEWAY_PORT = E2E_PORT + 5;
const SMTP_PORT = E2E_PORT + 6;

/** Names whose values must never reach a browser (whatever the build machine had set). */
const SECRET_ENV = [
  'SESSION_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'AI_API_KEY',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_PLACES_API_KEY',
  'SMTP_URL',
  'DATABASE_URL',
  'REDIS_URL',
];

const SECRET_PATTERNS: [string, RegExp][] = [
  ['PEM private key', /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/],
  ['Stripe secret or restricted key', /\b[sr]k_(?:live|test)_[0-9A-Za-z]{8,}/],
  ['Stripe webhook secret', /\bwhsec_[0-9A-Za-z]{8,}/],
  ['Google OAuth client secret', /\bGOCSPX-[0-9A-Za-z_-]{8,}/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}/],
  ['OpenAI-style API key', /\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['URL with a password', /\b(?:smtps?|postgres(?:ql)?|rediss?|mysql|amqps?|mongodb(?:\+srv)?):\/\/[^\s:@/'"`]+:[^\s@/'"`]+@/],
];

/** Every file a browser could be served: build output of the shell and remotes, and published releases. */
function servedFiles(releasesDir: string | undefined): string[] {
  const roots = [
    path.join(repoRoot, 'shell/dist'),
    ...readdirSync(repoRoot)
      .filter((name) => name.startsWith('mfe-'))
      .map((name) => path.join(repoRoot, name, 'dist')),
    path.join(repoRoot, 'releases'),
    ...(releasesDir ? [releasesDir] : []),
  ].filter((root) => existsSync(root));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  roots.forEach(walk);
  return files;
}

function findSecrets(text: string, values: Record<string, string>): string[] {
  const found = SECRET_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  for (const [name, value] of Object.entries(values)) if (value.length >= 8 && text.includes(value)) found.push(name);
  return found;
}

test.describe('no secrets in client bundles (V13.3.1)', () => {
  test('the patterns catch what they are meant to catch', () => {
    const samples = [
      '-----BEGIN PRIVATE KEY-----',
      '-----BEGIN EC PRIVATE KEY-----',
      'sk_live_51Habcdefghijkl',
      'rk_test_abcdefghij',
      'whsec_abcdefghijkl',
      'GOCSPX-abcdefghijklmnop',
      `AIza${'a'.repeat(35)}`,
      'sk-proj-abcdefghijklmnopqrstuvwx',
      'AKIAABCDEFGHIJKLMNOP',
      'smtp://user:p4ss@mail.example.com',
      'postgres://forkcast:secret@db:5432/app',
    ];
    for (const sample of samples) expect({ sample, found: findSecrets(`x ${sample} x`, {}).length }).toEqual({ sample, found: 1 });
    expect(findSecrets('mask-image: none; task-runner-0123456789abcdefghij; https://example.com/a@b', {})).toEqual([]);
  });

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test asks for from its first parameter.
  test('every built or published file of the shell and the remotes is free of secrets', ({}, testInfo) => {
    const files = servedFiles(testInfo.config.metadata.releasesDir as string | undefined);
    const entries = files.filter((file) => file.endsWith('remoteEntry.js'));
    // The production build exists (e2e runs after it): the shell page and each remote's entry at least.
    expect(files.some((file) => file.endsWith(path.join('shell', 'dist', 'index.html')))).toBe(true);
    expect(entries.length).toBeGreaterThanOrEqual(4);

    const values: Record<string, string> = {};
    for (const name of SECRET_ENV) {
      const value = process.env[name];
      if (value) values[name] = value;
    }
    // The e2e gateways' own secret: a bundle that embedded server config would show it.
    values['e2e SESSION_SECRET'] = 'e2e-only-secret-not-used-anywhere-else-0123456789';

    const leaks: string[] = [];
    let bytes = 0;
    for (const file of files) {
      const text = readFileSync(file, 'latin1');
      bytes += text.length;
      for (const what of findSecrets(text, values)) leaks.push(`${path.relative(repoRoot, file)}: ${what}`);
    }
    testInfo.annotations.push({ type: 'scanned', description: `${files.length} files, ${(bytes / 1e6).toFixed(1)} MB` });
    expect(leaks).toEqual([]);
  });

  test('the front-end build configs inline no environment variable but the dev-server proxy target', () => {
    const configs = [
      ...readdirSync(path.join(repoRoot, 'shared-ui/build-preset'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => path.join(repoRoot, 'shared-ui/build-preset', name)),
      ...['shell', ...readdirSync(repoRoot).filter((name) => name.startsWith('mfe-'))].flatMap((pkg) =>
        ['webpack.config.js', 'federation.config.js'].map((name) => path.join(repoRoot, pkg, name)).filter((file) => existsSync(file)),
      ),
    ];
    expect(configs.length).toBeGreaterThanOrEqual(6);
    // The dev servers' proxy targets: the gateway, and the remote `npm run dev:remote` serves inside the shell.
    const allowed = new Set(['GATEWAY_URL', 'NODE_ENV', 'FORKCAST_DEV_REMOTE', 'FORKCAST_DEV_REMOTE_PREFIX']);
    const problems: string[] = [];
    for (const file of configs) {
      const source = readFileSync(file, 'utf8');
      const where = path.relative(repoRoot, file);
      if (/EnvironmentPlugin|dotenv/.test(source)) problems.push(`${where}: loads environment variables into the bundle`);
      if (/process\.env\s*\[|\.\.\.\s*process\.env|process\.env\s*[,)}]/.test(source))
        problems.push(`${where}: passes process.env on whole`);
      for (const [, name] of source.matchAll(/process\.env\.([A-Za-z_][A-Za-z0-9_]*)/g)) {
        if (!allowed.has(name!)) problems.push(`${where}: reads ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Just enough SMTP for nodemailer (EHLO, AUTH PLAIN, messages), keeping what was sent. */
function startSmtpServer(port: number): Promise<{ messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let data: string | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 forkcast-test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (data !== undefined) {
          if (line === '.') {
            messages.push(data);
            data = undefined;
            reply('250 2.0.0 queued');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') socket.write('250-forkcast-test\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
        else if (verb === 'AUTH') reply('235 2.7.0 accepted');
        else if (verb === 'DATA') {
          data = '';
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ messages, close: () => new Promise<void>((done) => server.close(() => done())) })),
  );
}

test.describe('no secrets in the built gateway logs (V16.2.5)', () => {
  test('production at debug level: a sign-in and calls reaching Stripe, the AI and SMTP log no secret, code or cookie', async ({
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const secrets = {
      SESSION_SECRET: 'log-scan-session-secret-9c8b7a6f5e4d',
      STRIPE_SECRET_KEY: 'sk_test_logscan0123456789abcdefgh',
      STRIPE_WEBHOOK_SECRET: 'whsec_logscan0123456789abcdefgh',
      AI_API_KEY: 'ai-logscan-key-0123456789abcdefgh',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-logscan0123456789abcdef',
    };
    const smtpPassword = 'smtp-logscan-password-0123456789';
    const smtp = await startSmtpServer(SMTP_PORT);
    const base = `http://localhost:${GATEWAY_PORT}`;
    const output: string[] = [];
    let code: string;
    let sid: string;
    let gateway: ChildProcess | undefined;
    try {
      gateway = spawn(process.execPath, [path.join(repoRoot, 'api-gateway/dist/server.js')], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          LOG_LEVEL: 'debug',
          RESTAURANT_SOURCE: 'catalog',
          PORT: String(GATEWAY_PORT),
          PUBLIC_URL: base,
          FORKCAST_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'forkcast-log-scan-')),
          SMTP_URL: `smtp://forkcast:${smtpPassword}@127.0.0.1:${SMTP_PORT}`,
          MAIL_FROM: 'Forkcast <no-reply@forkcast.test>',
          STRIPE_PRICE_MONTHLY: 'price_monthly_logscan',
          STRIPE_PRICE_ANNUAL: 'price_annual_logscan',
          // Nothing listens there: the Stripe and AI calls fail, and their errors get logged.
          STRIPE_API_URL: `http://127.0.0.1:${SMTP_PORT + 1}`,
          AI_BASE_URL: `http://127.0.0.1:${SMTP_PORT + 1}/v1`,
          AI_TIMEOUT_MS: '2000',
          GOOGLE_CLIENT_ID: 'logscan.apps.googleusercontent.com',
          ...secrets,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      gateway.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      gateway.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      await expect
        .poll(async () => (await request.get(`${base}/api/health`).catch(() => undefined))?.status(), { timeout: 30_000 })
        .toBe(200);

      const email = `log-scan.${Date.now()}@e2e.forkcast.test`;
      const headers = { Origin: base };
      expect((await request.post(`${base}/api/auth/email/request-otp`, { data: { email }, headers })).status()).toBe(200);
      await expect.poll(() => smtp.messages.length, { message: 'the code arrives over SMTP' }).toBe(1);
      code = /sign-in code is (\d{6})/.exec(smtp.messages[0]!)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect((await request.post(`${base}/api/auth/email/verify-otp`, { data: { email, otp: wrong }, headers })).status()).toBe(400);
      const verified = await request.post(`${base}/api/auth/email/verify-otp`, { data: { email, otp: code }, headers });
      expect(verified.status()).toBe(200);
      const cookie = verified.headers()['set-cookie'] ?? '';
      sid = decodeURIComponent(/forkcast\.sid=([^;]+)/.exec(cookie)?.[1] ?? '')
        .replace(/^s:/, '')
        .replace(/\.[^.]*$/, '');
      expect(sid.length).toBeGreaterThan(20);

      expect((await request.get(`${base}/api/auth/user`)).status()).toBe(200);
      // Stripe (unreachable): checkout fails, and the failure is logged.
      const checkout = await request.post(`${base}/api/subscriptions/create-checkout`, { data: { plan: 'monthly' }, headers });
      expect(checkout.status()).toBeGreaterThanOrEqual(400);
      // The AI provider (unreachable): a restaurant's description falls back to the built-in engine.
      const random = await request.post(`${base}/api/restaurants/random`, {
        data: { cuisines: [], priceRange: ['$', '$$', '$$$', '$$$$'], zipCode: '19103', radiusMiles: 10, minRating: 1 },
        headers,
      });
      expect(random.status()).toBe(200);
      const { restaurant } = (await random.json()) as { restaurant: { placeId: string } | null };
      expect(restaurant).not.toBeNull();
      expect((await request.get(`${base}/api/restaurants/${encodeURIComponent(restaurant!.placeId)}`)).status()).toBe(200);
      expect((await request.get(`${base}/api/nope?token=${secrets.AI_API_KEY}`)).status()).toBe(404);
      expect((await request.post(`${base}/api/auth/logout`, { data: {}, headers })).status()).toBe(200);
    } finally {
      if (gateway && gateway.exitCode === null) {
        const exited = new Promise((resolve) => gateway!.once('exit', resolve));
        gateway.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      }
      await smtp.close();
    }

    const log = output.join('');
    await testInfo.attach('gateway.log', { body: log, contentType: 'text/plain' });
    // Debug level really was on and the calls above were logged (an empty log would prove nothing).
    expect(log).toContain('Forkcast gateway listening');
    expect(log).toContain('/api/auth/email/verify-otp');
    const forbidden: Record<string, string> = { ...secrets, smtpPassword, sid };
    const found = Object.entries(forbidden)
      .filter(([, value]) => log.includes(value))
      .map(([name]) => name);
    expect(found).toEqual([]);
    // The code as a token of its own (it may well occur inside a timestamp or a request id).
    expect(log).not.toMatch(new RegExp(`(?<![\\w-])${code}(?![\\w-])`));
    expect(log).not.toMatch(/sign-in code is \d{6}/);
    expect(log).not.toContain('[dev outbox]');
    expect(log).not.toMatch(/forkcast\.sid=/);
  });
});
