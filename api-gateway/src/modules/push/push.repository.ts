import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_PUSH_SETTINGS, type PushSettings } from '@forkcast/contracts';
import type { Db } from '../../db/database';
import { pushSettings, pushSubscriptions, pushVapidKeys, type PushSubscriptionRow } from '../../db/schema';

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: number | null;
  sessionHash: string | null;
}

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/** The one row of push_vapid_keys. */
const VAPID_ROW_ID = 1;

export class PushRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a device's subscription. The endpoint is the device's: subscribing it again (new keys, another
   * session, another account signed in on that browser) replaces the row.
   */
  async upsertSubscription(values: NewPushSubscription): Promise<PushSubscriptionRow> {
    const [row] = await this.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: values.userId,
          p256dh: values.p256dh,
          auth: values.auth,
          expirationTime: values.expirationTime,
          sessionHash: values.sessionHash,
        },
      })
      .returning();
    if (!row) throw new Error('Push subscription was not stored');
    return row;
  }

  async subscriptionsOf(userId: string): Promise<PushSubscriptionRow[]> {
    return this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(pushSubscriptions.createdAt);
  }

  /** The user's own subscription with this endpoint; true when one was removed. */
  async deleteOwn(userId: string, endpoint: string): Promise<boolean> {
    const rows = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  }

  /** A push service answered 404/410: the subscription is gone for good. By id, so a re-subscribe since stays. */
  async deleteById(id: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  /** Sign-out: the subscriptions made in that cookie session (the device's). */
  async deleteForSession(sessionHash: string): Promise<number> {
    const rows = await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionHash, sessionHash)).returning({ id: pushSubscriptions.id });
    return rows.length;
  }

  async settingsOf(userId: string): Promise<PushSettings> {
    const [row] = await this.db.select().from(pushSettings).where(eq(pushSettings.userId, userId)).limit(1);
    if (!row) return { ...DEFAULT_PUSH_SETTINGS };
    return { partnerStarted: row.partnerStarted, match: row.match, partnerFinished: row.partnerFinished, inviteAccepted: row.inviteAccepted };
  }

  /** Writes the switches given, the others keep their value (on when never set). */
  async updateSettings(userId: string, patch: Partial<PushSettings>): Promise<PushSettings> {
    const [row] = await this.db
      .insert(pushSettings)
      .values({ userId, ...DEFAULT_PUSH_SETTINGS, ...patch })
      .onConflictDoUpdate({ target: pushSettings.userId, set: { ...patch, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('Push settings were not stored');
    return { partnerStarted: row.partnerStarted, match: row.match, partnerFinished: row.partnerFinished, inviteAccepted: row.inviteAccepted };
  }

  /**
   * The stored key pair, creating it from `candidate` when there is none. Several instances starting at once
   * each offer their own pair; the first insert wins and everyone reads the winner back.
   */
  async vapidKeysOrInsert(candidate: VapidKeyPair): Promise<VapidKeyPair> {
    await this.db.insert(pushVapidKeys).values({ id: VAPID_ROW_ID, ...candidate }).onConflictDoNothing({ target: pushVapidKeys.id });
    const [row] = await this.db
      .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
      .from(pushVapidKeys)
      .where(eq(pushVapidKeys.id, VAPID_ROW_ID));
    if (!row) throw new Error('VAPID keys vanished after insert');
    return row;
  }
}
