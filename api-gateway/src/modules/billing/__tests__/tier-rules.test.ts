import { loadConfig } from '../../../config';
import { entitledPlan, planOfTier, tierAt } from '../tier-rules';

const at = new Date('2025-01-05T12:00:00Z');
const before = new Date('2025-01-05T11:59:59Z');
const after = new Date('2025-01-05T12:00:01Z');

describe('entitledPlan', () => {
  it('active and past_due grant the plan; ended states do not', () => {
    for (const status of ['active', 'past_due'] as const) {
      expect(entitledPlan({ plan: 'annual', status, currentPeriodEnd: after, cancelAtPeriodEnd: false }, at)).toBe('annual');
    }
    for (const status of ['canceled', 'expired', 'revoked'] as const) {
      expect(entitledPlan({ plan: 'annual', status, currentPeriodEnd: after, cancelAtPeriodEnd: false }, at)).toBeNull();
    }
  });

  it('a cancellation at period end keeps access until exactly the period end', () => {
    const cancelled = { plan: 'monthly' as const, status: 'active' as const, cancelAtPeriodEnd: true };
    expect(tierAt({ ...cancelled, currentPeriodEnd: after }, at)).toBe('monthly');
    expect(tierAt({ ...cancelled, currentPeriodEnd: at }, at)).toBe('free');
    expect(tierAt({ ...cancelled, currentPeriodEnd: before }, at)).toBe('free');
    // Renewing subscriptions are not ended by the clock: the provider says when they lapse.
    expect(tierAt({ ...cancelled, cancelAtPeriodEnd: false, currentPeriodEnd: before }, at)).toBe('monthly');
  });

  it('maps tiers set without a subscription to the plan the card shows', () => {
    expect(planOfTier('free')).toBeNull();
    expect(planOfTier('monthly')).toBe('monthly');
    expect(planOfTier('annual')).toBe('annual');
    expect(planOfTier('premium')).toBe('annual');
  });
});

describe('billing config', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk', STRIPE_PRICE_MONTHLY: 'pm', STRIPE_PRICE_ANNUAL: 'pa', STRIPE_WEBHOOK_SECRET: 'wh' };

  it('chooses Stripe when all four keys are set, dev billing otherwise, nothing in production', () => {
    expect(loadConfig(stripe).billing.mode).toBe('stripe');
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).billing.stripe?.api).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(loadConfig({}).billing.mode).toBe('dev');
    expect(loadConfig({ DEV_BILLING: '0' }).billing.mode).toBe('none');
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-secret-0123456789abcdefghij',
      SMTP_URL: 'smtp://127.0.0.1:25',
      PUBLIC_URL: 'http://forkcast.lan',
    };
    expect(loadConfig(production).billing.mode).toBe('none');
    // The free dev checkout is a development provider: production refuses to start with it.
    expect(() => loadConfig({ ...production, DEV_BILLING: '1' })).toThrow(/DEV_BILLING=1/);
  });

  it('refuses half a Stripe or App Store configuration', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk' })).toThrow(/STRIPE_/);
    expect(() => loadConfig({ APPLE_BUNDLE_ID: 'com.x' })).toThrow(/APPLE_ROOT_CERTS_DIR/);
    expect(() => loadConfig({ APPLE_BUNDLE_ID: 'com.x', APPLE_ROOT_CERTS_DIR: '/tmp' })).toThrow(/APPLE_APP_APPLE_ID/);
    expect(
      loadConfig({ APPLE_BUNDLE_ID: 'com.x', APPLE_ROOT_CERTS_DIR: '/tmp', APPLE_ENVIRONMENT: 'Sandbox' }).billing.apple?.environment,
    ).toBe('Sandbox');
  });
});
