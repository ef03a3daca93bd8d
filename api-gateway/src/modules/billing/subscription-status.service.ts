import type { CancelSubscriptionResponse, SubscriptionPlan, SubscriptionSource, SubscriptionStatusResponse } from '@forkcast/contracts';
import type { SubscriptionRow } from '../../db/schema';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../../errors';
import type { PartnershipsService } from '../partnerships/partnerships.service';
import type { UsersService } from '../users/users.service';
import type { WebBillingProvider } from './providers/web-billing-provider';
import type { SubscriptionsRepository } from './subscriptions.repository';
import { ENTITLING_STATUSES, entitledPlan, hasOwnPremium, planOfTier } from './tier-rules';

const APP_STORE_MESSAGE = 'This subscription is managed in the App Store';

/** The subscription calls a signed-in user makes: status, checkout, billing portal, cancel. */
export class SubscriptionStatusService {
  constructor(
    private readonly deps: {
      subscriptions: SubscriptionsRepository;
      users: Pick<UsersService, 'account'>;
      partnerships: Pick<PartnershipsService, 'partnerTiers'>;
      /** The web seller in this deployment (config billing.mode); absent when nothing is sold. */
      seller: WebBillingProvider | undefined;
      /** Every web provider that may own existing rows (a dev row outlives a switch to Stripe, and back). */
      providers: Partial<Record<SubscriptionSource, WebBillingProvider>>;
      now: () => Date;
    },
  ) {}

  async status(userId: string): Promise<SubscriptionStatusResponse> {
    const { users, subscriptions, partnerships, now } = this.deps;
    const [user, row, partnerTiers] = await Promise.all([
      users.account(userId),
      subscriptions.find(userId),
      partnerships.partnerTiers(userId),
    ]);
    if (!user) throw new NotFoundError('User not found');
    return {
      tier: user.subscriptionTier,
      plan: row?.plan ?? planOfTier(user.subscriptionTier),
      source: row?.source ?? null,
      // An entitling state past its end reads as what it has become.
      status: row ? (ENTITLING_STATUSES.has(row.status) && !entitledPlan(row, now()) ? 'expired' : row.status) : null,
      expiresAt: row?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
      hasPremiumViaPartner: partnerTiers.some(hasOwnPremium),
    };
  }

  async createCheckout(userId: string, plan: SubscriptionPlan): Promise<{ url: string }> {
    const { users, subscriptions, seller } = this.deps;
    const user = await users.account(userId);
    if (!user) throw new NotFoundError('User not found');
    const tier = user.subscriptionTier;
    // Monthly may move up to Annual; nobody buys what they have, and Annual has nothing above it.
    if (tier === 'annual' || tier === 'premium') throw new ConflictError('You already have Premium Annual');
    if (tier === 'monthly' && plan === 'monthly') throw new ConflictError('You already have Premium Monthly');
    if (!seller) throw new ServiceUnavailableError('Subscriptions are not available right now');
    const url = await seller.checkoutUrl({ id: user.id, email: user.email }, plan, await subscriptions.find(userId));
    return { url };
  }

  async portal(userId: string): Promise<{ url: string }> {
    const row = await this.deps.subscriptions.find(userId);
    if (!row) throw new ConflictError('No subscription to manage');
    return { url: await this.providerOf(row).portalUrl(row) };
  }

  /** Cancel at period end: access continues until then. 409 when nothing active is left to cancel. */
  async cancel(userId: string): Promise<CancelSubscriptionResponse> {
    const row = await this.deps.subscriptions.find(userId);
    if (!row || !entitledPlan(row, this.deps.now()) || row.cancelAtPeriodEnd) {
      throw new ConflictError('No active subscription to cancel');
    }
    const { currentPeriodEnd } = await this.providerOf(row).cancelAtPeriodEnd(row);
    return { success: true, currentPeriodEnd: currentPeriodEnd?.toISOString() ?? null };
  }

  private providerOf(row: SubscriptionRow): WebBillingProvider {
    if (row.source === 'apple') throw new ConflictError(APP_STORE_MESSAGE);
    const provider = this.deps.providers[row.source];
    if (!provider) throw new ServiceUnavailableError('Billing for this subscription is not available right now');
    return provider;
  }
}
