import type { RequestHandler, Router } from 'express';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { PartnershipsService } from '../partnerships/partnerships.service';
import type { UsersService } from '../users/users.service';
import { SubscriptionChanges } from './apply-subscription-change';
import { cancelForAccountDeletion } from './cancel-for-account-deletion';
import { createBillingRouter } from './billing.router';
import { createBillingWebhooksRouter } from './billing-webhooks.router';
import { AppStoreNotifications, createAppleVerifier } from './providers/app-store-notifications';
import { DevBilling } from './providers/dev-billing';
import { createDevBillingRouter } from './providers/dev-billing.router';
import { StripeBilling } from './providers/stripe-billing';
import { createStripeClient } from './providers/stripe-client';
import { StripeWebhook } from './providers/stripe-webhook';
import { SubscriptionStatusService } from './subscription-status.service';
import { SubscriptionsRepository } from './subscriptions.repository';

export interface BillingModule {
  /** /api/subscriptions/* for signed-in users (after the JSON parser and CSRF guard). */
  apiRouter: Router;
  /** Stripe webhook and App Store notifications (before the JSON parser and CSRF guard). */
  webhooksRouter: Router;
  /** /dev-billing/* pages, only in dev billing mode. */
  devBillingRouter: Router | undefined;
  /** Account deletion's first step (inside its transaction): cancel a running web subscription or throw 503. */
  cancelForAccountDeletion(userId: string, tx: Db): Promise<void>;
}

/** Composes the billing module from config: Stripe, the offline dev checkout, App Store notifications. */
export function createBillingModule(deps: {
  config: AppConfig;
  db: Db;
  users: Pick<UsersService, 'account'>;
  partnerships: Pick<PartnershipsService, 'partnerTiers'>;
  sessionMiddleware: RequestHandler;
  logger: Logger;
  now: () => Date;
  /** A subscription change was committed (live: the user's and their partners' screens re-read the tier). */
  onSubscriptionChanged?: (userId: string) => void;
}): BillingModule {
  const { config, now, logger } = deps;
  const subscriptions = new SubscriptionsRepository(deps.db);
  const changes = new SubscriptionChanges(subscriptions, now, deps.onSubscriptionChanged);
  const { stripe: stripeConfig, apple } = config.billing;

  const stripeClient = stripeConfig && createStripeClient(stripeConfig);
  const stripe = stripeClient && stripeConfig && new StripeBilling(stripeClient, stripeConfig, config.publicUrl);
  const dev = config.billing.mode === 'dev' ? new DevBilling(subscriptions, changes, now) : undefined;

  const providers = { ...(stripe ? { stripe } : {}), ...(dev ? { dev } : {}) };
  const status = new SubscriptionStatusService({
    subscriptions,
    users: deps.users,
    partnerships: deps.partnerships,
    seller: stripe ?? dev,
    providers,
    now,
  });

  return {
    apiRouter: createBillingRouter(status),
    webhooksRouter: createBillingWebhooksRouter({
      stripe: stripeClient && stripeConfig && new StripeWebhook(stripeClient, stripeConfig, subscriptions, changes, logger),
      // Revocation (OCSP) checks in production only: test chains have no responder.
      appStore: apple && new AppStoreNotifications(createAppleVerifier(apple, config.isProduction), apple, changes, logger),
    }),
    devBillingRouter:
      dev &&
      createDevBillingRouter({
        devBilling: dev,
        sessionMiddleware: deps.sessionMiddleware,
        publicUrl: config.publicUrl,
        now,
      }),
    cancelForAccountDeletion: cancelForAccountDeletion({ subscriptions, providers, logger }),
  };
}
