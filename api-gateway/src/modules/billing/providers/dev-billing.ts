import { createHash, randomBytes } from 'node:crypto';
import type { SubscriptionPlan } from '@forkcast/contracts';
import type { Db } from '../../../db/database';
import type { DevBillingTokenRow, SubscriptionRow } from '../../../db/schema';
import { ConflictError } from '../../../errors';
import type { SubscriptionChanges } from '../apply-subscription-change';
import type { SubscriptionsRepository } from '../subscriptions.repository';
import { entitledPlan } from '../tier-rules';
import type { CheckoutCustomer, WebBillingProvider } from './web-billing-provider';

const TOKEN_TTL_MS = 30 * 60 * 1000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Calendar arithmetic in UTC: one month or one year after `from`. */
export function addPlanPeriod(from: Date, plan: SubscriptionPlan): Date {
  const next = new Date(from);
  if (plan === 'annual') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export type DevPortalAction = 'renew' | 'cancel' | 'resume';

/**
 * Offline billing for development and tests: checkout and portal are pages the gateway serves itself
 * (dev-billing.router.ts), reached with single-use tokens bound to the user. Paying and every portal
 * action go through applySubscriptionChange like a provider's webhook would.
 */
export class DevBilling implements WebBillingProvider {
  readonly source = 'dev' as const;

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly changes: SubscriptionChanges,
    private readonly now: () => Date,
  ) {}

  async checkoutUrl(customer: CheckoutCustomer, plan: SubscriptionPlan): Promise<string> {
    // Relative, so the page opens on whatever host the app was reached at (the cookie is host-bound).
    return `/dev-billing/checkout?token=${await this.mintToken(customer.id, 'checkout', plan)}`;
  }

  async portalUrl(subscription: SubscriptionRow): Promise<string> {
    return `/dev-billing/portal?token=${await this.mintToken(subscription.userId, 'portal', null)}`;
  }

  async cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<{ currentPeriodEnd: Date | null }> {
    await this.change(subscription, { cancelAtPeriodEnd: true });
    return { currentPeriodEnd: subscription.currentPeriodEnd };
  }

  /** Marks the subscription cancelled now, in the caller's transaction (the dev provider's state is our row). */
  async cancelNow(subscription: SubscriptionRow, tx: Db): Promise<void> {
    const { updatedAt: _updatedAt, ...values } = subscription;
    await this.subscriptions.save(tx, { ...values, status: 'canceled', cancelAtPeriodEnd: false, stateAt: this.now() }, 'free');
  }

  /** The token a page was opened with, still usable by this user (the page is shown, nothing spent). */
  findToken(token: string, userId: string): Promise<DevBillingTokenRow | undefined> {
    return this.subscriptions.findUsableDevToken(hashToken(token), userId, this.now());
  }

  /** Pay on the checkout page: spends the token and grants the plan for one period from now. */
  /** The user's subscription row, whatever its source (the portal page shows only a dev one). */
  subscriptionOf(userId: string): Promise<SubscriptionRow | undefined> {
    return this.subscriptions.find(userId);
  }

  async pay(token: string, userId: string): Promise<boolean> {
    const spent = await this.subscriptions.consumeDevToken(hashToken(token), userId, this.now());
    if (!spent || spent.purpose !== 'checkout' || !spent.plan) return false;
    const now = this.now();
    await this.changes.applySubscriptionChange({
      userId,
      source: 'dev',
      plan: spent.plan,
      status: 'active',
      currentPeriodEnd: addPlanPeriod(now, spent.plan),
      cancelAtPeriodEnd: false,
      providerCustomerId: `dev_customer_${userId}`,
      providerSubscriptionId: `dev_sub_${randomBytes(8).toString('hex')}`,
      occurredAt: now,
    });
    return true;
  }

  /** Cancel on the checkout page: the token is spent, nothing else happens. */
  async abandon(token: string, userId: string): Promise<void> {
    await this.subscriptions.consumeDevToken(hashToken(token), userId, this.now());
  }

  /** A portal button: spends the token and applies the action to the user's dev subscription. */
  async portalAction(token: string, userId: string, action: DevPortalAction): Promise<boolean> {
    const spent = await this.subscriptions.consumeDevToken(hashToken(token), userId, this.now());
    const subscription = await this.subscriptions.find(userId);
    if (!spent || spent.purpose !== 'portal' || subscription?.source !== 'dev') return false;
    const now = this.now();
    const active = entitledPlan(subscription, now) !== null;
    if (action === 'renew') {
      // Paying now adds a period to what is left (or starts one today when it has run out).
      const from = active && subscription.currentPeriodEnd && subscription.currentPeriodEnd > now ? subscription.currentPeriodEnd : now;
      await this.change(subscription, {
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: addPlanPeriod(from, subscription.plan),
      });
    } else if (action === 'cancel') {
      if (active) await this.change(subscription, { cancelAtPeriodEnd: true });
    } else if (active) {
      await this.change(subscription, { cancelAtPeriodEnd: false });
    }
    return true;
  }

  private async change(
    subscription: SubscriptionRow,
    patch: Partial<Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>>,
  ) {
    const outcome = await this.changes.applySubscriptionChange({
      userId: subscription.userId,
      source: 'dev',
      plan: subscription.plan,
      status: patch.status ?? subscription.status,
      currentPeriodEnd: patch.currentPeriodEnd === undefined ? subscription.currentPeriodEnd : patch.currentPeriodEnd,
      cancelAtPeriodEnd: patch.cancelAtPeriodEnd ?? subscription.cancelAtPeriodEnd,
      providerCustomerId: subscription.providerCustomerId,
      providerSubscriptionId: subscription.providerSubscriptionId,
      occurredAt: this.now(),
    });
    if (!outcome.applied) throw new ConflictError('The subscription changed meanwhile. Please try again.');
  }

  private async mintToken(userId: string, purpose: 'checkout' | 'portal', plan: SubscriptionPlan | null): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await this.subscriptions.insertDevToken({
      tokenHash: hashToken(token),
      userId,
      purpose,
      plan,
      expiresAt: new Date(this.now().getTime() + TOKEN_TTL_MS),
    });
    return token;
  }
}
