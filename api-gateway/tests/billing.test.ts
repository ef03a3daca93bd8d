import { eq } from 'drizzle-orm';
import { subscriptionStatusResponseSchema } from '@forkcast/contracts';
import { devBillingTokens, subscriptions, users } from '../src/db/schema';
import { buyPlan, portalAction, subscriptionStatus, tokenOf } from './helpers/billing-fixtures';
import { signIn } from './helpers/sign-in';
import { setTier } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let testApp: TestApp;
// A movable clock: tests jump past a period end to watch access run out.
let offsetMs = 0;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
});
afterEach(() => {
  offsetMs = 0;
});

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /api/subscriptions/status', () => {
  it('answers free for a new user and 401 when signed out', async () => {
    const { agent } = await signIn(testApp);
    const status = await subscriptionStatus(agent);
    expect(subscriptionStatusResponseSchema.parse(status)).toEqual({
      tier: 'free',
      plan: null,
      source: null,
      status: null,
      expiresAt: null,
      cancelAtPeriodEnd: false,
      hasPremiumViaPartner: false,
    });
    await testApp.agent().get('/api/subscriptions/status').expect(401);
  });

  it('reads a tier set without a subscription (admin) as its plan', async () => {
    const a = await signIn(testApp);
    await setTier(testApp, a.user.id, 'premium');
    expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'premium', plan: 'annual', source: null });
  });
});

describe('dev checkout', () => {
  it('grants Monthly through the test-mode page, for one month, and the user reads it everywhere', async () => {
    const a = await signIn(testApp);
    const checkout = await a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'monthly' }).expect(200);
    expect(checkout.body.url).toMatch(/^\/dev-billing\/checkout\?token=[\w-]+$/);

    const page = await a.agent.get(checkout.body.url).expect(200).expect('Content-Type', /html/);
    expect(page.text).toContain('TEST MODE — no real payment');
    expect(page.text).toContain('Premium Monthly');
    expect(page.text).toContain('$9.99/month');
    expect(page.text).toMatch(/>Pay</);
    expect(page.text).toMatch(/>Cancel</);
    expect(page.text).not.toMatch(/<script/);

    await a.agent
      .post('/dev-billing/checkout')
      .set('Origin', testApp.config.publicUrl)
      .type('form')
      .send({ token: tokenOf(checkout.body.url), action: 'pay' })
      .expect(303)
      .expect('Location', '/settings');

    const status = await subscriptionStatus(a.agent);
    expect(status).toMatchObject({ tier: 'monthly', plan: 'monthly', source: 'dev', status: 'active', cancelAtPeriodEnd: false });
    const days = (Date.parse(status.expiresAt ?? '') - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect((await a.agent.get('/api/auth/user').expect(200)).body.subscriptionTier).toBe('monthly');
  });

  it('shows the annual price and grants a year', async () => {
    const a = await signIn(testApp);
    const checkout = await a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'annual' }).expect(200);
    const page = await a.agent.get(checkout.body.url).expect(200);
    expect(page.text).toContain('$79.99/year');
    await a.agent
      .post('/dev-billing/checkout')
      .set('Origin', testApp.config.publicUrl)
      .type('form')
      .send({ token: tokenOf(checkout.body.url), action: 'pay' })
      .expect(303);
    const status = await subscriptionStatus(a.agent);
    expect(status.tier).toBe('annual');
    expect((Date.parse(status.expiresAt ?? '') - Date.now()) / DAY_MS).toBeGreaterThan(360);
  });

  it('refuses bad plans, signed-out callers and buying the plan one already has (409)', async () => {
    const a = await signIn(testApp);
    for (const body of [{}, { plan: 'weekly' }, { plan: 'monthly', extra: 1 }]) {
      const res = await a.agent.post('/api/subscriptions/create-checkout').send(body).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    await a.agent.post('/api/subscriptions/create-checkout').set('Content-Type', 'text/plain').send('plan=monthly').expect(415);
    await testApp.agent().post('/api/subscriptions/create-checkout').send({ plan: 'monthly' }).expect(401);

    await buyPlan(testApp, a.agent, 'monthly');
    await a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'monthly' }).expect(409);
    // Monthly may still move up to Annual; Annual has nothing above it.
    await buyPlan(testApp, a.agent, 'annual');
    expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'annual', plan: 'annual' });
    await a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'annual' }).expect(409);
    await a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'monthly' }).expect(409);
  });

  it('tokens are single use and bound to the user who asked; Cancel grants nothing', async () => {
    const a = await signIn(testApp);
    const b = await signIn(testApp);
    const checkout = await a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'annual' }).expect(200);
    const token = tokenOf(checkout.body.url);
    const pay = (agent: typeof a.agent, action = 'pay') =>
      agent.post('/dev-billing/checkout').set('Origin', testApp.config.publicUrl).type('form').send({ token, action });

    // Another user can neither open nor use it, and a signed-out visitor is asked to sign in.
    await b.agent.get(checkout.body.url).expect(410);
    await pay(b.agent).expect(410);
    expect((await subscriptionStatus(b.agent)).tier).toBe('free');
    await testApp.agent().get(checkout.body.url).expect(401);

    await pay(a.agent, 'cancel').expect(303).expect('Location', '/subscribe');
    await pay(a.agent).expect(410);
    await a.agent.get(checkout.body.url).expect(410);
    expect((await subscriptionStatus(a.agent)).tier).toBe('free');

    const [row] = await testApp.database.db.select().from(devBillingTokens).where(eq(devBillingTokens.userId, a.user.id));
    expect(row?.tokenHash).not.toBe(token); // only a hash is stored
  });

  it('refuses form posts from another origin or without one, and malformed forms', async () => {
    const a = await signIn(testApp);
    const checkout = await a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'monthly' }).expect(200);
    const token = tokenOf(checkout.body.url);
    const post = () => a.agent.post('/dev-billing/checkout').type('form');
    await post().set('Origin', 'https://evil.example').send({ token, action: 'pay' }).expect(403);
    await post().send({ token, action: 'pay' }).expect(403);
    await post().set('Origin', testApp.config.publicUrl).send({ token, action: 'steal' }).expect(410);
    await a.agent.get('/dev-billing/checkout?token=short').expect(410);
    expect((await subscriptionStatus(a.agent)).tier).toBe('free');
    // The token survived the refused posts.
    await post().set('Origin', testApp.config.publicUrl).send({ token, action: 'pay' }).expect(303);
  });

  it('is absent in production, which refuses DEV_BILLING=1', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' } });
    expect(prod.config.billing.mode).toBe('none');
    const a = await signIn(prod).catch(() => undefined);
    // Production has no dev outbox to sign in with; the page itself is simply not there.
    expect(a).toBeUndefined();
    const page = await prod.agent().get('/dev-billing/checkout?token=abcdefghijklmnopqrstuvwxyz');
    expect(page.status).not.toBe(401);
    expect(page.text).not.toContain('TEST MODE');

    await expect(createTestApp({ env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', DEV_BILLING: '1' } })).rejects.toThrow(
      /DEV_BILLING=1 turns on the free development checkout/,
    );
  });
});

