import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_STATS_PERIOD_DAYS,
  type AdminPlatformStats,
  type AdminSortOrder,
  type AdminUserProvider,
  type AdminUserSort,
  type SubscriptionTier,
} from '@forkcast/contracts';
import type { Db } from '../../db/database';
import { effectiveTierSql } from '../billing/tier-rules';
import {
  partnerships,
  sessionGuests,
  subscriptions,
  swipeSessionMembers,
  swipeSessionRestaurants,
  swipeSessions,
  users,
  type SubscriptionRow,
  type UserRow,
} from '../../db/schema';

/** Guests by link (docs/product.md › Guests) are users rows without an account: the admin counts and lists accounts. */
const isAccount = sql`not exists (select 1 from ${sessionGuests} where ${sessionGuests.userId} = ${users.id})`;

/** A user with the counters of the admin list. */
export interface UserWithTotals extends Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'email' | 'profileImageUrl' | 'oauthProvider' | 'subscriptionTier' | 'createdAt'
> {
  totalSessions: number;
  totalMatches: number;
}

/** The list's filters besides the search words (GET /api/admin/users?plan&provider). */
export interface UserFilters {
  /** The tier in force now, as the rows show it. */
  plan?: SubscriptionTier;
  provider?: AdminUserProvider;
}

export interface UserPageOptions extends UserFilters {
  /** Lower-case search words; every one must appear in the name or the e-mail. Empty: everyone. */
  words: readonly string[];
  sort: AdminUserSort;
  order: AdminSortOrder;
  limit: number;
  offset: number;
}

/** `%`, `_` and `\` typed by an admin are matched literally, not as LIKE wildcards. */
function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Every word in the name or the e-mail, case-insensitive (ILIKE); true without words. */
function searchCondition(words: readonly string[]): SQL {
  const haystack = sql`concat_ws(' ', ${users.firstName}, ${users.lastName}, ${users.email})`;
  if (words.length === 0) return sql`true`;
  return and(...words.map((word) => ilike(haystack, likeContains(word))))!;
}

/** The sign-in provider as the table shows it: 'email' for an account without one. */
const providerSql = sql`lower(coalesce(nullif(btrim(${users.oauthProvider}), ''), 'email'))`;

/** The search words and the filters, all of which a listed user meets. Both filter values come from zod enums. */
function listCondition(words: readonly string[], filters: UserFilters, now: Date): SQL {
  return and(
    searchCondition(words),
    ...(filters.plan ? [sql`${effectiveTierSql(now)} = ${filters.plan}`] : []),
    ...(filters.provider ? [sql`${providerSql} = ${filters.provider}`] : []),
  )!;
}

/** A partnership of the user as the detail view lists it: the other person (null when deleted) and its span. */
export interface PartnerRow {
  id: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  since: Date;
  endedAt: Date | null;
}

/** One of the user's sessions (started or joined), with its match's restaurant name. */
export interface UserSessionRow {
  id: string;
  status: 'active' | 'completed' | 'cancelled';
  partnered: boolean;
  createdAt: Date;
  matchedRestaurantName: string | null;
  matchedAt: Date | null;
}

export type AdminFlagRow = Pick<UserRow, 'id' | 'email' | 'isAdmin'>;

