import { createHash } from 'node:crypto';
import type { PushKind, PushMessage, PushSettings, PushSubscriptionInput } from '@forkcast/contracts';
import webpush from 'web-push';
import type { PushConfig } from '../../config';
import type { PushSubscriptionRow } from '../../db/schema';
import { BadRequestError } from '../../errors';
import type { Logger } from '../../logger';
import type { PushNotifier } from '../notifications/push-notifier';
import { DeviceBackoff } from './device-backoff';
import { pinPushEndpoint, UnsafePushEndpointError, type ResolveHost } from './push-endpoint';
import { PushQueue } from './push-queue';
import type { PushRepository, VapidKeyPair } from './push.repository';
import { sendPush, type SendOptions, type VapidDetails } from './push-sender';

/** How long a push service keeps each kind, and how urgently it delivers it (RFC 8030 § 5.2, § 5.3). */
const DELIVERY: Record<PushKind, Omit<SendOptions, 'topic'>> = {
  // Worth waking the phone for, and stale once the partner has given up waiting.
  partnerStarted: { ttlSeconds: 60 * 60, urgency: 'high' },
  match: { ttlSeconds: 24 * 60 * 60, urgency: 'high' },
  partnerFinished: { ttlSeconds: 60 * 60, urgency: 'normal' },
  inviteAccepted: { ttlSeconds: 7 * 24 * 60 * 60, urgency: 'normal' },
};

export const INVALID_ENDPOINT_MESSAGE = 'This push endpoint is not allowed';

/**
 * Devices one account keeps (a person has a phone, a laptop, a few browsers): past it the device subscribed
 * longest ago goes. Also the most one push is ever sent to, so an account cannot turn one event into
 * thousands of requests to hosts of its choosing.
 */
export const MAX_SUBSCRIPTIONS_PER_ACCOUNT = 20;

/** The cookie session's id is a secret: rows keep a hash of it, enough to find them at sign-out. */
export const sessionHashOf = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex');

/**
 * Web Push: the VAPID keys, the devices' subscriptions and sending. `notify` only enqueues; sends are
 * queued fairly per person and per push service (push-queue.ts) with short deadlines (push-sender.ts), a
 * device that did not answer is left alone for a while (device-backoff.ts), each send checks the endpoint
 * again (resolved and pinned) and a 404/410 answer removes the subscription.
 */
export class PushService implements PushNotifier {
  private keys: Promise<VapidKeyPair> | undefined;
  private readonly queue: PushQueue;
  private readonly backoff = new DeviceBackoff();

  constructor(
    private readonly deps: {
      repository: PushRepository;
      config: PushConfig;
      logger: Logger;
      /** DNS for the endpoint checks (tests answer rebinding names). */
      resolve?: ResolveHost;
    },
  ) {
    this.queue = new PushQueue((error) => this.deps.logger.warn({ err: safeError(error) }, 'push not sent'));
  }

  /** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else the pair kept in the database (made by the first instance to ask). */
  vapidKeys(): Promise<VapidKeyPair> {
    if (this.deps.config.vapidKeys) return Promise.resolve(this.deps.config.vapidKeys);
    this.keys ??= this.deps.repository.vapidKeysOrInsert(webpush.generateVAPIDKeys()).catch((error: unknown) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  async publicKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }

  async subscribe(userId: string, sessionId: string | undefined, input: PushSubscriptionInput): Promise<void> {
    const p256dh = Buffer.from(input.keys.p256dh, 'base64url');
    if (p256dh.length !== 65 || p256dh[0] !== 0x04) throw new BadRequestError('Invalid p256dh key');
    if (Buffer.from(input.keys.auth, 'base64url').length !== 16) throw new BadRequestError('Invalid auth secret');
    await this.pin(input.endpoint).catch((error: unknown) => {
      if (error instanceof UnsafePushEndpointError) throw new BadRequestError(INVALID_ENDPOINT_MESSAGE);
      throw error;
    });
    const stored = await this.deps.repository.storeSubscription(
      {
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        expirationTime: input.expirationTime ?? null,
        sessionHash: sessionId ? sessionHashOf(sessionId) : null,
      },
      MAX_SUBSCRIPTIONS_PER_ACCOUNT,
    );
    // Another account's device, offered without that device's keys.
    if (!stored) throw new BadRequestError(INVALID_ENDPOINT_MESSAGE);
  }

  /** Idempotent: removing an endpoint that is not (or no longer) the user's changes nothing. */
  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.deps.repository.deleteOwn(userId, endpoint);
  }

