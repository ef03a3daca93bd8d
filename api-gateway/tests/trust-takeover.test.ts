// Account takeovers an outside tester found, each reproduced as an outside tester did it, then the verified e-mail
// change that closes them. Every test here failed on the code before the fix.
import { eq } from 'drizzle-orm';
import request from 'supertest';
import type { User } from '@forkcast/contracts';
import { users } from '../src/db/schema';
import type { GoogleOidc } from '../src/modules/auth/google-oidc';
import type { GoogleProfile } from '../src/modules/auth/sign-in.service';
import { createTestApp, type TestApp } from './helpers/test-app';
import { latestCode, signIn, uniqueEmail } from './helpers/sign-in';

const LISTED_ADMIN = `boss.${process.pid}@admins.example.com`;
let clock = new Date();
let googleProfile: GoogleProfile;
const google: GoogleOidc = {
  start: async () => ({ url: 'https://accounts.google.com/o/oauth2/v2/auth?x=1', codeVerifier: 'v', state: 's', nonce: 'n' }),
  finish: async () => googleProfile,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: LISTED_ADMIN }, google, now: () => clock });
});
beforeEach(() => {
  clock = new Date();
});

type Outbox = { to: string; subject: string; text: string }[];
async function outbox(to: string): Promise<Outbox> {
  return (await request(t.app).get('/api/dev/outbox').query({ to }).expect(200)).body as Outbox;
}
async function emailChangeCode(to: string): Promise<string> {
  const [latest] = await outbox(to);
  expect(latest?.subject).toBe('Confirm your new Forkcast e-mail address');
  const code = /\b(\d{6})\b/.exec(latest!.text)?.[1];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}
const rowOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

async function googleSignIn(profile: GoogleProfile) {
  googleProfile = profile;
  const agent = t.agent();
  await agent.get('/api/auth/google').expect(302);
  const done = await agent.get('/api/auth/google/callback?code=c&state=s').expect(302);
  return { agent, location: done.headers.location as string };
}

describe('finding 1 (critical): a profile edit never makes anyone an admin', () => {
  it('typing an ADMIN_EMAILS address that has not signed in yet changes nothing', async () => {
    const { agent, user } = await signIn(t);
    const res = await agent.put(`/api/users/${user.id}`).send({ email: LISTED_ADMIN }).expect(200);
    expect(res.body).toMatchObject({ email: user.email, isAdmin: false, pendingEmail: LISTED_ADMIN });
    await agent.get('/api/admin/users').expect(403);
    expect((await rowOf(user.id)).isAdmin).toBe(false);
  });

  it('ADMIN_EMAILS grants the stored flag at a verified sign-in of that address, and only then', async () => {
    const admin = await signIn(t, LISTED_ADMIN.toUpperCase());
    expect(admin.user.isAdmin).toBe(true);
    expect((await rowOf(admin.user.id)).isAdmin).toBe(true);
    await admin.agent.get('/api/admin/users').expect(200);
  });

  it('even a confirmed change to a listed address grants nothing (only a sign-in does)', async () => {
    const listed = `second.${process.pid}@admins.example.com`;
    const own = await createTestApp({ env: { ADMIN_EMAILS: listed } });
    const { agent, user } = await signIn(own);
    await agent.post(`/api/users/${user.id}/email-change`).send({ email: listed }).expect(200);
    const code = /\b(\d{6})\b/.exec((await request(own.app).get('/api/dev/outbox').query({ to: listed })).body[0].text)![1];
    const changed = await agent.post(`/api/users/${user.id}/email-change/verify`).send({ code }).expect(200);
    expect(changed.body).toMatchObject({ email: listed, isAdmin: false });
    await agent.get('/api/admin/users').expect(403);
  });
});

