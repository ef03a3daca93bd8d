import { eq } from 'drizzle-orm';
import request from 'supertest';
import { otpCodes } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { latestCode, ONE_CLIENT, signIn, uniqueEmail } from './helpers/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

// Without an agent, every request is the same browser (ONE_CLIENT): codes are bound to the client that asked.
const requestCode = (email: string, agent?: ReturnType<TestApp['agent']>) =>
  agent
    ? agent.post('/api/auth/email/request-otp').send({ email })
    : request(t.app).post('/api/auth/email/request-otp').set('Cookie', ONE_CLIENT).send({ email });
const verify = (email: string, otp: string, agent?: ReturnType<TestApp['agent']>) =>
  agent
    ? agent.post('/api/auth/email/verify-otp').send({ email, otp })
    : request(t.app).post('/api/auth/email/verify-otp').set('Cookie', ONE_CLIENT).send({ email, otp });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/email/request-otp', () => {
  it('mails a 6-digit code and answers "Code sent" the same for unknown and known addresses', async () => {
    const unknown = uniqueEmail('new');
    const first = await requestCode(unknown).expect(200);
    expect(first.body).toEqual({ message: 'Code sent' });

    const { email: known } = await signIn(t);
    const second = await requestCode(known).expect(200);
    expect(second.body).toEqual(first.body);

    const outbox = await request(t.app).get('/api/dev/outbox').query({ to: unknown }).expect(200);
    expect(outbox.body[0]).toMatchObject({ to: unknown, subject: 'Your Forkcast sign-in code' });
    expect(outbox.body[0].text).toMatch(/\b\d{6}\b/);
  });

  it('stores only a hash of the code', async () => {
    const email = uniqueEmail();
    await requestCode(email).expect(200);
    const code = await latestCode(t, email);
    const rows = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rejects a malformed address with a message', async () => {
    const res = await requestCode('not-an-email').expect(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });

  it('limits requests per address with 429', async () => {
    const email = uniqueEmail('limited');
    for (let i = 0; i < t.config.rateLimit.otpPerEmail; i++) await requestCode(email).expect(200);
    const res = await requestCode(email.toUpperCase()).expect(429);
    expect(res.body).toEqual({ message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds|minutes)\.$/) });
    // Another address from the same client is still served.
    await requestCode(uniqueEmail()).expect(200);
  });

  it('limits requests per client IP with 429', async () => {
    const strict = await createTestApp({ env: { OTP_REQUESTS_PER_IP: '2' } });
    const send = () => request(strict.app).post('/api/auth/email/request-otp').send({ email: uniqueEmail() });
    await send().expect(200);
    await send().expect(200);
    expect((await send().expect(429)).body).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds|minutes)\.$/),
    });
  });
});

describe('POST /api/auth/email/verify-otp', () => {
  it('signs in with the right code, creating the account, on a new session id', async () => {
    const email = uniqueEmail();
    const agent = t.agent();
    // A pre-existing session cookie (from starting Google sign-in) must not survive sign-in.
    await agent.get('/api/auth/google').expect(302);
    await requestCode(email, agent).expect(200);
    const code = await latestCode(t, email);
    const res = await verify(email, code, agent).expect(200);
    expect(res.body).toMatchObject({ email, isAdmin: false, subscriptionTier: 'free', preferences: null });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/forkcast\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.id).toBe(res.body.id);
  });

  it('issues a different session id for each sign-in', async () => {
    const email = uniqueEmail();
    const agent = t.agent();
    const sid = (res: request.Response) => /forkcast\.sid=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1];
    await requestCode(email, agent).expect(200);
    const first = sid(await verify(email, await latestCode(t, email), agent).expect(200));
    await requestCode(email, agent).expect(200);
    const second = sid(await verify(email, await latestCode(t, email), agent).expect(200));
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('answers "Invalid code" for a wrong code', async () => {
    const email = uniqueEmail();
    await requestCode(email).expect(200);
    const res = await verify(email, wrongCode(await latestCode(t, email))).expect(400);
    expect(res.body).toEqual({ message: 'Invalid code' });
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const email = uniqueEmail();
    await requestCode(email).expect(200);
    const code = await latestCode(t, email);
    for (let i = 0; i < 5; i++) await verify(email, wrongCode(code)).expect(400);
    const res = await verify(email, code).expect(400);
    expect(res.body).toEqual({ message: 'Invalid code' });
  });

  it('accepts a code once only', async () => {
    const email = uniqueEmail();
    await requestCode(email).expect(200);
    const code = await latestCode(t, email);
    await verify(email, code).expect(200);
    expect((await verify(email, code).expect(400)).body).toEqual({ message: 'Invalid code' });
  });

  it('rejects an expired code', async () => {
    const email = uniqueEmail();
    await requestCode(email).expect(200);
    const code = await latestCode(t, email);
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.email, email));
    expect((await verify(email, code).expect(400)).body).toEqual({ message: 'Invalid code' });
  });

  it('expires codes after 10 minutes by the injected clock', async () => {
    let now = new Date();
    const clocked = await createTestApp({ now: () => now });
    const email = uniqueEmail();
    await request(clocked.app).post('/api/auth/email/request-otp').send({ email }).expect(200);
    const code = await latestCode(clocked, email);
    now = new Date(now.getTime() + 10 * 60 * 1000 + 1);
    await request(clocked.app).post('/api/auth/email/verify-otp').send({ email, otp: code }).expect(400);
  });

  it('invalidates an earlier code when a new one is requested', async () => {
    const email = uniqueEmail();
    await requestCode(email).expect(200);
    const first = await latestCode(t, email);
    await requestCode(email).expect(200);
    const second = await latestCode(t, email);
    if (first !== second) await verify(email, first).expect(400);
    await verify(email, second).expect(200);
  });

  it('leaves exactly one live code when requests for one address arrive at the same moment', async () => {
    const email = uniqueEmail('race');
    await Promise.all(Array.from({ length: 5 }, () => requestCode(email).expect(200)));
    const rows = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => row.consumedAt === null)).toHaveLength(1);
  });

  it('validates the body', async () => {
    const res = await request(t.app).post('/api/auth/email/verify-otp').send({ email: uniqueEmail(), otp: '12ab' }).expect(400);
    expect(res.body.message).toBe('Please enter the 6-digit code');
  });
});
