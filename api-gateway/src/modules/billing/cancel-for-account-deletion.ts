import type { SubscriptionSource } from '@forkcast/contracts';
import type { Db } from '../../db/database';
import { ServiceUnavailableError } from '../../errors';
import type { Logger } from '../../logger';
import type { WebBillingProvider } from './providers/web-billing-provider';
import type { SubscriptionsRepository } from './subscriptions.repository';

export const CANCEL_FOR_DELETION_FAILED = 'We could not cancel your subscription, so your account was not deleted. Please try again.';

/**
 * Account deletion, before any row goes: a web subscription still running is cancelled with its
 * provider, so a deleted user is never billed again. If the provider cannot be reached or refuses, the
 * deletion is refused (503) and, the transaction rolling back, nothing is deleted.
 */
export function cancelForAccountDeletion(deps: {
  subscriptions: SubscriptionsRepository;
  providers: Partial<Record<SubscriptionSource, WebBillingProvider>>;
  logger: Logger;
}): (userId: string, tx: Db) => Promise<void> {
  return async (userId, tx) => {
    const row = await deps.subscriptions.find(userId, tx);
    // App Store subscriptions can only be cancelled by the user in the App Store (Apple offers no API to
    // end one): the deletion proceeds and the confirmation tells them to cancel it there.
    if (!row || row.source === 'apple' || row.status === 'canceled') return;
    const provider = deps.providers[row.source];
    // A dev row without the dev provider (the deployment moved to Stripe) bills nobody.
    if (!provider && row.source === 'dev') return;
    try {
      if (!provider) throw new Error(`no ${row.source} billing configured`);
      await provider.cancelNow(row, tx);
    } catch (error) {
      deps.logger.error({ err: error, userId, source: row.source }, 'could not cancel the subscription of an account being deleted');
      throw new ServiceUnavailableError(CANCEL_FOR_DELETION_FAILED);
    }
  };
}
