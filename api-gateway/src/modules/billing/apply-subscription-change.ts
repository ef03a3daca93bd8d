import type { SubscriptionPlan, SubscriptionSource, SubscriptionStatus } from '@forkcast/contracts';
import type { SubscriptionRow } from '../../db/schema';
import type { SubscriptionsRepository } from './subscriptions.repository';
import { ENTITLING_STATUSES, entitledPlan, tierAt } from './tier-rules';

/** One provider's news about a user's subscription, normalised (Stripe webhook, App Store, dev pages). */
export interface SubscriptionChange {
  userId: string;
  source: SubscriptionSource;
  plan: SubscriptionPlan;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  /** The provider's time of this state. A change older than the stored state is stale and ignored. */
  occurredAt: Date;
}

/** The provider event that carried the change: recorded in the same transaction, so a redelivery is a no-op. */
export interface ProviderEvent {
  provider: SubscriptionSource;
  id: string;
  type: string;
}

export type ApplyOutcome =
  | {
      applied: true;
      subscription: SubscriptionRow;
      /** The entitling subscription this one took over from (an upgrade bought as a new subscription). */
      replaced: SubscriptionRow | null;
    }
  | { applied: false; reason: 'duplicate' | 'stale' | 'not-current' | 'unknown-user' };

/**
 * The one code path that grants or removes premium: every provider ends here. It writes the user's
 * subscription row and `users.subscription_tier` together, under the user's row lock.
 */
export class SubscriptionChanges {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly now: () => Date,
    /** After a change is committed: the user's open screens (and their partners', who share premium) re-read it. */
    private readonly onApplied: (userId: string) => void = () => undefined,
  ) {}

  async applySubscriptionChange(change: SubscriptionChange, event?: ProviderEvent): Promise<ApplyOutcome> {
    const outcome = await this.applyInTransaction(change, event);
    if (outcome.applied) this.onApplied(change.userId);
    return outcome;
  }

  private applyInTransaction(change: SubscriptionChange, event?: ProviderEvent): Promise<ApplyOutcome> {
    return this.subscriptions.transaction(async (tx): Promise<ApplyOutcome> => {
      if (event && !(await this.subscriptions.recordEvent(tx, event.provider, event.id, event.type))) {
        return { applied: false, reason: 'duplicate' };
      }
      const { exists, subscription: current } = await this.subscriptions.lockUser(tx, change.userId);
      if (!exists) return { applied: false, reason: 'unknown-user' };

      const now = this.now();
      const sameSubscription =
        current !== undefined && current.source === change.source && current.providerSubscriptionId === change.providerSubscriptionId;
      if (current && isOlder(change, current, sameSubscription)) return { applied: false, reason: 'stale' };
      // An old subscription ending (e.g. the monthly one after an upgrade) must not end the current one.
      if (current && !sameSubscription && entitledPlan(current, now) && !ENTITLING_STATUSES.has(change.status)) {
        return { applied: false, reason: 'not-current' };
      }

      const subscription = await this.subscriptions.save(
        tx,
        {
          userId: change.userId,
          plan: change.plan,
          source: change.source,
          status: change.status,
          currentPeriodEnd: change.currentPeriodEnd,
          cancelAtPeriodEnd: change.cancelAtPeriodEnd,
          providerCustomerId: change.providerCustomerId,
          providerSubscriptionId: change.providerSubscriptionId,
          stateAt: change.occurredAt,
        },
        tierAt(change, now),
      );
      const replaced = current && !sameSubscription && entitledPlan(current, now) ? current : null;
      return { applied: true, subscription, replaced };
    });
  }
}

/**
 * Out-of-order delivery: a state older than the stored one never overwrites it. Provider clocks have
 * one-second steps (Stripe's `created`), so at the same instant the later period end wins.
 */
function isOlder(change: SubscriptionChange, current: SubscriptionRow, sameSubscription: boolean): boolean {
  const difference = change.occurredAt.getTime() - current.stateAt.getTime();
  if (difference !== 0) return difference < 0;
  if (!sameSubscription || !change.currentPeriodEnd || !current.currentPeriodEnd) return false;
  return change.currentPeriodEnd < current.currentPeriodEnd;
}
