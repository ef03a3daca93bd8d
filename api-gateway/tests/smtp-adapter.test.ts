import net from 'node:net';
import { generate } from 'selfsigned';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { otpCodes } from '../src/db/schema';
import { createLogger } from '../src/logger';
import { MAIL_UNAVAILABLE, SmtpMailer } from '../src/modules/mail/smtp-mailer';
import { ONE_CLIENT, uniqueEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * The SMTP adapter (SMTP_URL → nodemailer) against a real SMTP server (smtp-server) on 127.0.0.1:
 * plain delivery through POST /api/auth/email/request-otp, STARTTLS and implicit TLS with a
 * certificate made here (self-signed, trusted only by the mailer under test), a refused login, and a
 * server that is down. Failures answer 503 { message } and leave the sign-in codes as they were.
 */

const USER = 'forkcast';
const PASSWORD = 'smtp-password';

interface Received {
  to: string[];
  raw: string;
  /** TLS was on when the message was sent (implicit TLS or after STARTTLS). */
  secure: boolean;
  user: string | undefined;
}

interface TestSmtp {
  url: (scheme?: 'smtp' | 'smtps', credentials?: string) => string;
  port: number;
  received: Received[];
  close(): Promise<void>;
}

/** A real SMTP server on `port` (0: any free port) that keeps every message it accepts. */
async function startSmtp(options: SMTPServerOptions, port = 0): Promise<TestSmtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    // No reverse DNS of the client (127.0.0.1): it only adds a lookup that may wait on the network.
    disableReverseLookup: true,
    authOptional: true,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
          user: session.user as string | undefined,
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as net.AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    port: actualPort,
    received,
    url: (scheme = 'smtp', credentials = '') => `${scheme}://${credentials ? `${credentials}@` : ''}127.0.0.1:${actualPort}`,
    close: () => (closing ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}

const PLAIN: SMTPServerOptions = { disabledCommands: ['STARTTLS'] };

/** A port nothing listens on: bound once by us, then released. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const codeIn = (message: Received | undefined) => /sign-in code is (\d{6})\b/.exec(message?.raw ?? '')?.[1];

function requestCode(t: TestApp, email: string) {
  return t.agent().post('/api/auth/email/request-otp').set('Cookie', ONE_CLIENT).send({ email });
}
function verifyCode(t: TestApp, email: string, otp: string) {
  return t.agent().post('/api/auth/email/verify-otp').set('Cookie', ONE_CLIENT).send({ email, otp });
}

let tls: { key: string; cert: string };
const servers: TestSmtp[] = [];
const logger = createLogger({ logLevel: 'silent' } as Parameters<typeof createLogger>[0]);

beforeAll(async () => {
  // A certificate for 127.0.0.1, made for this run: nothing secret is committed.
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  tls = { key: pems.private, cert: pems.cert };
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function smtp(options: SMTPServerOptions, port?: number): Promise<TestSmtp> {
  const server = await startSmtp(options, port);
  servers.push(server);
  return server;
}

describe('SMTP adapter against a real SMTP server', () => {
  it('delivers the sign-in code (SMTP_URL, no TLS) and the code in the message signs in', async () => {
    const server = await smtp(PLAIN);
    const t = await createTestApp({ env: { SMTP_URL: server.url(), MAIL_FROM: 'Forkcast <codes@forkcast.test>' } });
    const email = uniqueEmail('smtp');
    await requestCode(t, email).expect(200, { message: 'Code sent' });

    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    expect(message!.to).toEqual([email]);
    expect(message!.raw).toMatch(/^From: Forkcast <codes@forkcast\.test>$/m);
    expect(message!.raw).toMatch(/^Subject: Your Forkcast sign-in code$/m);
    expect(message!.secure).toBe(false);
    const code = codeIn(message);
    expect(code).toMatch(/^\d{6}$/);
    const res = await verifyCode(t, email, code!).expect(200);
    expect(res.body.email).toBe(email);
  });

  it('upgrades with STARTTLS, verifies the certificate and logs in', async () => {
    const server = await smtp({ key: tls.key, cert: tls.cert });
    const url = `${server.url('smtp', `${USER}:${PASSWORD}`)}?requireTLS=true`;
    const t = await createTestApp({ mailer: new SmtpMailer(url, 'codes@forkcast.test', logger, { tls: { ca: tls.cert } }) });
    const email = uniqueEmail('starttls');
    await requestCode(t, email).expect(200);
    expect(server.received).toMatchObject([{ to: [email], secure: true, user: USER }]);
    await verifyCode(t, email, codeIn(server.received[0])!).expect(200);
  });

  it('speaks TLS from the first byte with smtps://', async () => {
    const server = await smtp({ secure: true, key: tls.key, cert: tls.cert });
    const t = await createTestApp({
      mailer: new SmtpMailer(server.url('smtps', `${USER}:${PASSWORD}`), 'codes@forkcast.test', logger, { tls: { ca: tls.cert } }),
    });
    const email = uniqueEmail('smtps');
    await requestCode(t, email).expect(200);
    expect(server.received).toMatchObject([{ to: [email], secure: true, user: USER }]);
  });

  it('refuses a certificate it cannot verify: 503 with the message, nothing sent', async () => {
    // The same server, but the mailer does not trust its certificate (as with a spoofed relay).
    const server = await smtp({ key: tls.key, cert: tls.cert });
    const t = await createTestApp({ env: { SMTP_URL: `${server.url()}?requireTLS=true` } });
    const email = uniqueEmail('untrusted');
    const res = await requestCode(t, email).expect(503);
    expect(res.body).toEqual({ message: MAIL_UNAVAILABLE });
    expect(server.received).toHaveLength(0);
  });

  it('a refused SMTP login answers 503 with the message and leaves no code behind', async () => {
    const server = await smtp({ key: tls.key, cert: tls.cert, authOptional: false });
    const t = await createTestApp({
      mailer: new SmtpMailer(server.url('smtp', `${USER}:wrong-password`), 'codes@forkcast.test', logger, { tls: { ca: tls.cert } }),
    });
    const email = uniqueEmail('auth');
    const res = await requestCode(t, email).expect(503);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: MAIL_UNAVAILABLE });
    expect(server.received).toHaveLength(0);
    expect(await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email))).toEqual([]);
  });

  it('a server that is down answers 503; the code already received stays valid, a retry sends a fresh one', async () => {
    const port = await closedPort();
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const email = uniqueEmail('down');

    // Up: the user gets a first code.
    let server = await smtp(PLAIN, port);
    await requestCode(t, email).expect(200);
    const first = codeIn(server.received[0]);
    await server.close();

    // Down: "Send code again" fails with the product's error, not a 500 and not a hang.
    const down = await requestCode(t, email).expect(503);
    expect(down.body).toEqual({ message: MAIL_UNAVAILABLE });
    // Not lost: the code in the user's inbox still signs in.
    await verifyCode(t, email, first!).expect(200);

    // Up again: "Send code again" delivers a fresh code, and it signs in.
    server = await smtp(PLAIN, port);
    await requestCode(t, email).expect(200);
    await verifyCode(t, email, codeIn(server.received[0])!).expect(200);
  });
});
