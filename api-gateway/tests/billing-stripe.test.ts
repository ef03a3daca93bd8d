import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { subscriptions, users } from '../src/db/schema';
import { CANCEL_FOR_DELETION_FAILED } from '../src/modules/billing/cancel-for-account-deletion';
import { buyPlan, subscriptionStatus } from './helpers/billing-fixtures';
import { FakeStripe, STRIPE_SECRET_KEY, subscriptionObject as stripeSubscription, type StripeFailure } from './helpers/fake-stripe';
import { signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * Stripe mode against a fake Stripe API (tests/helpers/fake-stripe.ts) that checks each call the way
 * Stripe documents it, and webhooks signed the way Stripe signs them (generateTestHeaderString with
 * the endpoint secret).
 */
const SECRET = 'whsec_test_secret';
const PUBLIC_URL = 'http://forkcast.test';
const UNAVAILABLE = { message: 'Billing is temporarily unavailable. Please try again.' };
const stripe = new Stripe(STRIPE_SECRET_KEY);
let fake: FakeStripe;
let testApp: TestApp;
const periodEnd = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;

beforeAll(async () => {
  fake = await FakeStripe.start();
  testApp = await createTestApp({
    env: {
      PUBLIC_URL,
      STRIPE_SECRET_KEY,
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_ANNUAL: 'price_annual',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: fake.baseUrl,
    },
  });
});
afterAll(() => fake.stop());

beforeEach(() => fake.reset());
// Whatever a test checks, no call may break Stripe's documented rules.
afterEach(() => expect(fake.violations).toEqual([]));

let eventCounter = 0;
const createdAt = Math.floor(Date.now() / 1000);

function subscriptionObject(options: Parameters<typeof stripeSubscription>[0]) {
  return stripeSubscription({ end: periodEnd, created: createdAt, ...options });
}

function event(type: string, object: unknown, created: number, id = `evt_${++eventCounter}`) {
  return { id, object: 'event', type, created, livemode: false, api_version: '2026-10-28.endive', data: { object } };
}

function postWebhook(body: unknown, secret = SECRET) {
  const payload = JSON.stringify(body);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return testApp
    .agent()
    .post('/api/subscriptions/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', header)
    .send(payload);
}

/** A signed-in user with an active Stripe subscription `subscriptionId` (granted by its webhook). */
async function subscriber(subscriptionId: string) {
  const a = await signIn(testApp);
  const subscription = subscriptionObject({ id: subscriptionId, userId: a.user.id });
  // Stripe holds the subscription (as after a checkout) and tells us with its webhook.
  if (!subscriptionId.startsWith('sub_missing')) fake.subscriptions.set(subscriptionId, subscription);
  await postWebhook(event('customer.subscription.created', subscription, createdAt)).expect(200);
  expect((await subscriptionStatus(a.agent)).tier).toBe('monthly');
  fake.reset();
  return a;
}

/** Stripe's failures as the gateway meets them: 4xx/5xx bodies of each error type, and no answer at all. */
const FAILURES: [string, StripeFailure | 'down'][] = [
  ['a 400 invalid_request_error', { status: 400, type: 'invalid_request_error', message: 'No such price' }],
  ['a 401 (revoked key)', { status: 401, type: 'authentication_error' }],
  ['a 402 card_error', { status: 402, type: 'card_error', code: 'card_declined' }],
  ['a 429 rate_limit_error', { status: 429, type: 'rate_limit_error' }],
  ['a 500 api_error', { status: 500, type: 'api_error' }],
  ['no answer (Stripe unreachable)', 'down'],
];

/** Runs `work` while Stripe fails that way; Stripe answers normally again afterwards. */
async function failing<T>(failure: StripeFailure | 'down', work: () => Promise<T>): Promise<T> {
  if (failure === 'down') await fake.down();
  else fake.fail(failure);
  try {
    return await work();
  } finally {
    if (failure === 'down') await fake.up();
    else fake.fail(undefined);
  }
}

describe('Stripe checkout, portal and cancel', () => {
  it('creates a subscription-mode Checkout Session for the user and grants nothing by itself', async () => {
    const a = await signIn(testApp);
    const res = await a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'annual' }).expect(200);
    expect(res.body).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/) });

    const [call, ...others] = fake.callsTo('POST', '/v1/checkout/sessions');
    expect(others).toEqual([]);
    expect(call!.headers.authorization).toBe(`Bearer ${STRIPE_SECRET_KEY}`);
    expect(call!.headers['stripe-version']).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(call!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call!.idempotencyKey).toMatch(/^.{1,255}$/);
    const metadata = { userId: a.user.id, plan: 'annual' };
    expect(call!.params).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_annual', quantity: '1' }],
      client_reference_id: a.user.id,
      customer_email: a.email,
      success_url: `${PUBLIC_URL}/settings?checkout=success`,
      cancel_url: `${PUBLIC_URL}/subscribe`,
      metadata,
      subscription_data: { metadata },
    });
    expect((await subscriptionStatus(a.agent)).tier).toBe('free');

    // Each checkout is its own request: a new idempotency key, not a replay of the first session.
    await a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'annual' }).expect(200);
    const keys = fake.callsTo('POST', '/v1/checkout/sessions').map((c) => c.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('opens the portal for the customer and cancels at period end through subscriptions.update', async () => {
    const a = await subscriber('sub_portal');

    const portal = await a.agent.post('/api/subscriptions/portal').send({}).expect(200);
    expect(portal.body).toEqual({ url: 'https://billing.stripe.test/p/session' });
    const [portalCall] = fake.callsTo('POST', '/v1/billing_portal/sessions');
    expect(portalCall!.params).toEqual({ customer: 'cus_1', return_url: `${PUBLIC_URL}/settings` });
    expect(portalCall!.idempotencyKey).toBeTruthy();

    const cancel = await a.agent.post('/api/subscriptions/cancel').send({}).expect(200);
    expect(cancel.body).toEqual({ success: true, currentPeriodEnd: new Date(periodEnd * 1000).toISOString() });
    const [update, ...more] = fake.callsTo('POST', '/v1/subscriptions/sub_portal');
    expect(more).toEqual([]);
    expect(update!.params).toEqual({ cancel_at_period_end: 'true' });
    expect(update!.idempotencyKey).toBeTruthy();

    // The webhook, not the API answer, changes our state.
    expect((await subscriptionStatus(a.agent)).cancelAtPeriodEnd).toBe(false);
    await postWebhook(
      event(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_portal', userId: a.user.id, cancelAtPeriodEnd: true }),
        createdAt + 5,
      ),
    ).expect(200);
    expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'monthly', cancelAtPeriodEnd: true, source: 'stripe' });
  });

  it('a 500 is retried once with the same Idempotency-Key (Stripe replays, nothing happens twice), then 503', async () => {
    const a = await signIn(testApp);
    fake.fail({ status: 500, type: 'api_error' });
    await a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'monthly' }).expect(503, UNAVAILABLE);
    const attempts = fake.callsTo('POST', '/v1/checkout/sessions');
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.idempotencyKey).toBe(attempts[0]!.idempotencyKey);
    expect(attempts[1]!.params).toEqual(attempts[0]!.params);
  });

  describe.each(FAILURES)('when Stripe answers %s', (_name, failure) => {
    it('checkout answers 503 with the message and grants nothing', async () => {
      const a = await signIn(testApp);
      const res = await failing(failure, () => a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'monthly' }));
      expect(res.status).toBe(503);
      expect(res.body).toEqual(UNAVAILABLE);
      expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'free', source: null });
    });

    it('portal and cancel answer 503 with the message and the subscription is untouched', async () => {
      const a = await subscriber(`sub_fail_${FAILURES.findIndex(([, f]) => f === failure)}`);
      const before = await subscriptionStatus(a.agent);
      await failing(failure, async () => {
        const portal = await a.agent.post('/api/subscriptions/portal').send({});
        expect([portal.status, portal.body]).toEqual([503, UNAVAILABLE]);
        const cancel = await a.agent.post('/api/subscriptions/cancel').send({});
        expect([cancel.status, cancel.body]).toEqual([503, UNAVAILABLE]);
      });
      expect(await subscriptionStatus(a.agent)).toEqual(before);
      // And once Stripe is back, the same buttons work.
      await a.agent.post('/api/subscriptions/cancel').send({}).expect(200);
    });
  });
});

