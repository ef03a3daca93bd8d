import { and, desc, eq, notInArray, or, sql } from 'drizzle-orm';
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
   * Stores a device's subscription; undefined when refused. The endpoint is the device's: subscribing it
   * again (new keys, another session) replaces the row. An endpoint stored for another account moves to
   * this one only with the same keys — the browser's own, which nobody but that browser and we hold — so
   * a caller who merely knows an endpoint cannot take another account's device. Past `maxPerAccount` the
   * account's subscription subscribed longest ago goes. One account's writes are serialised, so two at
   * once cannot leave one over.
   */
  async storeSubscription(values: NewPushSubscription, maxPerAccount: number): Promise<PushSubscriptionRow | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push-subscriptions:${values.userId}`}, 0))`);
      const [row] = await tx
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
            createdAt: sql`now()`,
          },
          setWhere: or(
            eq(pushSubscriptions.userId, values.userId),
            and(eq(pushSubscriptions.p256dh, values.p256dh), eq(pushSubscriptions.auth, values.auth)),
          ),
        })
        .returning();
      if (!row) return undefined;
      const kept = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, values.userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(maxPerAccount);
      await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, values.userId), notInArray(pushSubscriptions.id, kept)));
      return row;
    });
  }

  /** The user's newest `limit` subscriptions (at most that many are ever sent one push). */
  async subscriptionsOf(userId: string, limit: number): Promise<PushSubscriptionRow[]> {
    return this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(limit);
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
    const rows = await this.db
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.sessionHash, sessionHash))
      .returning({ id: pushSubscriptions.id });
    return rows.length;
  }

  async settingsOf(userId: string): Promise<PushSettings> {
    const [row] = await this.db.select().from(pushSettings).where(eq(pushSettings.userId, userId)).limit(1);
    if (!row) return { ...DEFAULT_PUSH_SETTINGS };
    return {
      partnerStarted: row.partnerStarted,
      match: row.match,
      partnerFinished: row.partnerFinished,
      inviteAccepted: row.inviteAccepted,
    };
  }

  /** Writes the switches given, the others keep their value (on when never set). */
  async updateSettings(userId: string, patch: Partial<PushSettings>): Promise<PushSettings> {
    const [row] = await this.db
      .insert(pushSettings)
      .values({ userId, ...DEFAULT_PUSH_SETTINGS, ...patch })
      .onConflictDoUpdate({ target: pushSettings.userId, set: { ...patch, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('Push settings were not stored');
    return {
      partnerStarted: row.partnerStarted,
      match: row.match,
      partnerFinished: row.partnerFinished,
      inviteAccepted: row.inviteAccepted,
    };
  }

  /**
   * The stored key pair, creating it from `candidate` when there is none. Several instances starting at once
   * each offer their own pair; the first insert wins and everyone reads the winner back.
   */
  async vapidKeysOrInsert(candidate: VapidKeyPair): Promise<VapidKeyPair> {
    await this.db
      .insert(pushVapidKeys)
      .values({ id: VAPID_ROW_ID, ...candidate })
      .onConflictDoNothing({ target: pushVapidKeys.id });
    const [row] = await this.db
      .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
      .from(pushVapidKeys)
      .where(eq(pushVapidKeys.id, VAPID_ROW_ID));
    if (!row) throw new Error('VAPID keys vanished after insert');
    return row;
  }
}
