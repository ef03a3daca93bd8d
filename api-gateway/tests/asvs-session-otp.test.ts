import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { httpSessions, otpCodes } from '../src/db/schema';
import { createLogger } from '../src/logger';
import type { MailMessage } from '../src/modules/mail/mailer';
import { LiveTestClient, cookieOf } from './helpers/live-client';
import { listRoutes } from './helpers/routes';
import { latestCode, ONE_CLIENT, signIn, uniqueEmail } from './helpers/sign-in';
import { FakeRestaurantSource, startSession } from './helpers/swipe-fixtures';
import { createTestApp, TEST_SECRET, type TestApp } from './helpers/test-app';
import { getTestDatabase } from './helpers/test-database';

/**
 * Security: the session, sign-in code, CSRF and live-channel requirements of OWASP ASVS 5.0
 * level 2, one describe per ASVS section and one test per requirement (numbers in the names). Items
 * tested elsewhere: authorization of every route (tests/authorization-matrix.test.ts, V8), malformed
 * input (tests/fuzz.test.ts, V1/V2), secrets in client bundles and in the built server's logs
 * (e2e/tests/no-secrets.spec.ts, V13.3.1 / V16.2.5).
 */

const SID = /(?:__Host-)?forkcast\.sid=([^;]*)/;
const setCookiesOf = (res: request.Response): string[] => {
  const raw = res.headers['set-cookie'] as unknown;
  return Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
};
const sessionCookieOf = (res: request.Response) => setCookiesOf(res).find((cookie) => SID.test(cookie));
/** The `name=value` pair to send back as a Cookie header. */
const cookiePair = (res: request.Response) => sessionCookieOf(res)?.split(';')[0];
/** The session id inside a signed cookie value (`s:<sid>.<signature>`). */
const sidOf = (pair: string) =>
  decodeURIComponent(SID.exec(pair)![1]!)
    .replace(/^s:/, '')
    .replace(/\.[^.]*$/, '');
const attributesOf = (cookie: string) =>
  new Map(
    cookie
      .split(';')
      .slice(1)
      .map((part) => part.trim().split('=') as [string, string?])
      .map(([name, value]) => [name.toLowerCase(), value ?? ''] as const),
  );
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ restaurantSource: new FakeRestaurantSource() });
});

// Without an agent, every request is the same browser (ONE_CLIENT): codes are bound to the client that asked.
const requestCode = (app: TestApp, email: string, agent?: request.Agent | ReturnType<typeof request>) =>
  agent
    ? agent.post('/api/auth/email/request-otp').send({ email })
    : request(app.app).post('/api/auth/email/request-otp').set('Cookie', ONE_CLIENT).send({ email });
const verify = (app: TestApp, email: string, otp: string, agent?: request.Agent | ReturnType<typeof request>) =>
  agent
    ? agent.post('/api/auth/email/verify-otp').send({ email, otp })
    : request(app.app).post('/api/auth/email/verify-otp').set('Cookie', ONE_CLIENT).send({ email, otp });

/** Signs in without an agent and answers the session cookie the sign-in set. */
async function signInCookie(app: TestApp, email = uniqueEmail()): Promise<string> {
  await requestCode(app, email).expect(200);
  const res = await verify(app, email, await latestCode(app, email)).expect(200);
  return cookiePair(res)!;
}

async function sessionRow(sid: string) {
  return (await t.database.db.select().from(httpSessions).where(eq(httpSessions.sid, sid)))[0];
}

/** A Google provider stand-in: starting its flow is the one way a signed-out visitor gets a stored session. */
const fakeGoogle = {
  start: async () => ({ url: 'https://accounts.google.com/o/oauth2/v2/auth?x=1', codeVerifier: 'v', state: 's', nonce: 'n' }),
  finish: async () => {
    throw new Error('not used');
  },
};

