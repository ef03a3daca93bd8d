import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailChanges, users, type EmailChangeRow } from '../../db/schema';

export class EmailChangeRepository {
  constructor(private readonly db: Db) {}

  /** One pending change per account: a new request replaces the old one (and its code). */
  async replace(values: { userId: string; newEmail: string; codeHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
    await this.db
      .insert(emailChanges)
      .values(values)
      .onConflictDoUpdate({
        target: emailChanges.userId,
        set: {
          newEmail: values.newEmail,
          codeHash: values.codeHash,
          expiresAt: values.expiresAt,
          createdAt: values.createdAt,
          attempts: 0,
        },
      });
  }

  async pendingEmail(userId: string, now: Date): Promise<string | null> {
    const [row] = await this.db
      .select({ newEmail: emailChanges.newEmail })
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, now)))
      .limit(1);
    return row?.newEmail ?? null;
  }

  /**
   * Spends one attempt on the account's live change and returns it, or nothing when none is left
   * (none, expired, out of attempts). Counted before comparing, in one UPDATE, as sign-in codes are.
   */
  async spendAttempt(userId: string, now: Date, maxAttempts: number): Promise<EmailChangeRow | undefined> {
    const [row] = await this.db
      .update(emailChanges)
      .set({ attempts: sql`${emailChanges.attempts} + 1` })
      .where(and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, now), lt(emailChanges.attempts, maxAttempts)))
      .returning();
    return row;
  }

  async cancel(userId: string): Promise<void> {
    await this.db.delete(emailChanges).where(eq(emailChanges.userId, userId));
  }

  /**
   * Applies a verified change in one transaction: the change row is consumed (only one request can),
   * then the address is moved. Returns the old address, or undefined when the change was already used.
   * A unique violation (someone signed up with the address meanwhile) propagates to the caller.
   */
  async apply(change: EmailChangeRow, now: Date): Promise<{ oldEmail: string } | undefined> {
    return this.db.transaction(async (tx) => {
      const consumed = await tx
        .delete(emailChanges)
        .where(and(eq(emailChanges.id, change.id), eq(emailChanges.codeHash, change.codeHash)))
        .returning({ id: emailChanges.id });
      if (consumed.length !== 1) return undefined;
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, change.userId)).for('update');
      if (!before) return undefined;
      await tx
        .update(users)
        .set({ email: change.newEmail, emailVerifiedAt: now, updatedAt: sql`now()` })
        .where(eq(users.id, change.userId));
      return { oldEmail: before.email };
    });
  }
}