export class AdminRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The platform totals over EVERY user plus how many users match the search, in one statement. The
   * premium count uses the tier in force now, like the rows.
   */
  async countUsers(words: readonly string[], filters: UserFilters = {}): Promise<{ stats: AdminPlatformStats; matching: number }> {
    const totals = totalsSubquery(this.db);
    const periodMs = ADMIN_STATS_PERIOD_DAYS * 24 * 60 * 60 * 1000;
    const now = this.now().getTime();
    const since = new Date(now - periodMs).toISOString();
    const before = new Date(now - 2 * periodMs).toISOString();
    const [row] = await this.db
      .select({
        totalUsers: sql<number>`count(*)::int`,
        premiumUsers: sql<number>`(count(*) filter (where ${effectiveTierSql(this.now())} <> 'free'))::int`,
        totalSessions: sql<number>`coalesce(sum(${totals.totalSessions}), 0)::int`,
        totalMatches: sql<number>`coalesce(sum(${totals.totalMatches}), 0)::int`,
        // Each session once, however many members it has; and each session that ended in a match.
        sessionsOnce: sql<number>`(select count(distinct ${swipeSessionMembers.sessionId}) from ${swipeSessionMembers})::int`,
        matchesOnce: sql<number>`(select count(*) from ${swipeSessions} where ${swipeSessions.matchedRestaurantId} is not null and exists (select 1 from ${swipeSessionMembers} where ${swipeSessionMembers.sessionId} = ${swipeSessions.id}))::int`,
        newUsers: sql<number>`(count(*) filter (where ${users.createdAt} > ${since}::timestamptz))::int`,
        previousNewUsers: sql<number>`(count(*) filter (where ${users.createdAt} > ${before}::timestamptz and ${users.createdAt} <= ${since}::timestamptz))::int`,
        matching: sql<number>`(count(*) filter (where ${listCondition(words, filters, this.now())}))::int`,
      })
      .from(users)
      .leftJoin(totals, eq(totals.userId, users.id))
      .where(isAccount);
    const { matching = 0, ...stats } = row ?? {
      totalUsers: 0,
      premiumUsers: 0,
      totalSessions: 0,
      totalMatches: 0,
      sessionsOnce: 0,
      matchesOnce: 0,
      newUsers: 0,
      previousNewUsers: 0,
    };
    return { stats, matching };
  }

  /** One page of the users matching every search word, sorted by a whitelisted column, with their totals. */
  async listUsersPage(options: UserPageOptions): Promise<UserWithTotals[]> {
    const totals = totalsSubquery(this.db);
    const now = this.now();
    const sortExpression: Record<AdminUserSort, SQL> = {
      name: sql`lower(nullif(btrim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''))`,
      email: sql`lower(nullif(${users.email}, ''))`,
      // The table shows the word 'email' for an account without a provider; it sorts as shown.
      provider: providerSql,
      subscriptionTier: sql`(case ${effectiveTierSql(now)} when 'free' then 0 when 'monthly' then 1 when 'annual' then 2 else 3 end)`,
      totalSessions: sql`coalesce(${totals.totalSessions}, 0)`,
      totalMatches: sql`coalesce(${totals.totalMatches}, 0)`,
      createdAt: sql`${users.createdAt}`,
    };
    // Both values come from whitelists (the zod enum and this constant), never from the request text.
    const direction = sql.raw(options.order === 'asc' ? 'asc' : 'desc');
    return (
      this.db
        .select(userWithTotalsColumns(totals, now))
        .from(users)
        .leftJoin(totals, eq(totals.userId, users.id))
        .where(and(listCondition(options.words, options, now), isAccount))
        // Missing names and e-mails stay at the bottom in both directions; ties fall back to newest first
        // and then the id, so pages never overlap or skip a row.
        .orderBy(sql`${sortExpression[options.sort]} ${direction} nulls last`, desc(users.createdAt), asc(users.id))
        .limit(options.limit)
        .offset(options.offset)
    );
  }

  /** One user with the list's totals and tier in force, or undefined. */
  async findUserWithTotals(id: string): Promise<UserWithTotals | undefined> {
    const totals = totalsSubquery(this.db);
    const [row] = await this.db
      .select(userWithTotalsColumns(totals, this.now()))
      .from(users)
      .leftJoin(totals, eq(totals.userId, users.id))
      .where(eq(users.id, id));
    return row;
  }

  /** The user's stored subscription record, or undefined. */
  async findSubscription(userId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    return row;
  }

  /** The user's partnerships, current and ended, newest first, with the other person. */
  async listPartners(userId: string, limit: number): Promise<PartnerRow[]> {
    const otherId = sql<
      string | null
    >`case when ${partnerships.user1Id} = ${userId} then ${partnerships.user2Id} else ${partnerships.user1Id} end`;
    return this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        since: partnerships.createdAt,
        endedAt: partnerships.endedAt,
      })
      .from(partnerships)
      .leftJoin(users, eq(users.id, otherId))
      .where(sql`${userId} in (${partnerships.user1Id}, ${partnerships.user2Id})`)
      .orderBy(desc(partnerships.createdAt), asc(partnerships.id))
      .limit(limit);
  }

  /** The user's latest sessions (started or joined), newest first, each match with its restaurant's name. */
  async listUserSessions(userId: string, limit: number): Promise<UserSessionRow[]> {
    return this.db
      .select({
        id: swipeSessions.id,
        status: swipeSessions.status,
        partnered: sql<boolean>`(${swipeSessions.partnershipId} is not null)`,
        createdAt: swipeSessions.createdAt,
        matchedRestaurantName: sql<string | null>`(
          select ${swipeSessionRestaurants.restaurant}->>'name' from ${swipeSessionRestaurants}
          where ${swipeSessionRestaurants.sessionId} = ${swipeSessions.id}
            and ${swipeSessionRestaurants.placeId} = ${swipeSessions.matchedRestaurantId}
          limit 1)`,
        matchedAt: swipeSessions.matchedAt,
      })
      .from(swipeSessionMembers)
      .innerJoin(swipeSessions, eq(swipeSessions.id, swipeSessionMembers.sessionId))
      .where(eq(swipeSessionMembers.userId, userId))
      .orderBy(desc(swipeSessions.createdAt), asc(swipeSessions.id))
      .limit(limit);
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
      .where(
        inArray(
          users.email,
          emails.map((email) => email.toLowerCase()),
        ),
      );
  }
}

/**
 * Each user's counters, counted once per user in a grouped subquery (sessions started or joined, and
 * those of them with a match) and left-joined, so the cost grows with the tables, not with one query
 * per user.
 */
function totalsSubquery(db: Db) {
  return db
    .select({
      userId: swipeSessionMembers.userId,
      totalSessions: sql<number>`count(*)::int`.as('total_sessions'),
      totalMatches: sql<number>`count(${swipeSessions.matchedRestaurantId})::int`.as('total_matches'),
    })
    .from(swipeSessionMembers)
    .innerJoin(swipeSessions, eq(swipeSessions.id, swipeSessionMembers.sessionId))
    .groupBy(swipeSessionMembers.userId)
    .as('totals');
}

type TotalsSubquery = ReturnType<typeof totalsSubquery>;

/** A user row as the list and the detail view read it: the profile, the tier in force, the session totals. */
function userWithTotalsColumns(totals: TotalsSubquery, now: Date) {
  return {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    profileImageUrl: users.profileImageUrl,
    oauthProvider: users.oauthProvider,
    // The tier in force now: a subscription cancelled at period end reads free once that end has passed.
    subscriptionTier: effectiveTierSql(now),
    createdAt: users.createdAt,
    totalSessions: sql<number>`coalesce(${totals.totalSessions}, 0)::int`,
    totalMatches: sql<number>`coalesce(${totals.totalMatches}, 0)::int`,
  };
}