describe("finding 2 (high): no one pre-claims another person's account", () => {
  it("the real owner's e-mail sign-in lands in their own new account, not the attacker's", async () => {
    const attacker = await signIn(t);
    const victimEmail = uniqueEmail('victim');
    await attacker.agent.put(`/api/users/${attacker.user.id}`).send({ email: victimEmail, firstName: 'Mallory' }).expect(200);
    expect((await rowOf(attacker.user.id)).email).toBe(attacker.email);

    const victim = await signIn(t, victimEmail);
    expect(victim.user.id).not.toBe(attacker.user.id);
    expect(victim.user).toMatchObject({ email: victimEmail, firstName: null });
    // The attacker's session still belongs to the attacker's own account only.
    expect((await attacker.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ id: attacker.user.id, email: attacker.email });
    // The only code for the victim's address went to the victim's own inbox, which says to ignore it.
    const confirmation = (await outbox(victimEmail)).find((mail) => mail.subject === 'Confirm your new Forkcast e-mail address');
    expect(confirmation?.text).toContain('If you did not ask for this, you can ignore this e-mail');
  });

  it('Google links only when Google says verified and the account verified its address too', async () => {
    // An account whose address was never proven (stored before verification existed).
    const unproven = await signIn(t);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unproven.user.id));
    const refused = await googleSignIn({ subject: `g-${unproven.user.id}`, email: unproven.email, emailVerified: true });
    expect(refused.location).toBe('/auth?error=google_failed');
    expect((await rowOf(unproven.user.id)).oauthSubject).toBeNull();

    // Google without email_verified never finds an account by address, nor makes one.
    const proven = await signIn(t);
    const unverifiedGoogle = await googleSignIn({ subject: `g-${proven.user.id}`, email: proven.email, emailVerified: false });
    expect(unverifiedGoogle.location).toBe('/auth?error=google_failed');
    expect((await rowOf(proven.user.id)).oauthSubject).toBeNull();
    const stranger = await googleSignIn({ subject: 'g-stranger', email: uniqueEmail('nobody'), emailVerified: false });
    expect(stranger.location).toBe('/auth?error=google_failed');

    // Both verified: linked, and the same account signs in.
    const linked = await googleSignIn({ subject: `g-${proven.user.id}`, email: proven.email, emailVerified: true });
    expect(linked.location).toBe('/');
    expect((await linked.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ id: proven.user.id, oauthProvider: 'google' });
  });

  it('a new Google account is created verified, and an ADMIN_EMAILS Google sign-in gets the flag', async () => {
    const fresh = await googleSignIn({ subject: 'g-new-admin', email: LISTED_ADMIN.replace('boss', 'gboss'), emailVerified: true });
    expect(fresh.location).toBe('/');
    const me = (await fresh.agent.get('/api/auth/user').expect(200)).body as User;
    expect(me).toMatchObject({ emailVerified: true, isAdmin: false });
    const listed = `g.${process.pid}@listed.example.com`;
    const own = await createTestApp({ env: { ADMIN_EMAILS: listed }, google });
    googleProfile = { subject: 'g-listed', email: listed, emailVerified: true };
    const agent = own.agent();
    await agent.get('/api/auth/google').expect(302);
    expect((await agent.get('/api/auth/google/callback?code=c&state=s')).headers.location).toBe('/');
    expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ email: listed, isAdmin: true, emailVerified: true });
  });
});

