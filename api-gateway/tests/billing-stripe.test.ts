import Stripe from 'stripe';
import { RecordedServer, sendJson, type RecordedRequest } from '../src/modules/restaurants/sources/__tests__/helpers/recorded-server';
import { subscriptionStatus } from './helpers/billing-fixtures';
import { signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * Stripe mode against a local server that records the API calls, and webhooks signed the way Stripe
 * signs them (generateTestHeaderString with the endpoint secret).
 */
const SECRET = 'whsec_test_secret';
const PUBLIC_URL = 'http://forkcast.test';
const stripe = new Stripe('sk_test_local');
let server: RecordedServer;
let testApp: TestApp;
const periodEnd = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;

beforeAll(async () => {
  server = await RecordedServer.start();
  testApp = await createTestApp({
    env: {
      PUBLIC_URL,
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_ANNUAL: 'price_annual',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: server.baseUrl,
    },
  });
});
afterAll(() => server.stop());

beforeEach(() => {
  server.answer((request, response) => {
    const path = request.url.pathname;
    if (path === '/v1/checkout/sessions') return sendJson(response, { id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/cs_1' });
    if (path === '/v1/billing_portal/sessions') return sendJson(response, { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/1' });
    const subscriptionId = /^\/v1\/subscriptions\/(\w+)$/.exec(path)?.[1];
    if (subscriptionId && request.method === 'POST') {
      return sendJson(response, subscriptionObject({ id: subscriptionId, userId: undefined, cancelAtPeriodEnd: true }));
    }
    if (subscriptionId && request.method === 'DELETE') {
      return sendJson(response, subscriptionObject({ id: subscriptionId, userId: undefined, status: 'canceled' }));
    }
    sendJson(response, { error: { message: 'not recorded', type: 'invalid_request_error' } }, 404);
  });
});

let eventCounter = 0;
const createdAt = Math.floor(Date.now() / 1000);

function subscriptionObject(options: {
  id: string;
  userId: string | undefined;
  price?: string;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  end?: number;
}) {
  return {
    id: options.id,
    object: 'subscription',
    customer: 'cus_1',
    status: options.status ?? 'active',
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    created: createdAt,
    metadata: options.userId ? { userId: options.userId } : {},
    items: {
      object: 'list',
      data: [{ id: `si_${options.id}`, object: 'subscription_item', current_period_end: options.end ?? periodEnd, price: { id: options.price ?? 'price_monthly', object: 'price' } }],
    },
  };
}

function event(type: string, object: unknown, created: number, id = `evt_${++eventCounter}`) {
  return { id, object: 'event', type, created, livemode: false, api_version: '2026-10-28.endive', data: { object } };
}

function postWebhook(body: unknown, secret = SECRET) {
  const payload = JSON.stringify(body);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return testApp.agent().post('/api/subscriptions/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', header).send(payload);
}

const form = (request: RecordedRequest | undefined) => new URLSearchParams(request?.body ?? '');

describe('Stripe checkout, portal and cancel', () => {
  it('creates a subscription-mode Checkout Session for the user and grants nothing by itself', async () => {
    const a = await signIn(testApp);
    const res = await a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'annual' }).expect(200);
    expect(res.body).toEqual({ url: 'https://checkout.stripe.test/c/cs_1' });

    const call = server.requests.find((request) => request.url.pathname === '/v1/checkout/sessions');
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toBe('Bearer sk_test_local');
    const body = form(call);
    expect(body.get('mode')).toBe('subscription');
    expect(body.get('client_reference_id')).toBe(a.user.id);
    expect(body.get('line_items[0][price]')).toBe('price_annual');
    expect(body.get('customer_email')).toBe(a.email);
    expect(body.get('success_url')).toBe(`${PUBLIC_URL}/settings?checkout=success`);
    expect(body.get('cancel_url')).toBe(`${PUBLIC_URL}/subscribe`);
    expect(body.get('subscription_data[metadata][userId]')).toBe(a.user.id);
    expect((await subscriptionStatus(a.agent)).tier).toBe('free');
  });

  it('answers 503 (not 500) when Stripe fails', async () => {
    server.answer((_request, response) => sendJson(response, { error: { message: 'down', type: 'api_error' } }, 500));
    const a = await signIn(testApp);
    const res = await a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'monthly' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'Billing is temporarily unavailable. Please try again.' });
  });

  it('opens the portal for the customer and cancels at period end through subscriptions.update', async () => {
    const a = await signIn(testApp);
    await postWebhook(event('customer.subscription.created', subscriptionObject({ id: 'sub_portal', userId: a.user.id }), createdAt)).expect(200);

    const portal = await a.agent.post('/api/subscriptions/portal').send({}).expect(200);
    expect(portal.body).toEqual({ url: 'https://billing.stripe.test/p/1' });
    const portalCall = server.requests.find((request) => request.url.pathname === '/v1/billing_portal/sessions');
    expect(form(portalCall).get('customer')).toBe('cus_1');
    expect(form(portalCall).get('return_url')).toBe(`${PUBLIC_URL}/settings`);

    const cancel = await a.agent.post('/api/subscriptions/cancel').send({}).expect(200);
    expect(cancel.body).toEqual({ success: true, currentPeriodEnd: new Date(periodEnd * 1000).toISOString() });
    const update = server.requests.find((request) => request.url.pathname === '/v1/subscriptions/sub_portal');
    expect(update?.method).toBe('POST');
    expect(form(update).get('cancel_at_period_end')).toBe('true');

    // The webhook, not the API answer, changes our state.
    expect((await subscriptionStatus(a.agent)).cancelAtPeriodEnd).toBe(false);
    await postWebhook(
      event('customer.subscription.updated', subscriptionObject({ id: 'sub_portal', userId: a.user.id, cancelAtPeriodEnd: true }), createdAt + 5),
    ).expect(200);
    expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'monthly', cancelAtPeriodEnd: true, source: 'stripe' });
  });
});