describe('V3.3 Cookie setup (ASVS 5.0)', () => {
  it('3.3.4 / 3.3.2: the session cookie is HttpOnly, SameSite=Lax, Path=/, host-only (no Domain) and never in a body', async () => {
    const email = uniqueEmail();
    await requestCode(t, email).expect(200);
    const res = await verify(t, email, await latestCode(t, email)).expect(200);
    const cookie = sessionCookieOf(res)!;
    expect(cookie).toMatch(/^forkcast\.sid=s%3A/);
    const attributes = attributesOf(cookie);
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')).toBe('Lax');
    expect(attributes.get('path')).toBe('/');
    expect(attributes.has('domain')).toBe(false);
    // Plain http (local runs): a Secure cookie would never come back.
    expect(attributes.has('secure')).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain(sidOf(cookiePair(res)!));
  });

  it('3.3.1 / 3.3.3: behind an https proxy (PUBLIC_URL https, TRUST_PROXY naming it) the cookie is Secure and __Host- prefixed', async () => {
    const origin = 'https://forkcast.test';
    // The test's requests come from 127.0.0.1, standing in for the TLS proxy.
    const secure = await createTestApp({ env: { PUBLIC_URL: origin, TRUST_PROXY: 'loopback' } });
    const email = uniqueEmail('secure');
    const asked = await request(secure.app)
      .post('/api/auth/email/request-otp')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', origin)
      .send({ email })
      .expect(200);
    const client = setCookiesOf(asked)
      .find((cookie) => cookie.startsWith('__Host-forkcast.otp='))!
      .split(';')[0]!;
    const otp = await latestCode(secure, email);
    const res = await request(secure.app)
      .post('/api/auth/email/verify-otp')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', origin)
      .set('Cookie', client)
      .send({ email, otp })
      .expect(200);
    const cookie = sessionCookieOf(res)!;
    expect(cookie).toMatch(/^__Host-forkcast\.sid=/);
    const attributes = attributesOf(cookie);
    for (const flag of ['secure', 'httponly']) expect(attributes.has(flag)).toBe(true);
    expect(attributes.get('samesite')).toBe('Lax');
    expect(attributes.get('path')).toBe('/');
    expect(attributes.has('domain')).toBe(false);
    // The cookie works over https, and sign-out clears it under the same name and attributes.
    const pair = cookie.split(';')[0]!;
    await request(secure.app).get('/api/auth/user').set('X-Forwarded-Proto', 'https').set('Cookie', pair).expect(200);
    const out = await request(secure.app)
      .post('/api/auth/logout')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', origin)
      .set('Cookie', pair)
      .expect(200);
    expect(sessionCookieOf(out)).toMatch(/^__Host-forkcast\.sid=;.*Path=\/.*Expires=Thu, 01 Jan 1970.*Secure/);
  });

  it('3.3.1: a sign-in that did not arrive over https gets no cookie at all (never an insecure copy)', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://forkcast.test', TRUST_PROXY: 'loopback' } });
    const email = uniqueEmail('plain');
    await request(secure.app).post('/api/auth/email/request-otp').send({ email }).expect(200);
    const res = await request(secure.app)
      .post('/api/auth/email/verify-otp')
      .send({ email, otp: await latestCode(secure, email) });
    expect(sessionCookieOf(res)).toBeUndefined();
  });
});

