import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users, type UserRow } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'preferences' | 'profileImageUrl' | 'oauthProvider' | 'oauthSubject'>>;

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    return row;
  }

  async findByOauth(provider: string, subject: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
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
      .returning();
    return row;
  }
}