  /** The cookie session ended (sign-out): its device gets no more pushes. */
  async sessionEnded(sessionId: string): Promise<void> {
    await this.deps.repository.deleteForSession(sessionHashOf(sessionId));
  }

  settings(userId: string): Promise<PushSettings> {
    return this.deps.repository.settingsOf(userId);
  }

  updateSettings(userId: string, patch: Partial<PushSettings>): Promise<PushSettings> {
    return this.deps.repository.updateSettings(userId, patch);
  }

  notify(userId: string, message: PushMessage): void {
    this.queue.enqueue({ recipient: userId, run: () => this.fanOut(userId, message) });
  }

  /** Every push enqueued so far has been sent or given up (tests; shutdown). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /** The person's devices, each sent the push as a job of its own (queued fairly, push-queue.ts). */
  private async fanOut(userId: string, message: PushMessage): Promise<void> {
    // Most people have no device subscribed: one read settles it for them.
    const subscriptions = await this.deps.repository.subscriptionsOf(userId, MAX_SUBSCRIPTIONS_PER_ACCOUNT);
    if (subscriptions.length === 0) return;
    const settings = await this.deps.repository.settingsOf(userId);
    if (!settings[message.kind]) return;
    const { publicKey, privateKey } = await this.vapidKeys();
    const vapid = { subject: this.deps.config.subject, publicKey, privateKey };
    const payload = JSON.stringify(message);
    const topic = topicOf(message.tag);
    const options: SendOptions & { allowLoopback: boolean; resolve?: ResolveHost } = {
      ...DELIVERY[message.kind],
      ...(topic ? { topic } : {}),
      allowLoopback: this.deps.config.allowLoopback,
      ...(this.deps.resolve ? { resolve: this.deps.resolve } : {}),
    };
    for (const subscription of subscriptions) {
      this.queue.enqueue({
        recipient: userId,
        service: endpointOrigin(subscription.endpoint),
        device: subscription.endpoint,
        run: () => this.sendTo(subscription, payload, vapid, options, message.kind),
      });
    }
  }

  private async sendTo(
    subscription: PushSubscriptionRow,
    payload: string,
    vapid: VapidDetails,
    options: SendOptions & { allowLoopback: boolean; resolve?: ResolveHost },
    kind: PushKind,
  ): Promise<void> {
    const where = endpointOrigin(subscription.endpoint);
    // A device that did not answer lately is left alone for a while rather than waited on again.
    if (this.backoff.waiting(subscription.endpoint)) return;
    try {
      const status = await sendPush(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        vapid,
        options,
      );
      this.backoff.answered(subscription.endpoint);
      if (status === 404 || status === 410) {
        await this.deps.repository.deleteById(subscription.id);
        this.deps.logger.info({ pushService: where, status }, 'push subscription expired: removed');
      } else if (status < 200 || status >= 300) {
        this.deps.logger.warn({ pushService: where, status, kind }, 'push service refused a push');
      }
    } catch (error) {
      this.backoff.missed(subscription.endpoint);
      // The endpoint's path is the device's address (a capability): only its origin is logged.
      this.deps.logger.warn({ pushService: where, kind, err: safeError(error) }, 'push not sent');
    }
  }

  private pin(endpoint: string) {
    return pinPushEndpoint(endpoint, {
      allowLoopback: this.deps.config.allowLoopback,
      ...(this.deps.resolve ? { resolve: this.deps.resolve } : {}),
    });
  }
}

/** RFC 8030 § 5.4: up to 32 base64url characters; the id in the tag (a UUID without dashes) fits. */
function topicOf(tag: string): string | undefined {
  const topic = tag.replace(/^[a-z]+-/, '').replace(/-/g, '');
  return /^[A-Za-z0-9_-]{1,32}$/.test(topic) ? topic : undefined;
}

function endpointOrigin(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'invalid';
  }
}

/** An error's name and message only: a request error can carry headers (the VAPID JWT) or the endpoint. */
function safeError(error: unknown): { name: string; message: string } {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error).slice(0, 200) };
  return { name: error.name, message: error.message.replace(/https?:\/\/\S+/g, '<url>').slice(0, 200) };
}
