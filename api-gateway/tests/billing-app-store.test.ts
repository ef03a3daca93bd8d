import { randomUUID } from 'node:crypto';
import { subscriptionStatus } from './helpers/billing-fixtures';
import { createSigningChain, type SigningChain } from './helpers/app-store-signing';
import { signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const BUNDLE_ID = 'com.forkcast.app';
let chain: SigningChain;
let untrusted: SigningChain;
let testApp: TestApp;

beforeAll(async () => {
  chain = createSigningChain('trusted');
  untrusted = createSigningChain('untrusted');
  clock = Date.now() + 5000; // inside the certificates' validity
  testApp = await createTestApp({
    env: {
      APPLE_ROOT_CERTS_DIR: chain.rootDir,
      APPLE_BUNDLE_ID: BUNDLE_ID,
      APPLE_ENVIRONMENT: 'Sandbox',
      APPLE_ANNUAL_PRODUCT_ID: 'forkcast.premium.yearly',
    },
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;
let clock = Date.now();

interface Notice {
  type: string;
  subtype?: string;
  userId: string;
  productId?: string;
  expires?: number;
  autoRenew?: 0 | 1;
  signedDate?: number;
  uuid?: string;
  bundleId?: string;
  signer?: SigningChain;
}

function signedNotification(notice: Notice): string {
  const signer = notice.signer ?? chain;
  clock += 1000;
  const signedDate = notice.signedDate ?? clock;
  const bundleId = notice.bundleId ?? BUNDLE_ID;
  const transaction = signer.sign({
    originalTransactionId: `orig-${notice.userId}`,
    transactionId: randomUUID(),
    bundleId,
    productId: notice.productId ?? 'forkcast.premium.monthly',
    purchaseDate: signedDate,
    expiresDate: notice.expires ?? Date.now() + 30 * DAY_MS,
    type: 'Auto-Renewable Subscription',
    appAccountToken: notice.userId,
    environment: 'Sandbox',
    signedDate,
  });
  const renewal = signer.sign({
    originalTransactionId: `orig-${notice.userId}`,
    autoRenewStatus: notice.autoRenew ?? 1,
    productId: notice.productId ?? 'forkcast.premium.monthly',
    environment: 'Sandbox',
    signedDate,
  });
  return signer.sign({
    notificationType: notice.type,
    ...(notice.subtype ? { subtype: notice.subtype } : {}),
    notificationUUID: notice.uuid ?? randomUUID(),
    version: '2.0',
    signedDate,
    data: { environment: 'Sandbox', bundleId, signedTransactionInfo: transaction, signedRenewalInfo: renewal },
  });
}

const notify = (signedPayload: string) => testApp.agent().post('/api/subscriptions/apple/notifications').send({ signedPayload });

describe('POST /api/subscriptions/apple/notifications', () => {
  it('SUBSCRIBED grants the plan from the product to the appAccountToken user, source apple', async () => {
    const a = await signIn(testApp);
    const expires = Date.now() + 365 * DAY_MS;
    await notify(
      signedNotification({ type: 'SUBSCRIBED', subtype: 'INITIAL_BUY', userId: a.user.id, productId: 'forkcast.premium.yearly', expires }),
    ).expect(200);
    expect(await subscriptionStatus(a.agent)).toMatchObject({
      tier: 'annual',
      plan: 'annual',
      source: 'apple',
      status: 'active',
      cancelAtPeriodEnd: false,
      expiresAt: new Date(expires).toISOString(),
    });
    // The server can't cancel or manage App Store subscriptions.
    await a.agent.post('/api/subscriptions/cancel').send({}).expect(409);
    await a.agent.post('/api/subscriptions/portal').send({}).expect(409);
  });

  it('follows renewal status, renewals, expiry and refunds', async () => {
    const a = await signIn(testApp);
    await notify(signedNotification({ type: 'SUBSCRIBED', userId: a.user.id })).expect(200);
    await notify(
      signedNotification({ type: 'DID_CHANGE_RENEWAL_STATUS', subtype: 'AUTO_RENEW_DISABLED', userId: a.user.id, autoRenew: 0 }),
    ).expect(200);
    expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'monthly', cancelAtPeriodEnd: true });
    const renewedUntil = Date.now() + 60 * DAY_MS;
    await notify(signedNotification({ type: 'DID_RENEW', userId: a.user.id, expires: renewedUntil })).expect(200);
    expect(await subscriptionStatus(a.agent)).toMatchObject({
      tier: 'monthly',
      cancelAtPeriodEnd: false,
      expiresAt: new Date(renewedUntil).toISOString(),
    });
    await notify(signedNotification({ type: 'EXPIRED', subtype: 'VOLUNTARY', userId: a.user.id, expires: Date.now() - 1000 })).expect(200);
    expect(await subscriptionStatus(a.agent)).toMatchObject({ tier: 'free', status: 'expired' });

    const b = await signIn(testApp);
    await notify(signedNotification({ type: 'SUBSCRIBED', userId: b.user.id })).expect(200);
    await notify(signedNotification({ type: 'REFUND', userId: b.user.id })).expect(200);
    expect(await subscriptionStatus(b.agent)).toMatchObject({ tier: 'free', status: 'revoked' });
  });

  it('ignores a duplicate notificationUUID and a notification older than the current state', async () => {
    const a = await signIn(testApp);
    const uuid = randomUUID();
    await notify(signedNotification({ type: 'SUBSCRIBED', userId: a.user.id, uuid })).expect(200);
    const subscribedAt = clock;
    await notify(signedNotification({ type: 'REFUND', userId: a.user.id, uuid })).expect(200);
    expect((await subscriptionStatus(a.agent)).tier).toBe('monthly');

    // Signed before the SUBSCRIBED above, delivered after it.
    await notify(signedNotification({ type: 'EXPIRED', userId: a.user.id, signedDate: subscribedAt - 500 })).expect(200);
    expect((await subscriptionStatus(a.agent)).tier).toBe('monthly');
  });

  it('refuses payloads not signed by a trusted chain, tampered, or for another app, with 400 and no change', async () => {
    const a = await signIn(testApp);
    const foreign = signedNotification({ type: 'SUBSCRIBED', userId: a.user.id, signer: untrusted });
    expect((await notify(foreign).expect(400)).body).toEqual({ message: 'Invalid App Store signature' });

    const genuine = signedNotification({ type: 'SUBSCRIBED', userId: a.user.id });
    const [header, payload, signature] = genuine.split('.');
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), notificationType: 'DID_RENEW' }),
    ).toString('base64url');
    await notify(`${header}.${altered}.${signature}`).expect(400);

    await notify(signedNotification({ type: 'SUBSCRIBED', userId: a.user.id, bundleId: 'com.other.app' })).expect(400);
    await notify('not-a-jws').expect(400);
    await testApp.agent().post('/api/subscriptions/apple/notifications').send({}).expect(400);
    expect((await subscriptionStatus(a.agent)).tier).toBe('free');
  });

  it('ignores notifications for unknown users and informational types', async () => {
    await notify(signedNotification({ type: 'SUBSCRIBED', userId: randomUUID() })).expect(200);
    const a = await signIn(testApp);
    await notify(signedNotification({ type: 'PRICE_INCREASE', userId: a.user.id })).expect(200);
    expect((await subscriptionStatus(a.agent)).tier).toBe('free');
  });
});
