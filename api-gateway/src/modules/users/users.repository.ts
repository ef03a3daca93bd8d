import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import { effectiveTierSql } from '../billing/tier-rules';

export type NewUser = typeof users.$inferInsert;
/** What services may change. Not `email`: an address moves only through a verified change (email-change.repository.ts). */
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'preferences'
    | 'profileImageUrl'
    | 'oauthProvider'
    | 'oauthSubject'
    | 'emailVerifiedAt'
    | 'isAdmin'
  >
>;

export class UsersRepository {
  constructor(
    private readonly db: Db,
    /** Read time for the effective subscription tier (a cancelled plan ends at its period end). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Every users column, with subscriptionTier as of now (billing/tier-rules.ts) instead of as stored. */
  private columns() {
    return { ...getTableColumns(users), subscriptionTier: effectiveTierSql(this.now()) };
  }

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }

  /** The account under an exclusive row lock, for the deletion transaction. */
  async lockForDeletion(tx: Db, id: string): Promise<{ id: string; email: string } | undefined> {
    const [row] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id)).for('update');
    return row;
  }

  async delete(tx: Db, id: string): Promise<void> {
    await tx.delete(users).where(eq(users.id, id));
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select(this.columns()).from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select(this.columns()).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    return row;
  }

  async findByOauth(provider: string, subject: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select(this.columns())
      .from(users)
      .where(and(eq(users.oauthProvider, provider), eq(users.oauthSubject, subject)))
      .limit(1);
    return row;
  }

  /** Inserts, or returns the existing row when the e-mail is already registered (concurrent sign-ins). */
  async insertOrGetByEmail(values: NewUser): Promise<UserRow> {
    const email = values.email.toLowerCase();
    const [created] = await this.db
      .insert(users)
      .values({ ...values, email })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (created) return created;
    const existing = await this.findByEmail(email);
    if (!existing) throw new Error(`User ${email} vanished during sign-in`);
    return existing;
  }

  async update(id: string, changes: UserChanges): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning(this.columns());
    return row;
  }
}
