import fs from 'node:fs';
import path from 'node:path';
import {
  AutoRenewStatus,
  Environment,
  NotificationTypeV2,
  SignedDataVerifier,
  Status,
  Subtype,
  VerificationException,
  type JWSRenewalInfoDecodedPayload,
  type ResponseBodyV2DecodedPayload,
} from '@apple/app-store-server-library';
import { z } from 'zod';
import type { SubscriptionPlan, SubscriptionStatus } from '@forkcast/contracts';
import type { AppleConfig } from '../../../config';
import { BadRequestError } from '../../../errors';
import type { Logger } from '../../../logger';
import type { SubscriptionChanges } from '../apply-subscription-change';

const userIdSchema = z.uuid();

/** DER certificates from a directory (.cer/.der as they are, .pem decoded): Apple's roots in production. */
export function readRootCertificates(dir: string): Buffer[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /\.(cer|der|pem|crt)$/i.test(file))
    .map((file) => {
      const content = fs.readFileSync(path.join(dir, file));
      const pem = /-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/.exec(content.toString('latin1'));
      return pem?.[1] ? Buffer.from(pem[1].replace(/\s+/g, ''), 'base64') : content;
    });
}

export function createAppleVerifier(config: AppleConfig, enableOnlineChecks: boolean): SignedDataVerifier {
  const environment = config.environment === 'Production' ? Environment.PRODUCTION : Environment.SANDBOX;
  return new SignedDataVerifier(
    readRootCertificates(config.rootCertsDir),
    enableOnlineChecks,
    environment,
    config.bundleId,
    config.appAppleId,
  );
}

/**
 * POST /api/subscriptions/apple/notifications (App Store Server Notifications V2). The signed payload
 * and the transaction inside are verified against the configured roots; the user is the transaction's
 * appAccountToken (the app sets it to the Forkcast user id at purchase).
 */
export class AppStoreNotifications {
  constructor(
    private readonly verifier: SignedDataVerifier,
    private readonly config: AppleConfig,
    private readonly changes: SubscriptionChanges,
    private readonly logger: Logger,
  ) {}

  async handle(signedPayload: string): Promise<void> {
    const notification = await this.verify(() => this.verifier.verifyAndDecodeNotification(signedPayload));
    const data = notification.data;
    if (!data?.signedTransactionInfo || !notification.notificationUUID) return; // TEST, summaries, ...
    const transaction = await this.verify(() => this.verifier.verifyAndDecodeTransaction(data.signedTransactionInfo ?? ''));
    const renewal = data.signedRenewalInfo
      ? await this.verify(() => this.verifier.verifyAndDecodeRenewalInfo(data.signedRenewalInfo ?? ''))
      : undefined;

    const userId = userIdSchema.safeParse(transaction.appAccountToken);
    const status = appleStatus(notification, data.status);
    if (!userId.success || !status || !transaction.productId) {
      this.logger.info({ type: notification.notificationType, uuid: notification.notificationUUID }, 'app store notification ignored');
      return;
    }
    await this.changes.applySubscriptionChange(
      {
        userId: userId.data.toLowerCase(),
        source: 'apple',
        plan: this.planOf(transaction.productId),
        status,
        currentPeriodEnd: transaction.expiresDate ? new Date(transaction.expiresDate) : null,
        cancelAtPeriodEnd: autoRenewOff(notification, renewal),
        providerCustomerId: null,
        providerSubscriptionId: transaction.originalTransactionId ?? null,
        occurredAt: new Date(notification.signedDate ?? transaction.signedDate ?? Date.now()),
      },
      { provider: 'apple', id: notification.notificationUUID, type: notification.notificationType ?? 'unknown' },
    );
  }

  private planOf(productId: string): SubscriptionPlan {
    if (productId === this.config.annualProductId) return 'annual';
    if (productId === this.config.monthlyProductId) return 'monthly';
    return /annual|year/i.test(productId) ? 'annual' : 'monthly';
  }

  private async verify<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof VerificationException) throw new BadRequestError('Invalid App Store signature');
      throw error;
    }
  }
}

/** The notification's meaning for access; undefined for types that change nothing (TEST, PRICE_INCREASE, ...). */
function appleStatus(notification: ResponseBodyV2DecodedPayload, status: number | undefined): SubscriptionStatus | undefined {
  switch (notification.notificationType) {
    case NotificationTypeV2.REFUND:
    case NotificationTypeV2.REVOKE:
      return 'revoked';
    case NotificationTypeV2.EXPIRED:
    case NotificationTypeV2.GRACE_PERIOD_EXPIRED:
      return 'expired';
    case NotificationTypeV2.DID_FAIL_TO_RENEW:
      return notification.subtype === Subtype.GRACE_PERIOD ? 'past_due' : 'expired';
    case NotificationTypeV2.SUBSCRIBED:
    case NotificationTypeV2.DID_RENEW:
    case NotificationTypeV2.DID_CHANGE_RENEWAL_STATUS:
    case NotificationTypeV2.DID_CHANGE_RENEWAL_PREF:
    case NotificationTypeV2.OFFER_REDEEMED:
    case NotificationTypeV2.RENEWAL_EXTENDED:
    case NotificationTypeV2.REFUND_REVERSED:
      // The subscription's own status, when Apple sends it, is the authority on these.
      if (status === Status.EXPIRED) return 'expired';
      if (status === Status.REVOKED) return 'revoked';
      if (status === Status.BILLING_GRACE_PERIOD) return 'past_due';
      if (status === Status.BILLING_RETRY) return 'expired';
      return 'active';
    default:
      return undefined;
  }
}

function autoRenewOff(notification: ResponseBodyV2DecodedPayload, renewal: JWSRenewalInfoDecodedPayload | undefined): boolean {
  if (notification.subtype === Subtype.AUTO_RENEW_DISABLED) return true;
  if (notification.subtype === Subtype.AUTO_RENEW_ENABLED) return false;
  return renewal?.autoRenewStatus === AutoRenewStatus.OFF;
}