describe('POST /api/subscriptions/webhook', () => {
  it('grants the plan from a signed subscription event and removes it on deletion', async () => {
    const a = await signIn(testApp);
    await postWebhook(event('customer.subscription.created', subscriptionObject({ id: 'sub_a', userId: a.user.id }), createdAt)).expect(200);
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
    const body = event('customer.subscription.created', subscriptionObject({ id: 'sub_bad', userId: a.user.id, price: 'price_annual' }), createdAt);
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
    await postWebhook(event('customer.subscription.created', subscriptionObject({ id: 'sub_dup', userId: a.user.id }), createdAt, 'evt_dup')).expect(200);
    // Same id, other content (as if replayed by an attacker or a buggy retry): ignored.
    await postWebhook(
      event('customer.subscription.deleted', subscriptionObject({ id: 'sub_dup', userId: a.user.id, status: 'canceled' }), createdAt + 60, 'evt_dup'),
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
      event('customer.subscription.deleted', subscriptionObject({ id: 'sub_order', userId: a.user.id, status: 'canceled' }), createdAt + 30),
    ).expect(200);
    await postWebhook(event('customer.subscription.updated', sub(false), createdAt + 25)).expect(200);
    expect((await subscriptionStatus(a.agent)).tier).toBe('free');
  });

  it('an upgrade bought as a new subscription replaces the old one, cancels it at Stripe, and its end changes nothing', async () => {
    const a = await signIn(testApp);
    await postWebhook(event('customer.subscription.created', subscriptionObject({ id: 'sub_month', userId: a.user.id }), createdAt)).expect(200);
    await a.agent.post('/api/subscriptions/create-checkout').send({ plan: 'annual' }).expect(200);
    expect(form(server.requests.find((r) => r.url.pathname === '/v1/checkout/sessions')).get('customer')).toBe('cus_1');

    await postWebhook(
      event('customer.subscription.created', subscriptionObject({ id: 'sub_year', userId: a.user.id, price: 'price_annual' }), createdAt + 100),
    ).expect(200);
    expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'annual', plan: 'annual' });
    const cancelOld = server.requests.find((request) => request.url.pathname === '/v1/subscriptions/sub_month');
    expect(cancelOld?.method).toBe('DELETE');

    await postWebhook(
      event('customer.subscription.deleted', subscriptionObject({ id: 'sub_month', userId: a.user.id, status: 'canceled' }), createdAt + 110),
    ).expect(200);
    expect((await subscriptionStatus(a.agent)).tier).toBe('annual');
  });

  it('finds the user by subscription id when metadata is missing, and ignores unknown users and other events', async () => {
    const a = await signIn(testApp);
    await postWebhook(event('customer.subscription.created', subscriptionObject({ id: 'sub_meta', userId: a.user.id }), createdAt)).expect(200);
    await postWebhook(
      event('customer.subscription.updated', subscriptionObject({ id: 'sub_meta', userId: undefined, price: 'price_annual' }), createdAt + 5),
    ).expect(200);
    expect((await subscriptionStatus(a.agent)).tier).toBe('annual');

    await postWebhook(event('customer.subscription.created', subscriptionObject({ id: 'sub_nobody', userId: undefined }), createdAt)).expect(200);
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