describe('verified e-mail change', () => {
  it('mails a code to the new address; the code moves the address, signs out other sessions, tells the old address', async () => {
    const me = await signIn(t);
    const otherDevice = t.agent();
    await otherDevice.post('/api/auth/email/request-otp').send({ email: me.email }).expect(200);
    await otherDevice
      .post('/api/auth/email/verify-otp')
      .send({ email: me.email, otp: await latestCode(t, me.email) })
      .expect(200);
    expect(me.user.emailVerified).toBe(true);

    const next = uniqueEmail('moved');
    const saved = await me.agent.put(`/api/users/${me.user.id}`).send({ firstName: 'Ada', email: next }).expect(200);
    expect(saved.body).toMatchObject({ firstName: 'Ada', email: me.email, pendingEmail: next });
    expect((await me.agent.get('/api/auth/user').expect(200)).body.pendingEmail).toBe(next);

    const code = await emailChangeCode(next);
    const changed = await me.agent.post(`/api/users/${me.user.id}/email-change/verify`).send({ code }).expect(200);
    expect(changed.body).toMatchObject({ id: me.user.id, email: next, emailVerified: true, pendingEmail: null });
    expect((await rowOf(me.user.id)).emailVerifiedAt).toEqual(expect.any(Date));

    await me.agent.get('/api/auth/user').expect(200);
    await otherDevice.get('/api/auth/user').expect(401);
    const notice = (await outbox(me.email))[0]!;
    expect(notice.subject).toBe('Your Forkcast e-mail address was changed');
    expect(notice.text).toContain(`${next.slice(0, 1)}***@example.com`);
    // The same code cannot be used twice.
    await me.agent.post(`/api/users/${me.user.id}/email-change/verify`).send({ code }).expect(400);
  });

  it('refuses a wrong code five times, then even the right one; an expired code too', async () => {
    const me = await signIn(t);
    const next = uniqueEmail('guess');
    await me.agent.post(`/api/users/${me.user.id}/email-change`).send({ email: next }).expect(200);
    const code = await emailChangeCode(next);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await me.agent.post(`/api/users/${me.user.id}/email-change/verify`).send({ code: wrong }).expect(400);
      expect(res.body).toEqual({ message: 'Invalid code' });
    }
    await me.agent.post(`/api/users/${me.user.id}/email-change/verify`).send({ code }).expect(400);
    expect((await rowOf(me.user.id)).email).toBe(me.email);

    await me.agent.post(`/api/users/${me.user.id}/email-change`).send({ email: next }).expect(200);
    const fresh = await emailChangeCode(next);
    clock = new Date(clock.getTime() + 11 * 60_000);
    await me.agent.post(`/api/users/${me.user.id}/email-change/verify`).send({ code: fresh }).expect(400);
    expect((await me.agent.get('/api/auth/user').expect(200)).body.pendingEmail).toBeNull();
  });

  it('answers a taken address exactly as a free one; its owner gets a notice, never a code (finding 5)', async () => {
    const owner = await signIn(t);
    const prober = await signIn(t);
    const free = uniqueEmail('free');
    const taken = await prober.agent.put(`/api/users/${prober.user.id}`).send({ email: owner.email }).expect(200);
    const untaken = await prober.agent.put(`/api/users/${prober.user.id}`).send({ email: free }).expect(200);
    expect({ ...taken.body, pendingEmail: 'x' }).toEqual({ ...untaken.body, pendingEmail: 'x' });
    const viaPost = await prober.agent.post(`/api/users/${prober.user.id}/email-change`).send({ email: owner.email }).expect(200);
    expect(viaPost.body).toEqual({ pendingEmail: owner.email });

    const [notice] = await outbox(owner.email);
    expect(notice!.subject).toBe('Someone tried to use your e-mail address on Forkcast');
    expect(notice!.text).not.toMatch(/\b\d{6}\b/);
    for (const guess of ['000000', '123456', '999999']) {
      await prober.agent.post(`/api/users/${prober.user.id}/email-change/verify`).send({ code: guess }).expect(400);
    }
    expect((await rowOf(owner.user.id)).email).toBe(owner.email);
    expect((await rowOf(prober.user.id)).email).toBe(prober.email);
  });

  it('can be cancelled; is for the signed-in user only; limits how often a stranger is mailed', async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    const next = uniqueEmail('cancel');
    await me.agent.post(`/api/users/${me.user.id}/email-change`).send({ email: next }).expect(200);
    await other.agent.post(`/api/users/${me.user.id}/email-change/verify`).send({ code: '123456' }).expect(403);
    await other.agent.delete(`/api/users/${me.user.id}/email-change`).expect(403);
    await me.agent.delete(`/api/users/${me.user.id}/email-change`).expect(200);
    expect((await me.agent.get('/api/auth/user').expect(200)).body.pendingEmail).toBeNull();

    // OTP_REQUESTS_PER_EMAIL (5) per account per window, counted only when the address really changes.
    for (let i = 0; i < 6; i += 1)
      await me.agent
        .put(`/api/users/${me.user.id}`)
        .send({ email: me.email, firstName: `Same ${i}` })
        .expect(200);
    for (let i = 0; i < 4; i += 1)
      await me.agent
        .post(`/api/users/${me.user.id}/email-change`)
        .send({ email: uniqueEmail('many') })
        .expect(200);
    const limited = await me.agent
      .post(`/api/users/${me.user.id}/email-change`)
      .send({ email: uniqueEmail('many') })
      .expect(429);
    expect(limited.body.message).toMatch(/^Too many requests\. Please try again in \d+ (seconds|minutes)\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await me.agent
      .put(`/api/users/${me.user.id}`)
      .send({ email: uniqueEmail('many') })
      .expect(429);
    await me.agent.put(`/api/users/${me.user.id}`).send({ email: me.email, firstName: 'Still saves' }).expect(200);
  });

  it("another account's refused attempts (403) do not spend a target address's budget", async () => {
    const owner = await signIn(t);
    const stranger = await signIn(t);
    const target = uniqueEmail('target');
    for (let i = 0; i < 8; i += 1) {
      await stranger.agent.post(`/api/users/${owner.user.id}/email-change`).send({ email: target }).expect(403);
      await stranger.agent.put(`/api/users/${owner.user.id}`).send({ email: target }).expect(403);
    }
    await owner.agent.post(`/api/users/${owner.user.id}/email-change`).send({ email: target }).expect(200);
  });
});
