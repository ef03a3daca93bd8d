import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SubscriptionSource, SubscriptionTier } from '@forkcast/contracts';
import type { Db } from '../../db/database';
import { billingEvents, devBillingTokens, subscriptions, users, type DevBillingTokenRow, type SubscriptionRow } from '../../db/schema';

export type SubscriptionValues = Omit<SubscriptionRow, 'updatedAt'>;

/** The SQL of billing: subscription rows, handled provider events and dev-billing tokens. */
export class SubscriptionsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }

  async find(userId: string, db: Db = this.db): Promise<SubscriptionRow | undefined> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
    return row;
  }

  async findByProviderIds(
    source: SubscriptionSource,
    subscriptionId: string,
    customerId: string | null,
  ): Promise<SubscriptionRow | undefined> {
    const [bySubscription] = await this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.source, source), eq(subscriptions.providerSubscriptionId, subscriptionId)))
      .limit(1);
    if (bySubscription || !customerId) return bySubscription;
    const [byCustomer] = await this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.source, source), eq(subscriptions.providerCustomerId, customerId)))
      .limit(1);
    return byCustomer;
  }

  /**
   * Locks the user (the same row lock partner-limit checks take, so a tier change and a limit check never
   * interleave) and their subscription. False when the user does not exist.
   */
  async lockUser(tx: Db, userId: string): Promise<{ exists: boolean; subscription: SubscriptionRow | undefined }> {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    if (!user) return { exists: false, subscription: undefined };
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
    return { exists: true, subscription };
  }

  async save(tx: Db, values: SubscriptionValues, tier: SubscriptionTier): Promise<SubscriptionRow> {
    const [row] = await tx
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('Subscription upsert returned nothing');
    await tx
      .update(users)
      .set({ subscriptionTier: tier, updatedAt: sql`now()` })
      .where(eq(users.id, values.userId));
    return row;
  }

  /** True the first time a provider's event id is seen; false for a redelivery. */
  async recordEvent(tx: Db, provider: SubscriptionSource, eventId: string, type: string): Promise<boolean> {
    const inserted = await tx
      .insert(billingEvents)
      .values({ provider, eventId, type })
      .onConflictDoNothing({ target: [billingEvents.provider, billingEvents.eventId] })
      .returning({ id: billingEvents.id });
    return inserted.length > 0;
  }

  async insertDevToken(values: typeof devBillingTokens.$inferInsert): Promise<void> {
    await this.db.insert(devBillingTokens).values(values);
  }

  /** A token that is unused, unexpired and belongs to `userId`; undefined otherwise. */
  async findUsableDevToken(tokenHash: string, userId: string, now: Date): Promise<DevBillingTokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(devBillingTokens)
      .where(usableDevToken(tokenHash, userId, now))
      .limit(1);
    return row;
  }

  /** Marks the token used; only one of two simultaneous posts gets the row back (single use). */
  async consumeDevToken(tokenHash: string, userId: string, now: Date): Promise<DevBillingTokenRow | undefined> {
    const [row] = await this.db
      .update(devBillingTokens)
      .set({ usedAt: now })
      .where(usableDevToken(tokenHash, userId, now))
      .returning();
    return row;
  }
}

/** The token `tokenHash` of `userId`, unused and unexpired at `now`. */
function usableDevToken(tokenHash: string, userId: string, now: Date) {
  return and(
    eq(devBillingTokens.tokenHash, tokenHash),
    eq(devBillingTokens.userId, userId),
    isNull(devBillingTokens.usedAt),
    gt(devBillingTokens.expiresAt, now),
  );
}
