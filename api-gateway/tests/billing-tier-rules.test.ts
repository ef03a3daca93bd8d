import { eq } from 'drizzle-orm';
import { subscriptions } from '../src/db/schema';
import { buyPlan, subscriptionStatus } from './helpers/billing-fixtures';
import { signIn } from './helpers/sign-in';
import { FakeRestaurantSource, signInPartners, startBody, type Agent } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * docs/product.md › Tiers and roles, with the tier coming from the billing path (dev checkout, cancel, period end) rather
 * than set directly: free 1 session/day and 1 partner; monthly unlimited sessions, 1 partner; annual
 * unlimited; premium shared by a partner lifts the session limit only.
 */
let testApp: TestApp;
const noonToday = new Date();
noonToday.setUTCHours(12, 0, 0, 0);
const offsetMs = noonToday.getTime() - Date.now();
beforeAll(async () => {
  testApp = await createTestApp({ restaurantSource: new FakeRestaurantSource(), now: () => new Date(Date.now() + offsetMs) });
});

const start = (agent: Agent, userId: string, partnershipId: string | null = null) =>
  agent.post('/api/sessions/start').send(startBody(userId, partnershipId));

async function inviteAccepted(inviter: { agent: Agent; user: { id: string } }, invitee: { agent: Agent; user: { id: string } }) {
  const invite = await inviter.agent.post('/api/partnerships/invite').send({ userId: inviter.user.id });
  if (invite.status !== 200) return invite;
  return invitee.agent.post('/api/partnerships/accept').send({ userId: invitee.user.id, inviteCode: invite.body.inviteCode });
}

describe('session limit by tier', () => {
  it('free: one solo session a day', async () => {
    const a = await signIn(testApp);
    await start(a.agent, a.user.id).expect(201);
    await start(a.agent, a.user.id).expect(403);
  });

  it('monthly and annual: unlimited sessions', async () => {
    for (const plan of ['monthly', 'annual'] as const) {
      const a = await signIn(testApp);
      await buyPlan(testApp, a.agent, plan);
      for (let i = 0; i < 3; i++) await start(a.agent, a.user.id).expect(201);
    }
  });

  it('premium via a partner lifts the limit, and stops when the partner’s cancelled plan runs out', async () => {
    const { a, b } = await signInPartners(testApp);
    await buyPlan(testApp, b.agent, 'monthly');
    expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'free', hasPremiumViaPartner: true });
    expect((await a.agent.get('/api/auth/user').expect(200)).body.hasPremiumViaPartner).toBe(true);
    await start(a.agent, a.user.id).expect(201);
    await start(a.agent, a.user.id).expect(201);

    await b.agent.post('/api/subscriptions/cancel').send({}).expect(200);
    const end = new Date(Date.now() + offsetMs - 1000); // the period is over
    await testApp.database.db.update(subscriptions).set({ currentPeriodEnd: end }).where(eq(subscriptions.userId, b.user.id));
    expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'free', hasPremiumViaPartner: false });
    expect((await subscriptionStatus(b.agent)).tier).toBe('free');
    await start(a.agent, a.user.id).expect(403);
    await start(b.agent, b.user.id).expect(201); // b's first of the day
    await start(b.agent, b.user.id).expect(403);
  });
});

describe('partner limit by tier', () => {
  it('free: 1 partner, with the free upgrade message', async () => {
    const { a } = await signInPartners(testApp);
    const c = await signIn(testApp);
    const res = await inviteAccepted(c, a);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ upgradeRequired: true, tier: 'free' });
  });

  it('monthly: still 1 partner, answered with tier monthly (the Upgrade to Annual toast)', async () => {
    const { a } = await signInPartners(testApp);
    await buyPlan(testApp, a.agent, 'monthly');
    const c = await signIn(testApp);
    const res = await inviteAccepted(c, a);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'Monthly subscribers can have 1 partner. Upgrade to Annual for unlimited!',
      upgradeRequired: true,
      tier: 'monthly',
    });
  });

  it('annual: unlimited partners, and so has a partner who inherits it (never passed on further)', async () => {
    const { a, b } = await signInPartners(testApp);
    await buyPlan(testApp, a.agent, 'annual');
    const c = await signIn(testApp);
    expect((await inviteAccepted(c, a)).status).toBe(200);
    const d = await signIn(testApp);
    expect((await inviteAccepted(d, a)).status).toBe(200);
    // b inherits a's annual plan (docs/product.md › Tiers and roles: premium through a partner has unlimited partners)...
    const e = await signIn(testApp);
    expect((await inviteAccepted(e, b)).status).toBe(200);
    // ...but e, whose only partner b is free on their own, inherits nothing.
    const f = await signIn(testApp);
    const res = await inviteAccepted(f, e);
    expect(res.status).toBe(403);
    expect(res.body.tier).toBe('free');
  });

  it('an annual plan cancelled and past its period end is back to the free limit', async () => {
    const { a } = await signInPartners(testApp);
    await buyPlan(testApp, a.agent, 'annual');
    await a.agent.post('/api/subscriptions/cancel').send({}).expect(200);
    const c = await signIn(testApp);
    expect((await inviteAccepted(c, a)).status).toBe(200); // still annual until the period end
    await testApp.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + offsetMs - 1000) })
      .where(eq(subscriptions.userId, a.user.id));
    const d = await signIn(testApp);
    const res = await inviteAccepted(d, a);
    expect(res.status).toBe(403);
    expect(res.body.tier).toBe('free');
  });
});