describe('portal and cancel', () => {
  it('cancel sets cancel-at-period-end, keeps access until the period end, then reads free', async () => {
    const a = await signIn(testApp);
    await a.agent.post('/api/subscriptions/cancel').send({}).expect(409);
    await buyPlan(testApp, a.agent, 'monthly');
    const before = await subscriptionStatus(a.agent);

    const cancel = await a.agent.post('/api/subscriptions/cancel').send({}).expect(200);
    expect(cancel.body).toEqual({ success: true, currentPeriodEnd: before.expiresAt });
    expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'monthly', cancelAtPeriodEnd: true, expiresAt: before.expiresAt });
    await a.agent.post('/api/subscriptions/cancel').send({}).expect(409);
    await a.agent.post('/api/subscriptions/cancel').send({ now: true }).expect(400);

    // Bring the period end close (the session cookie would not survive a month's jump of the clock).
    const end = Date.now() + 60 * 60 * 1000;
    await testApp.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(end) })
      .where(eq(subscriptions.userId, a.user.id));
    // One minute before the end: still premium. One minute after: free, with nothing having run.
    offsetMs = end - Date.now() - 60_000;
    expect((await subscriptionStatus(a.agent)).tier).toBe('monthly');
    offsetMs = end - Date.now() + 60_000;
    expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'free', status: 'expired', plan: 'monthly' });
    expect((await a.agent.get('/api/auth/user').expect(200)).body.subscriptionTier).toBe('free');
    await a.agent.post('/api/subscriptions/cancel').send({}).expect(409);
  });

  it('the portal page renews, cancels and resumes through the same path', async () => {
    const a = await signIn(testApp);
    await a.agent.post('/api/subscriptions/portal').send({}).expect(409);
    await buyPlan(testApp, a.agent, 'monthly');
    const start = await subscriptionStatus(a.agent);

    const portal = await a.agent.post('/api/subscriptions/portal').send({}).expect(200);
    expect(portal.body.url).toMatch(/^\/dev-billing\/portal\?token=/);
    const page = await a.agent.get(portal.body.url).expect(200);
    expect(page.text).toContain('Premium Monthly');
    expect(page.text).toContain('Renews on');
    expect(page.text).toMatch(/>Renew now</);
    expect(page.text).toMatch(/>Cancel at period end</);
    expect(page.text).not.toMatch(/>Resume</);

    await portalAction(testApp, a.agent, 'cancel');
    expect(await subscriptionStatus(a.agent)).toMatchObject({ cancelAtPeriodEnd: true, tier: 'monthly' });
    const cancelled = await a.agent.post('/api/subscriptions/portal').send({}).expect(200);
    const cancelledPage = await a.agent.get(cancelled.body.url).expect(200);
    expect(cancelledPage.text).toContain('Ends on');
    expect(cancelledPage.text).toMatch(/>Resume</);

    await portalAction(testApp, a.agent, 'resume');
    expect(await subscriptionStatus(a.agent)).toMatchObject({ cancelAtPeriodEnd: false });

    await portalAction(testApp, a.agent, 'renew');
    const renewed = await subscriptionStatus(a.agent);
    expect(Date.parse(renewed.expiresAt ?? '') - Date.parse(start.expiresAt ?? '')).toBeGreaterThan(27 * DAY_MS);
  });

  it('keeps users.subscription_tier in step with the subscription row', async () => {
    const a = await signIn(testApp);
    await buyPlan(testApp, a.agent, 'annual');
    const [user] = await testApp.database.db.select().from(users).where(eq(users.id, a.user.id));
    const [row] = await testApp.database.db.select().from(subscriptions).where(eq(subscriptions.userId, a.user.id));
    expect(user?.subscriptionTier).toBe('annual');
    expect(row).toMatchObject({ plan: 'annual', source: 'dev', status: 'active' });
  });
});