describe('V3.4 Browser security mechanism headers (ASVS 5.0)', () => {
  it('3.4.3 / 3.4.4 / 3.4.5 / 3.4.6: API answers and the app page carry CSP (object-src and base-uri none, frame-ancestors none), nosniff and a referrer policy', async () => {
    for (const path of ['/api/health', '/', '/settings']) {
      const res = await request(t.app).get(path);
      const csp = String(res.headers['content-security-policy']);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) {
        expect({ path, csp: csp.split(';') }).toEqual({ path, csp: expect.arrayContaining([directive]) });
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('Permissions-Policy: no camera, microphone, location, payment, USB or the like for any page or answer', async () => {
    for (const path of ['/api/health', '/', '/settings']) {
      const policy = String((await request(t.app).get(path)).headers['permissions-policy']).split(', ');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture']) {
        expect({ path, policy }).toEqual({ path, policy: expect.arrayContaining([`${feature}=()`]) });
      }
    }
  });

  it('3.4 / 14.3: personal answers are never kept by a browser or proxy (Cache-Control: no-store)', async () => {
    const { agent, user } = await signIn(t);
    for (const path of [
      '/api/auth/user',
      `/api/partnerships/user/${user.id}`,
      '/api/notifications',
      '/api/push/settings',
      `/api/favorites/user/${user.id}`,
    ]) {
      const res = await agent.get(path);
      expect({ path, status: res.status, cacheControl: res.headers['cache-control'] }).toEqual({
        path,
        status: 200,
        cacheControl: 'no-store',
      });
    }
    // Swipes come through the hot route; refusals and 404s too.
    const started = await startSession(agent, user.id);
    const card = started.restaurants[0]!;
    const swiped = await agent
      .post(`/api/sessions/${started.session.id}/swipe`)
      .send({ userId: user.id, restaurantId: card.placeId, action: 'like', position: 1 });
    expect(swiped.headers['cache-control']).toBe('no-store');
    expect((await request(t.app).get('/api/auth/user').expect(401)).headers['cache-control']).toBe('no-store');
    // The app page itself keeps its own rule.
    expect((await request(t.app).get('/')).headers['cache-control']).not.toBe('no-store');
  });

  it('3.4.1: over https every answer has HSTS for at least a year, subdomains included; plain http sends none', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://forkcast.test', TRUST_PROXY: 'loopback' } });
    const hsts = String(
      (await request(secure.app).get('/api/health').set('X-Forwarded-Proto', 'https')).headers['strict-transport-security'],
    );
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(hsts).toMatch(/includeSubDomains/i);
    expect((await request(t.app).get('/api/health')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('V7.2 Fundamental session management security (ASVS 5.0)', () => {
  it('7.2.3: session ids are unique and carry at least 128 bits (express-session uid-safe, 24 random bytes)', async () => {
    const g = await createTestApp({ google: fakeGoogle });
    const sids = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const res = await request(g.app).get('/api/auth/google').expect(302);
      const sid = sidOf(cookiePair(res)!);
      // base64url: 6 bits a character, so 22 characters are ≥ 128 bits.
      expect(sid).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      sids.add(sid);
    }
    expect(sids.size).toBe(40);
  });

  it('7.2.4: sign-in issues a new session id; the pre-sign-in one is destroyed and never becomes authenticated (fixation)', async () => {
    const g = await createTestApp({ google: fakeGoogle });
    // A visitor (or an attacker planting a cookie) holds a stored, signed, pre-sign-in session.
    const before = cookiePair(await request(g.app).get('/api/auth/google').expect(302))!;
    expect(await sessionRow(sidOf(before))).toBeDefined();

    const email = uniqueEmail('fixation');
    await request(g.app).post('/api/auth/email/request-otp').set('Cookie', `${before}; ${ONE_CLIENT}`).send({ email }).expect(200);
    const res = await request(g.app)
      .post('/api/auth/email/verify-otp')
      .set('Cookie', `${before}; ${ONE_CLIENT}`)
      .send({ email, otp: await latestCode(g, email) })
      .expect(200);
    const after = cookiePair(res)!;
    expect(sidOf(after)).not.toBe(sidOf(before));
    expect(await sessionRow(sidOf(before))).toBeUndefined();
    await request(g.app).get('/api/auth/user').set('Cookie', before).expect(401);
    expect((await request(g.app).get('/api/auth/user').set('Cookie', after).expect(200)).body.email).toBe(email);
  });

  it('7.2.4: signing in again (re-authentication) replaces the session id too', async () => {
    const email = uniqueEmail();
    const first = await signInCookie(t, email);
    await requestCode(t, email, request(t.app)).set('Cookie', `${first}; ${ONE_CLIENT}`).expect(200);
    const res = await verify(t, email, await latestCode(t, email), request(t.app))
      .set('Cookie', `${first}; ${ONE_CLIENT}`)
      .expect(200);
    const second = cookiePair(res)!;
    expect(sidOf(second)).not.toBe(sidOf(first));
    await request(t.app).get('/api/auth/user').set('Cookie', first).expect(401);
    await request(t.app).get('/api/auth/user').set('Cookie', second).expect(200);
  });

  it('7.2.1: only the server decides: a tampered signature, a cookie signed with another secret or an unknown id is signed out', async () => {
    const pair = await signInCookie(t);
    const sid = sidOf(pair);
    const { sign } = await import('cookie-signature');
    const forged = [
      `forkcast.sid=${encodeURIComponent(`s:${sid}.${'A'.repeat(43)}`)}`,
      `forkcast.sid=${encodeURIComponent(`s:${sign(sid, 'another-secret-0123456789abcdef')}`)}`,
      `forkcast.sid=${encodeURIComponent(`s:${sign('an-id-the-server-never-issued-0123', TEST_SECRET)}`)}`,
      `forkcast.sid=${sid}`,
    ];
    for (const cookie of forged) await request(t.app).get('/api/auth/user').set('Cookie', cookie).expect(401);
    await request(t.app).get('/api/auth/user').set('Cookie', pair).expect(200);
  });
});

describe('V7.3 Session timeout (ASVS 5.0)', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('7.3.1: inactivity timeout: every answer re-sends the cookie for 30 more days, and a session idle longer is refused server side', async () => {
    let now = new Date();
    const clocked = await createTestApp({ now: () => now, env: { SESSION_MAX_LIFETIME_HOURS: String(24 * 365) } });
    const pair = await signInCookie(clocked);
    const res = await request(clocked.app).get('/api/auth/user').set('Cookie', pair).expect(200);
    const expires = Date.parse(attributesOf(sessionCookieOf(res)!).get('expires')!);
    expect(Math.abs(expires - (Date.now() + 30 * DAY))).toBeLessThan(60_000);

    now = new Date(now.getTime() + 29 * DAY);
    await request(clocked.app).get('/api/auth/user').set('Cookie', pair).expect(200);
    now = new Date(now.getTime() + 2 * DAY);
    await request(clocked.app).get('/api/auth/user').set('Cookie', pair).expect(401);
  });

  it('7.3.2: absolute lifetime: a session in daily use still ends SESSION_MAX_LIFETIME_HOURS after sign-in', async () => {
    let now = new Date();
    const clocked = await createTestApp({ now: () => now, env: { SESSION_MAX_LIFETIME_HOURS: '48' } });
    const pair = await signInCookie(clocked);
    for (const hours of [1, 24, 47]) {
      now = new Date(Date.now() + hours * 60 * 60 * 1000);
      await request(clocked.app).get('/api/auth/user').set('Cookie', pair).expect(200);
    }
    now = new Date(Date.now() + 48 * 60 * 60 * 1000 + 60_000);
    await request(clocked.app).get('/api/auth/user').set('Cookie', pair).expect(401);
    // Ended server side: the row is gone, so going back in time does not revive it.
    expect(await sessionRow(sidOf(pair))).toBeUndefined();
    now = new Date();
    await request(clocked.app).get('/api/auth/user').set('Cookie', pair).expect(401);
  });

  it('7.3.2: the default absolute lifetime is 30 days (NIST SP 800-63B AAL1 re-authentication)', () => {
    expect(t.config.session.maxLifetimeMs).toBe(30 * DAY);
  });
});

describe('V7.4 Session termination (ASVS 5.0)', () => {
  it('7.4.1: sign-out destroys the session server side: the row is gone and the old cookie is signed out', async () => {
    const pair = await signInCookie(t);
    expect(await sessionRow(sidOf(pair))).toBeDefined();
    const res = await request(t.app).post('/api/auth/logout').set('Cookie', pair).send({}).expect(200);
    expect(sessionCookieOf(res)).toMatch(/^forkcast\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(await sessionRow(sidOf(pair))).toBeUndefined();
    await request(t.app).get('/api/auth/user').set('Cookie', pair).expect(401);
  });

  it('7.4.2: deleting the account ends every session of the user, on every device', async () => {
    const email = uniqueEmail('deleted');
    const phone = await signInCookie(t, email);
    const laptop = await signInCookie(t, email);
    const { id } = (await request(t.app).get('/api/auth/user').set('Cookie', phone).expect(200)).body;
    await request(t.app).delete(`/api/users/${id}`).set('Cookie', phone).expect(200);
    for (const pair of [phone, laptop]) await request(t.app).get('/api/auth/user').set('Cookie', pair).expect(401);
  });
});

describe('V6.5 / V6.6 One-time sign-in codes (ASVS 5.0)', () => {
  it('6.5.1: a code signs in once only', async () => {
    const email = uniqueEmail();
    await requestCode(t, email).expect(200);
    const code = await latestCode(t, email);
    await verify(t, email, code).expect(200);
    expect((await verify(t, email, code).expect(400)).body).toEqual({ message: 'Invalid code' });
  });

  it('6.6.3: at most 5 tries per code; then it is dead even with the right value', async () => {
    const email = uniqueEmail();
    await requestCode(t, email).expect(200);
    const code = await latestCode(t, email);
    for (let i = 0; i < 5; i++) await verify(t, email, wrongCode(code)).expect(400);
    expect((await verify(t, email, code).expect(400)).body).toEqual({ message: 'Invalid code' });
  });

  it('6.6.3: 20 parallel guesses still get at most 5 comparisons (the right code among the last ones fails)', async () => {
    const email = uniqueEmail();
    await requestCode(t, email).expect(200);
    const code = await latestCode(t, email);
    const guesses = Array.from({ length: 20 }, () => verify(t, email, wrongCode(code)));
    expect((await Promise.all(guesses)).map((res) => res.status)).toEqual(Array(20).fill(400));
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row!.attempts).toBe(5);
    await verify(t, email, code).expect(400);
  });

  it('6.5.2: codes are stored only as a keyed hash: no table holds the 6 digits', async () => {
    const sent: MailMessage[] = [];
    // Production with real mail: the dev outbox (which keeps mail text for developers) is not in play.
    const production = await createTestApp({
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' },
      mailer: { send: async (message) => void sent.push(message) },
    });
    const email = uniqueEmail('hashed');
    await request(production.app).post('/api/auth/email/request-otp').send({ email }).expect(200);
    const code = /\b(\d{6})\b/.exec(sent.at(-1)!.text)![1]!;
    const [row] = await production.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);

    const tables = (await production.database.db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`)) as unknown as { rows: { table_name: string }[] };
    for (const { table_name: table } of tables.rows) {
      const rows = (await production.database.db.execute(
        sql`select row_to_json(t)::text as json from ${sql.identifier(table)} t where row_to_json(t)::text like ${`%${email}%`}`,
      )) as unknown as { rows: { json: string }[] };
      for (const { json } of rows.rows) expect({ table, json }).toEqual({ table, json: expect.not.stringContaining(code) });
    }
  });

  it('6.5.3 / 6.5.4: codes are 6 random digits (≥ 20 bits) from a CSPRNG, not a sequence', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 25; i++) {
      const email = uniqueEmail('random');
      await requestCode(t, email).expect(200);
      codes.push(await latestCode(t, email));
    }
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThanOrEqual(24);
    const source = await import('node:fs').then((fs) => fs.readFileSync(require.resolve('../src/modules/auth/otp.service'), 'utf8'));
    // Prettier may break the chain over lines.
    expect(source).toMatch(/crypto\s*\.randomInt\(0, 10 \*\* OTP_LENGTH\)/);
    expect(source).not.toMatch(/Math\.random/);
  });

  it('6.5.5: a code lives 10 minutes: accepted just before, refused just after', async () => {
    let now = new Date();
    const clocked = await createTestApp({ now: () => now });
    const start = now.getTime();
    const early = uniqueEmail('early');
    const late = uniqueEmail('late');
    await requestCode(clocked, early).expect(200);
    await requestCode(clocked, late).expect(200);
    now = new Date(start + 10 * 60 * 1000 - 1000);
    await verify(clocked, early, await latestCode(clocked, early)).expect(200);
    now = new Date(start + 10 * 60 * 1000);
    expect((await verify(clocked, late, await latestCode(clocked, late)).expect(400)).body).toEqual({ message: 'Invalid code' });
    expect(clocked.config.otpTtlMs).toBe(10 * 60 * 1000);
  });

  it("6.6.2: a code is bound to its address and to the latest request: another address's code and an earlier code fail", async () => {
    const alice = uniqueEmail('alice');
    const bob = uniqueEmail('bob');
    await requestCode(t, alice).expect(200);
    await requestCode(t, bob).expect(200);
    const aliceCode = await latestCode(t, alice);
    const bobCode = await latestCode(t, bob);
    if (aliceCode !== bobCode) await verify(t, bob, aliceCode).expect(400);

    const first = aliceCode;
    await requestCode(t, alice).expect(200);
    const second = await latestCode(t, alice);
    if (first !== second) await verify(t, alice, first).expect(400);
    await verify(t, alice, second).expect(200);
  });

  it('6.3.1 / 6.6.3: code requests are rate limited per address (5) and per client IP, with the spec text', async () => {
    const limited = await createTestApp({ env: { OTP_REQUESTS_PER_EMAIL: '5', OTP_REQUESTS_PER_IP: '8', OTP_VERIFY_PER_IP: '3' } });
    const email = uniqueEmail('limited');
    for (let i = 0; i < 5; i++) await requestCode(limited, email).expect(200);
    // The same address in another spelling shares the counter.
    const perAddress = await requestCode(limited, `  ${email.toUpperCase()} `).expect(429);
    expect(perAddress.body).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds|minutes)\.$/),
    });
    await requestCode(limited, uniqueEmail()).expect(200);
    await requestCode(limited, uniqueEmail()).expect(200);
    // 8 requests from this IP so far (the refused one included).
    const perIp = await requestCode(limited, uniqueEmail()).expect(429);
    expect(perIp.body).toEqual({ message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds|minutes)\.$/) });

    for (let i = 0; i < 3; i++) await verify(limited, email, '000000').expect(400);
    expect((await verify(limited, email, '000000').expect(429)).body).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds|minutes)\.$/),
    });
  });
});

describe('V6.3.8 No account enumeration (ASVS 5.0)', () => {
  /** Everything a client can see of an answer, minus what differs on every request anyway. */
  const visible = (res: request.Response) => {
    const headers = { ...res.headers } as Record<string, unknown>;
    for (const name of ['date', 'x-request-id']) delete headers[name];
    // The caller's own per-IP counter goes down with every request, whatever the address.
    if (typeof headers.ratelimit === 'string') headers.ratelimit = headers.ratelimit.replace(/\br=\d+/g, 'r=N');
    // The pre-sign-in cookie's expiry follows the clock.
    const cookies = headers['set-cookie'];
    if (Array.isArray(cookies)) headers['set-cookie'] = (cookies as string[]).map((cookie) => cookie.replace(/Expires=[^;]*/, 'Expires=T'));
    return { status: res.status, body: res.body as unknown, text: res.text, headers };
  };

  it('request-code answers a known and an unknown address identically: status, body and headers', async () => {
    const enumeration = await createTestApp();
    const known = uniqueEmail('known');
    await signInCookie(enumeration, known);
    const unknown = uniqueEmail('unknown');
    // One earlier request for each, so their per-address counters match too.
    await requestCode(enumeration, unknown).expect(200);
    const a = await requestCode(enumeration, known);
    const b = await requestCode(enumeration, unknown);
    expect(a.status).toBe(200);
    expect(visible(a)).toEqual(visible(b));
  });

  it('request-code never tells how often an address was asked for: only the per-IP limit is announced', async () => {
    const enumeration = await createTestApp();
    const busy = uniqueEmail('busy');
    for (let i = 0; i < 3; i++) await requestCode(enumeration, busy).expect(200);
    const a = await requestCode(enumeration, busy).expect(200);
    const b = await requestCode(enumeration, uniqueEmail('fresh')).expect(200);
    expect(String(a.headers['ratelimit-policy']).split(',')).toHaveLength(1);
    expect(visible(a)).toEqual(visible(b));
  });

  it('request-code does the same work for a known and an unknown address: one mail sent, one live code stored', async () => {
    // How long each takes is measured, not asserted here: bench/otp-enumeration.mjs (budget otpTimingGapMax).
    const work = await createTestApp();
    const known = uniqueEmail('work-known');
    await signInCookie(work, known);
    const unknown = uniqueEmail('work-unknown');
    const traces = async (email: string) => {
      const mails = (await request(work.app).get('/api/dev/outbox').query({ to: email }).expect(200)).body as unknown[];
      const rows = await work.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
      return { mails: mails.length, codes: rows.length, live: rows.filter((row) => row.consumedAt === null).length };
    };
    const before = { known: await traces(known), unknown: await traces(unknown) };
    await requestCode(work, known).expect(200);
    await requestCode(work, unknown).expect(200);
    const after = { known: await traces(known), unknown: await traces(unknown) };
    const added = (kind: 'known' | 'unknown') => ({
      mails: after[kind].mails - before[kind].mails,
      codes: after[kind].codes - before[kind].codes,
      live: after[kind].live,
    });
    expect(added('known')).toEqual({ mails: 1, codes: 1, live: 1 });
    expect(added('unknown')).toEqual(added('known'));
  });

  it('verify answers a wrong code, an unknown address, an expired and a spent code identically', async () => {
    const enumeration = await createTestApp();
    const wrong = uniqueEmail('wrong');
    await requestCode(enumeration, wrong).expect(200);
    const spent = uniqueEmail('spent');
    await requestCode(enumeration, spent).expect(200);
    const spentCode = await latestCode(enumeration, spent);
    await verify(enumeration, spent, spentCode).expect(200);
    const expired = uniqueEmail('expired');
    await requestCode(enumeration, expired).expect(200);
    await enumeration.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.email, expired));

    const answers = [
      await verify(enumeration, wrong, wrongCode(await latestCode(enumeration, wrong))),
      await verify(enumeration, uniqueEmail('never-asked'), '123456'),
      await verify(enumeration, expired, await latestCode(enumeration, expired)),
      await verify(enumeration, spent, spentCode),
    ].map(visible);
    expect(answers[0]!.status).toBe(400);
    expect(answers[0]!.body).toEqual({ message: 'Invalid code' });
    for (const answer of answers.slice(1)) {
      // The per-IP verify counter goes down by one each time; everything else must match.
      const strip = (a: typeof answer) => ({ ...a, headers: { ...a.headers, ratelimit: undefined } });
      expect(strip(answer)).toEqual(strip(answers[0]!));
    }
  });
});

describe('V3.5 Browser origin separation: CSRF on every mutating /api route (ASVS 5.0)', () => {
  const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
  /** Called by payment providers (not browsers, no cookie): signed bodies instead, mounted before the guard. */
  const PROVIDER_WEBHOOKS = new Set(['POST /api/subscriptions/webhook', 'POST /api/subscriptions/apple/notifications']);
  const dummy = (path: string) => path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
  const routes = () =>
    listRoutes(t.app)
      .filter((route) => route.path.startsWith('/api/') && MUTATING.has(route.method))
      .filter((route) => !PROVIDER_WEBHOOKS.has(`${route.method} ${route.path}`));
  const send = (method: string, path: string, agent: request.Agent | ReturnType<typeof request> = request(t.app)) =>
    (agent as unknown as Record<string, (path: string) => request.Test>)[method.toLowerCase()]!(dummy(path));

  it('the router has mutating routes to check (the list is read from Express, not written by hand)', () => {
    expect(routes().length).toBeGreaterThanOrEqual(25);
    expect(routes().map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/email/verify-otp', 'DELETE /api/users/:id', 'POST /api/sessions/:id/swipe']),
    );
  });

  it('3.5.1: a cross-origin (or opaque "null") Origin is refused with 403 on every mutating route, signed in', async () => {
    const { agent } = await signIn(t);
    const failures: string[] = [];
    for (const route of routes()) {
      for (const origin of [
        'https://evil.example',
        'null',
        t.config.publicUrl.replace('http:', 'https:'),
        `${t.config.publicUrl}.evil.example`,
      ]) {
        const res = await send(route.method, route.path, agent).set('Origin', origin).send({ userId: 'x' });
        if (res.status !== 403 || res.body.message !== 'Cross-origin request refused') {
          failures.push(`${route.method} ${route.path} Origin ${origin}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    await agent.get('/api/auth/user').expect(200);
  });

  it('3.5.2: a CORS-safelisted body (form, text/plain, multipart) is refused with 415 on every mutating route', async () => {
    const { agent } = await signIn(t);
    const failures: string[] = [];
    for (const route of routes()) {
      const bodies: [string, string][] = [
        ['application/x-www-form-urlencoded', 'userId=x'],
        ['text/plain', '{"userId":"x"}'],
        ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="userId"\r\n\r\nx\r\n--b--\r\n'],
      ];
      for (const [type, body] of bodies) {
        const res = await send(route.method, route.path, agent).set('Origin', t.config.publicUrl).set('Content-Type', type).send(body);
        if (res.status !== 415 || res.body.message !== 'Content-Type must be application/json') {
          failures.push(`${route.method} ${route.path} ${type}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    await agent.get('/api/auth/user').expect(200);
  });

  it('same-origin JSON passes the guard on every mutating route (whatever the route then decides)', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      // Signed out, so nothing is changed: the route answers its own 2xx/4xx, never the guard's.
      const res = await send(route.method, route.path).set('Origin', t.config.publicUrl).send({});
      if (res.status === 415 || res.body.message === 'Cross-origin request refused' || res.status >= 500) {
        failures.push(`${route.method} ${route.path}: ${res.status} ${res.body.message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('3.4.2: no CORS: a cross-origin read gets no Access-Control-Allow-Origin, so its answer stays unreadable', async () => {
    const { agent } = await signIn(t);
    const res = await agent.get('/api/auth/user').set('Origin', 'https://evil.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await request(t.app)
      .options('/api/auth/logout')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('V4.4 WebSocket: the live channel at /ws (ASVS 5.0)', () => {
  let server: http.Server;
  let port: number;
  const clients: LiveTestClient[] = [];
  const connect = async (options: { cookie?: string; origin?: string }) => {
    const client = await LiveTestClient.connect(port, options);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    server = http.createServer(t.app);
    t.forkcast.live.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await t.forkcast.live.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('4.4.2: a handshake from another origin is refused even with a valid cookie; the own origin is accepted', async () => {
    const { agent } = await signIn(t);
    for (const origin of ['https://evil.example', 'null', `http://127.0.0.1:${port}.evil.example`]) {
      await expect(LiveTestClient.connect(port, { cookie: cookieOf(agent), origin })).rejects.toThrow(/handshake refused/);
    }
    expect((await connect({ cookie: cookieOf(agent), origin: `http://127.0.0.1:${port}` })).connected).toBe(true);
  });

  it('4.4.4: a handshake needs a signed-in session cookie: none, forged, or signed out are refused', async () => {
    await expect(LiveTestClient.connect(port)).rejects.toThrow(/handshake refused/);
    await expect(LiveTestClient.connect(port, { cookie: 'forkcast.sid=s%3Aforged.sig' })).rejects.toThrow(/handshake refused/);
    const { agent } = await signIn(t);
    const cookie = cookieOf(agent);
    await agent.post('/api/auth/logout').send({}).expect(200);
    await expect(LiveTestClient.connect(port, { cookie })).rejects.toThrow(/handshake refused/);
  });

  it('7.4.1: signing out closes the live sockets opened with that session', async () => {
    const { agent, user } = await signIn(t);
    const socket = await connect({ cookie: cookieOf(agent) });
    socket.emit('register', { userId: user.id });
    await socket.next('registered');
    await agent.post('/api/auth/logout').send({}).expect(200);
    await socket.waitClosed();
  });

  it('7.4.2: deleting the account closes its live sockets on every device, registered or not', async () => {
    const email = uniqueEmail('delete-live');
    const phone = await signIn(t, email);
    const laptop = await signIn(t, email);
    const bystander = await signIn(t);
    const phoneSocket = await connect({ cookie: cookieOf(phone.agent) });
    phoneSocket.emit('register', { userId: phone.user.id });
    await phoneSocket.next('registered');
    const laptopSocket = await connect({ cookie: cookieOf(laptop.agent) });
    const bystanderSocket = await connect({ cookie: cookieOf(bystander.agent) });

    await phone.agent.delete(`/api/users/${phone.user.id}`).expect(200);
    await phoneSocket.waitClosed();
    await laptopSocket.waitClosed();
    expect(bystanderSocket.connected).toBe(true);
  });

  it('register is refused for another user id and for a session the user is not a member of', async () => {
    const owner = await signIn(t);
    const started = await startSession(owner.agent, owner.user.id);
    const stranger = await signIn(t);

    const impostor = await connect({ cookie: cookieOf(stranger.agent) });
    impostor.emit('register', { userId: owner.user.id });
    expect(await impostor.next('error')).toEqual({ message: 'You can only register as yourself' });
    await impostor.waitClosed();

    const intruder = await connect({ cookie: cookieOf(stranger.agent) });
    intruder.emit('register', { userId: stranger.user.id, sessionId: started.session.id });
    expect(await intruder.next('error')).toEqual({ message: 'You are not part of this session' });
    await intruder.waitClosed();
    expect(intruder.received('registered')).toEqual([]);
  });
});

describe('V16.2.5 No credentials or session tokens in logs (ASVS 5.0)', () => {
  const SECRETS = {
    SESSION_SECRET: 'log-test-session-secret-5f1d2c3b4a',
    STRIPE_SECRET_KEY: 'sk_test_logtest0123456789abcdef',
    STRIPE_WEBHOOK_SECRET: 'whsec_logtest0123456789abcdef',
    AI_API_KEY: 'ai-key-logtest-0123456789abcdef',
    GOOGLE_CLIENT_SECRET: 'GOCSPX-logtest0123456789abcdef',
  };
  const SMTP_PASSWORD = 'smtp-pass-logtest-0123456789';

  async function appLoggingTo(env: Record<string, string>, sent: MailMessage[]) {
    const lines: string[] = [];
    const loaded = loadConfig({
      SESSION_SECRET: SECRETS.SESSION_SECRET,
      LOG_LEVEL: 'trace',
      STATIC_ROOT: t.config.staticRoot,
      FORKCAST_DATA_DIR: t.config.dataDir,
      ...env,
    });
    const config: AppConfig = { ...loaded, sessionSecret: loaded.sessionSecret! };
    const destination = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const logger = createLogger(config, destination);
    const forkcast = createApp({
      config,
      database: await getTestDatabase(),
      logger,
      mailer: { send: async (message) => void sent.push(message) },
      restaurantSource: new FakeRestaurantSource(),
    });
    return { app: forkcast.app, lines, close: () => forkcast.close(), logger };
  }

  it('production at trace level: no secret, sign-in code, session cookie or e-mail body in any log line', async () => {
    const sent: MailMessage[] = [];
    const { app, lines, close, logger } = await appLoggingTo(
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://localhost:9',
        SMTP_URL: `smtp://forkcast:${SMTP_PASSWORD}@127.0.0.1:9`,
        STRIPE_PRICE_MONTHLY: 'price_m',
        STRIPE_PRICE_ANNUAL: 'price_a',
        STRIPE_API_URL: 'http://127.0.0.1:9',
        GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
        AI_BASE_URL: 'http://127.0.0.1:9/v1',
        ...SECRETS,
      },
      sent,
    );
    const email = uniqueEmail('logs');
    const agent = request.agent(app);
    await agent.post('/api/auth/email/request-otp').send({ email }).expect(200);
    const code = /\b(\d{6})\b/.exec(sent.at(-1)!.text)![1]!;
    await agent
      .post('/api/auth/email/verify-otp')
      .send({ email, otp: wrongCode(code) })
      .expect(400);
    const res = await agent.post('/api/auth/email/verify-otp').send({ email, otp: code }).expect(200);
    const sid = sidOf(cookiePair(res)!);
    await agent.get('/api/auth/user').expect(200);
    await agent.get(`/api/users/${res.body.id}?token=${SECRETS.AI_API_KEY}`).expect(404);
    await agent.post('/api/auth/logout').send({}).expect(200);
    // Code paths that log errors carry the secret values too: redaction is by value, not by field name.
    logger.warn({ err: new Error(`connect failed for smtp://forkcast:${SMTP_PASSWORD}@mail`), key: SECRETS.STRIPE_SECRET_KEY }, 'probe');
    close();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('[redacted]');
    for (const [name, value] of Object.entries({ ...SECRETS, SMTP_PASSWORD, sid, email })) {
      expect({ name, found: log.includes(value) }).toEqual({ name, found: false });
    }
    // The code as a token of its own (the same digits may occur inside a timestamp).
    expect(log).not.toMatch(new RegExp(`(?<![\\w-])${code}(?![\\w-])`));
    expect(log).not.toMatch(/forkcast\.sid=/);
  });

  it('the sign-in code reaches a log line only outside production, through the dev outbox print', async () => {
    const print = async (nodeEnv: string) => {
      const lines: string[] = [];
      const loaded = loadConfig({ NODE_ENV: nodeEnv, SESSION_SECRET: TEST_SECRET, LOG_LEVEL: 'trace', STATIC_ROOT: t.config.staticRoot });
      const config: AppConfig = { ...loaded, sessionSecret: loaded.sessionSecret! };
      const logger = createLogger(config, new Writable({ write: (chunk, _e, cb) => void (lines.push(String(chunk)), cb()) }));
      const forkcast = createApp({ config, database: await getTestDatabase(), logger });
      const email = uniqueEmail(nodeEnv);
      await request(forkcast.app).post('/api/auth/email/request-otp').send({ email }).expect(200);
      const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
      forkcast.close();
      expect(row).toBeDefined();
      return lines.join('');
    };
    expect(await print('development')).toMatch(/\[dev outbox\] Your Forkcast sign-in code[\s\S]*\b\d{6}\b/);
    // Production has no outbox to print from: it refuses to start without SMTP_URL.
    await expect(print('production')).rejects.toThrow(/SMTP_URL is not set/);
  });
});