describe('Account deletion with a Stripe subscription', () => {
  async function accountRows(userId: string) {
    const db = testApp.database.db;
    return {
      user: (await db.select().from(users).where(eq(users.id, userId))).length,
      subscription: (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).length,
    };
  }

  it('cancels the subscription at Stripe (DELETE /v1/subscriptions/{id}) before deleting the account', async () => {
    const a = await subscriber('sub_delete');
    await a.agent.delete(`/api/users/${a.user.id}`).expect(200, { success: true });

    const [cancel, ...more] = fake.callsTo('DELETE', '/v1/subscriptions/sub_delete');
    expect(more).toEqual([]);
    expect(cancel!.headers.authorization).toBe(`Bearer ${STRIPE_SECRET_KEY}`);
    // Immediate cancellation, with the reason for the Stripe dashboard; DELETE carries no idempotency key.
    expect(cancel!.params).toEqual({ cancellation_details: { comment: 'Forkcast account deleted' } });
    expect(cancel!.idempotencyKey).toBeUndefined();
    expect(fake.subscriptions.get('sub_delete')).toMatchObject({ status: 'canceled' });
    expect(await accountRows(a.user.id)).toEqual({ user: 0, subscription: 0 });
    // The customer.subscription.deleted webhook that follows finds nobody and changes nothing.
    await postWebhook(
      event(
        'customer.subscription.deleted',
        subscriptionObject({ id: 'sub_delete', userId: a.user.id, status: 'canceled' }),
        createdAt + 50,
      ),
    ).expect(200);
    expect(await accountRows(a.user.id)).toEqual({ user: 0, subscription: 0 });
  });

  describe.each(FAILURES)('when Stripe answers %s', (_name, failure) => {
    it('refuses the deletion with 503 and the message, and the account is intact', async () => {
      const id = `sub_keep_${FAILURES.findIndex(([, f]) => f === failure)}`;
      const a = await subscriber(id);
      const res = await failing(failure, () => a.agent.delete(`/api/users/${a.user.id}`));
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: CANCEL_FOR_DELETION_FAILED });
      expect(await accountRows(a.user.id)).toEqual({ user: 1, subscription: 1 });
      // Still signed in, still subscribed: nothing was deleted.
      expect((await a.agent.get('/api/auth/user').expect(200)).body.id).toBe(a.user.id);
      expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'monthly', status: 'active' });
      // Trying again once Stripe answers deletes it.
      await a.agent.delete(`/api/users/${a.user.id}`).expect(200);
      expect(await accountRows(a.user.id)).toEqual({ user: 0, subscription: 0 });
    });
  });

  it('a subscription Stripe no longer has (resource_missing) does not block the deletion', async () => {
    const a = await subscriber('sub_missing_1');
    await a.agent.delete(`/api/users/${a.user.id}`).expect(200);
    expect(fake.callsTo('DELETE', '/v1/subscriptions/sub_missing_1')).toHaveLength(1);
    expect(await accountRows(a.user.id)).toEqual({ user: 0, subscription: 0 });
  });

  it('a subscription already cancelled here is not sent again, and an App Store one cannot be: both delete', async () => {
    const cancelled = await subscriber('sub_over');
    await postWebhook(
      event(
        'customer.subscription.deleted',
        subscriptionObject({ id: 'sub_over', userId: cancelled.user.id, status: 'canceled' }),
        createdAt + 10,
      ),
    ).expect(200);
    await cancelled.agent.delete(`/api/users/${cancelled.user.id}`).expect(200);

    const apple = await signIn(testApp);
    await testApp.database.db.insert(subscriptions).values({
      userId: apple.user.id,
      plan: 'annual',
      source: 'apple',
      status: 'active',
      currentPeriodEnd: new Date(periodEnd * 1000),
      cancelAtPeriodEnd: false,
      providerCustomerId: null,
      providerSubscriptionId: '2000000123456789',
      stateAt: new Date(),
    });
    await apple.agent.delete(`/api/users/${apple.user.id}`).expect(200);
    expect(await accountRows(apple.user.id)).toEqual({ user: 0, subscription: 0 });
    expect(fake.calls).toEqual([]);
  });

  it('dev billing: an active dev subscription is cancelled inside the deletion (no second transaction to wait on)', async () => {
    const dev = await createTestApp();
    const a = await signIn(dev);
    await buyPlan(dev, a.agent, 'monthly');
    expect((await subscriptionStatus(a.agent)).source).toBe('dev');
    await a.agent.delete(`/api/users/${a.user.id}`).expect(200);
    expect(await accountRows(a.user.id)).toEqual({ user: 0, subscription: 0 });
  });
});

