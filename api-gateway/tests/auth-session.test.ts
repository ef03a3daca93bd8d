import request from 'supertest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { latestCode, ONE_CLIENT, ONE_HTTPS_CLIENT, signIn, uniqueEmail } from './helpers/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ' Boss@Example.com , other@example.com' } });
});

describe('GET /api/auth/user', () => {
  it('answers 401 when signed out', async () => {
    const res = await request(t.app).get('/api/auth/user').expect(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });

  it('answers the user in the shared contract shape', async () => {
    const { agent, email } = await signIn(t);
    const res = await agent.get('/api/auth/user').expect(200);
    const { userSchema } = await import('@forkcast/contracts');
    const user = userSchema.parse(res.body);
    expect(user).toMatchObject({
      email,
      firstName: null,
      isAdmin: false,
      hasPremiumViaPartner: false,
      premiumViaPartnerPlan: null,
      oauthProvider: null,
      sessionsToday: 0,
      totalMatches: 0,
      preferences: null,
    });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
  });

  it('marks ADMIN_EMAILS users as admins, case-insensitively', async () => {
    const { agent } = await signIn(t, 'boss@example.com');
    expect((await agent.get('/api/auth/user').expect(200)).body.isAdmin).toBe(true);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const { agent } = await signIn(t);
    const res = await agent.post('/api/auth/logout').send({}).expect(200);
    expect(res.body).toEqual({ success: true });
    expect(String(res.headers['set-cookie'])).toMatch(/forkcast\.sid=;.*Expires=Thu, 01 Jan 1970/);
    await agent.get('/api/auth/user').expect(401);
  });

  it('cannot be replayed with the old cookie', async () => {
    const email = uniqueEmail();
    await request(t.app).post('/api/auth/email/request-otp').set('Cookie', ONE_CLIENT).send({ email }).expect(200);
    const otp = await latestCode(t, email);
    const verified = await request(t.app).post('/api/auth/email/verify-otp').set('Cookie', ONE_CLIENT).send({ email, otp }).expect(200);
    const cookie = /forkcast\.sid=[^;]+/.exec(String(verified.headers['set-cookie']))![0];
    await request(t.app).get('/api/auth/user').set('Cookie', cookie).expect(200);
    await request(t.app).post('/api/auth/logout').set('Cookie', cookie).send({}).expect(200);
    await request(t.app).get('/api/auth/user').set('Cookie', cookie).expect(401);
  });
});

describe('Google sign-in', () => {
  it('redirects to /auth?error=google_failed when Google is not configured', async () => {
    const res = await request(t.app).get('/api/auth/google').expect(302);
    expect(res.headers.location).toBe('/auth?error=google_failed');
  });

  it('signs in through the callback with a verified profile (fake provider)', async () => {
    const email = uniqueEmail('google');
    const google = {
      start: async () => ({ url: 'https://accounts.google.com/o/oauth2/v2/auth?x=1', codeVerifier: 'v', state: 's', nonce: 'n' }),
      finish: async (url: URL, expected: { state: string }) => {
        if (url.searchParams.get('state') !== expected.state) throw new Error('state mismatch');
        return {
          subject: 'google-sub-1',
          email,
          emailVerified: true,
          firstName: 'Ada',
          lastName: 'Lovelace',
          pictureUrl: 'https://example.com/a.png',
        };
      },
    };
    const g = await createTestApp({ google });
    const agent = g.agent();
    const start = await agent.get('/api/auth/google').expect(302);
    expect(start.headers.location).toMatch(/^https:\/\/accounts\.google\.com\//);
    const done = await agent.get('/api/auth/google/callback?code=abc&state=s').expect(302);
    expect(done.headers.location).toBe('/');
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', oauthProvider: 'google' });

    // A wrong state fails back to /auth.
    const other = g.agent();
    await other.get('/api/auth/google').expect(302);
    const failed = await other.get('/api/auth/google/callback?code=abc&state=evil').expect(302);
    expect(failed.headers.location).toBe('/auth?error=google_failed');
    // A callback without a started flow fails too.
    const stray = await request(g.app).get('/api/auth/google/callback?code=abc&state=s').expect(302);
    expect(stray.headers.location).toBe('/auth?error=google_failed');
  });
});

describe('Google sign-in keeps returnTo (an admin signing in with Google lands back on /admin)', () => {
  const fakeGoogle = (email: string) => ({
    start: async () => ({ url: 'https://accounts.google.com/o/oauth2/v2/auth?x=1', codeVerifier: 'v', state: 's', nonce: 'n' }),
    finish: async (url: URL, expected: { state: string }) => {
      if (url.searchParams.get('state') !== expected.state) throw new Error('state mismatch');
      return { subject: `sub-${email}`, email, emailVerified: true, firstName: 'Ada' };
    },
  });

  it('lands on the same-site path it started with, query included', async () => {
    const g = await createTestApp({ google: fakeGoogle(uniqueEmail('googleback')) });
    const agent = g.agent();
    await agent.get('/api/auth/google?returnTo=%2Fadmin%3Fpage%3D2').expect(302);
    const done = await agent.get('/api/auth/google/callback?code=abc&state=s').expect(302);
    expect(done.headers.location).toBe('/admin?page=2');
  });

  it.each(['//evil.test/x', 'https://evil.test/', '/\\evil.test', 'javascript:alert(1)', '/\t/evil.test'])(
    'goes home for %j',
    async (returnTo) => {
      const g = await createTestApp({ google: fakeGoogle(uniqueEmail('googlehome')) });
      const agent = g.agent();
      await agent.get(`/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`).expect(302);
      const done = await agent.get('/api/auth/google/callback?code=abc&state=s').expect(302);
      expect(done.headers.location).toBe('/');
    },
  );

  it('a failure goes back to /auth with the error and the return path', async () => {
    const g = await createTestApp({ google: fakeGoogle(uniqueEmail('googlefail')) });
    const agent = g.agent();
    await agent.get('/api/auth/google?returnTo=/admin').expect(302);
    const failed = await agent.get('/api/auth/google/callback?code=abc&state=evil').expect(302);
    expect(failed.headers.location).toBe('/auth?error=google_failed&returnTo=%2Fadmin');
    // Not configured at all: the same, from the start.
    const off = await request(t.app).get('/api/auth/google?returnTo=/admin').expect(302);
    expect(off.headers.location).toBe('/auth?error=google_failed&returnTo=%2Fadmin');
  });
});

describe('behind https', () => {
  it('sets a Secure cookie when PUBLIC_URL is https and the proxy says https', async () => {
    // The test's requests come from 127.0.0.1, standing in for the TLS proxy.
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://forkcast.test', TRUST_PROXY: 'loopback' } });
    const email = uniqueEmail('secure');
    // The pre-sign-in cookie is Secure, so it is sent by hand (an agent's jar keeps it off plain http).
    await request(secure.app)
      .post('/api/auth/email/request-otp')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'https://forkcast.test')
      .set('Cookie', ONE_HTTPS_CLIENT)
      .send({ email })
      .expect(200);
    const otp = await latestCode(secure, email);
    const res = await request(secure.app)
      .post('/api/auth/email/verify-otp')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'https://forkcast.test')
      .set('Cookie', ONE_HTTPS_CLIENT)
      .send({ email, otp })
      .expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/forkcast\.sid=.*; Secure/);
  });
});
