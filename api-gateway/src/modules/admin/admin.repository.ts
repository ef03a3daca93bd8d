import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { effectiveTierSql } from '../billing/tier-rules';
import { swipeSessionMembers, swipeSessions, users, type UserRow } from '../../db/schema';

/** A user with the counters of the admin list. */
export interface UserWithTotals
  extends Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'profileImageUrl' | 'oauthProvider' | 'subscriptionTier' | 'createdAt'> {
  totalSessions: number;
  totalMatches: number;
}

export type AdminFlagRow = Pick<UserRow, 'id' | 'email' | 'isAdmin'>;

export class AdminRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Every user with their totals in ONE statement: the member rows are counted once per user in a
   * grouped subquery (sessions started or joined, and those of them with a match) and left-joined, so
   * the cost grows with the tables, not with one query per user.
   */
  async listUsersWithTotals(): Promise<UserWithTotals[]> {
    const totals = this.db
      .select({
        userId: swipeSessionMembers.userId,
        totalSessions: sql<number>`count(*)::int`.as('total_sessions'),
        totalMatches: sql<number>`count(${swipeSessions.matchedRestaurantId})::int`.as('total_matches'),
      })
      .from(swipeSessionMembers)
      .innerJoin(swipeSessions, eq(swipeSessions.id, swipeSessionMembers.sessionId))
      .groupBy(swipeSessionMembers.userId)
      .as('totals');

    return this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        profileImageUrl: users.profileImageUrl,
        oauthProvider: users.oauthProvider,
        // The tier in force now: a subscription cancelled at period end reads free once that end has passed.
        subscriptionTier: effectiveTierSql(this.now()),
        createdAt: users.createdAt,
        totalSessions: sql<number>`coalesce(${totals.totalSessions}, 0)::int`,
        totalMatches: sql<number>`coalesce(${totals.totalMatches}, 0)::int`,
      })
      .from(users)
      .leftJoin(totals, eq(totals.userId, users.id))
      .orderBy(desc(users.createdAt), asc(users.id));
  }

  async findFlagById(id: string): Promise<AdminFlagRow | undefined> {
    const [row] = await this.db
      .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row;
  }

  /** Sets the stored flag; undefined when no user has that e-mail. */
  async setAdminFlag(email: string, isAdmin: boolean): Promise<AdminFlagRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ isAdmin, updatedAt: sql`now()` })
      .where(eq(users.email, email.toLowerCase()))
      .returning({ id: users.id, email: users.email, isAdmin: users.isAdmin });
    return row;
  }

  async listFlaggedAdmins(): Promise<AdminFlagRow[]> {
    return this.db
      .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(asc(users.email));
  }

  /** The accounts behind a list of e-mails (ADMIN_EMAILS), to tell which of them exist. */
  async findFlagsByEmails(emails: readonly string[]): Promise<AdminFlagRow[]> {
    if (emails.length === 0) return [];
    return this.db
      .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
      .from(users)
      .where(inArray(users.email, emails.map((email) => email.toLowerCase())));
  }
}