describe('POST /api/subscriptions/webhook', () => {
  it('grants the plan from a signed subscription event and removes it on deletion', async () => {
    const a = await signIn(testApp);
    await postWebhook(event('customer.subscription.created', subscriptionObject({ id: 'sub_a', userId: a.user.id }), createdAt)).expect(
      200,
    );
    expect(await subscriptionStatus(a.agent)).toMatchObject({
      tier: 'monthly',
      plan: 'monthly',
      source: 'stripe',
      status: 'active',
      expiresAt: new Date(periodEnd * 1000).toISOString(),
    });
    await postWebhook(
      event('customer.subscription.deleted', subscriptionObject({ id: 'sub_a', userId: a.user.id, status: 'canceled' }), createdAt + 10),
    ).expect(200);
    expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'free', status: 'canceled' });
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const a = await signIn(testApp);
    const body = event(
      'customer.subscription.created',
      subscriptionObject({ id: 'sub_bad', userId: a.user.id, price: 'price_annual' }),
      createdAt,
    );
    const bad = await postWebhook(body, 'whsec_wrong').expect(400);
    expect(bad.body).toEqual({ message: 'Invalid Stripe signature' });
    await testApp.agent().post('/api/subscriptions/webhook').set('Content-Type', 'application/json').send(JSON.stringify(body)).expect(400);
    // A valid signature over different bytes (the body re-serialised) fails too: the raw body is what counts.
    const header = stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(body), secret: SECRET });
    await testApp
      .agent()
      .post('/api/subscriptions/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header)
      .send(JSON.stringify(body, null, 2))
      .expect(400);
    expect((await subscriptionStatus(a.agent)).tier).toBe('free');
  });

  it('treats a redelivered event id as a no-op', async () => {
    const a = await signIn(testApp);
    await postWebhook(
      event('customer.subscription.created', subscriptionObject({ id: 'sub_dup', userId: a.user.id }), createdAt, 'evt_dup'),
    ).expect(200);
    // Same id, other content (as if replayed by an attacker or a buggy retry): ignored.
    await postWebhook(
      event(
        'customer.subscription.deleted',
        subscriptionObject({ id: 'sub_dup', userId: a.user.id, status: 'canceled' }),
        createdAt + 60,
        'evt_dup',
      ),
    ).expect(200);
    expect((await subscriptionStatus(a.agent)).tier).toBe('monthly');
  });

  it('ignores a late event older than the current state (out of order)', async () => {
    const a = await signIn(testApp);
    const sub = (cancelAtPeriodEnd: boolean) => subscriptionObject({ id: 'sub_order', userId: a.user.id, cancelAtPeriodEnd });
    await postWebhook(event('customer.subscription.created', sub(false), createdAt)).expect(200);
    await postWebhook(event('customer.subscription.updated', sub(true), createdAt + 20)).expect(200);
    // Delivered last, but describes the state at +10: must not undo the cancellation.
    await postWebhook(event('customer.subscription.updated', sub(false), createdAt + 10)).expect(200);
    expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'monthly', cancelAtPeriodEnd: true });
    // Also a late "created" after a deletion does not bring premium back.
    await postWebhook(
      event(
        'customer.subscription.deleted',
        subscriptionObject({ id: 'sub_order', userId: a.user.id, status: 'canceled' }),
        createdAt + 30,
      ),
    ).expect(200);
    await postWebhook(event('customer.subscription.updated', sub(false), createdAt + 25)).expect(200);
    expect((await subscriptionStatus(a.agent)).tier).toBe('free');
  });

  it('an upgrade bought as a new subscription replaces the old one, cancels it at Stripe, and its end changes nothing', async () => {
    const a = await signIn(testApp);
    await postWebhook(event('customer.subscription.created', subscriptionObject({ id: 'sub_month', userId: a.user.id }), createdAt)).expect(
      200,
    );
    await a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'annual' }).expect(200);
    // A returning customer is named by id (Stripe refuses customer and customer_email together).
    const [checkout] = fake.callsTo('POST', '/v1/checkout/sessions');
    expect(checkout!.params).toMatchObject({ customer: 'cus_1' });
    expect(checkout!.params.customer_email).toBeUndefined();

    await postWebhook(
      event(
        'customer.subscription.created',
        subscriptionObject({ id: 'sub_year', userId: a.user.id, price: 'price_annual' }),
        createdAt + 100,
      ),
    ).expect(200);
    expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'annual', plan: 'annual' });
    const [cancelOld] = fake.callsTo('DELETE', '/v1/subscriptions/sub_month');
    expect(cancelOld!.params).toEqual({ prorate: 'true' });

    await postWebhook(
      event(
        'customer.subscription.deleted',
        subscriptionObject({ id: 'sub_month', userId: a.user.id, status: 'canceled' }),
        createdAt + 110,
      ),
    ).expect(200);
    expect((await subscriptionStatus(a.agent)).tier).toBe('annual');
  });

  it('finds the user by subscription id when metadata is missing, and ignores unknown users and other events', async () => {
    const a = await signIn(testApp);
    await postWebhook(event('customer.subscription.created', subscriptionObject({ id: 'sub_meta', userId: a.user.id }), createdAt)).expect(
      200,
    );
    await postWebhook(
      event(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_meta', userId: undefined, price: 'price_annual' }),
        createdAt + 5,
      ),
    ).expect(200);
    expect((await subscriptionStatus(a.agent)).tier).toBe('annual');

    await postWebhook(
      event('customer.subscription.created', subscriptionObject({ id: 'sub_nobody', userId: undefined }), createdAt),
    ).expect(200);
    await postWebhook(event('invoice.paid', { id: 'in_1', object: 'invoice' }, createdAt)).expect(200);
  });
});

describe('Stripe mode', () => {
  it('has no dev checkout pages and the App Store endpoint is 404 when not configured', async () => {
    const a = await signIn(testApp);
    const page = await a.agent.get('/dev-billing/checkout?token=abcdefghijklmnopqrstuvwxyz');
    expect(page.text).not.toContain('TEST MODE');
    await testApp.agent().post('/api/subscriptions/apple/notifications').send({ signedPayload: 'x.y.z' }).expect(404);
  });

  it('dev mode has no Stripe webhook', async () => {
    const dev = await createTestApp();
    await dev.agent().post('/api/subscriptions/webhook').set('Content-Type', 'application/json').send('{}').expect(404);
  });
});
