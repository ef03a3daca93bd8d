import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Restaurant, SubscriptionTier } from '@forkcast/contracts';
import type { PartnershipMembers } from '@forkcast/contracts/domain';
import type { Db } from '../../db/database';
import { partnerInvites, partnerships, swipeSessions, users, type PartnerInviteRow, type PartnershipRow } from '../../db/schema';
import { effectiveTierSql } from '../billing/tier-rules';
import { settleAfterLeave } from '../sessions/settle-after-leave';

/** A group session someone left, as it stands after: who left, who remains, how it ended if it did. */
export interface GroupLeave {
  sessionId: string;
  userIds: string[];
  memberIds: string[];
  status: 'active' | 'completed' | 'cancelled';
  match: Restaurant | null;
}

/** A partnership that ended with an account's deletion, and the partner left behind. */
export interface EndedPartnership {
  partnershipId: string;
  partnerId: string;
}

export interface PartnershipDetails extends PartnershipMembers {
  id: string;
  sessionsTogether: number;
  createdAt: Date;
}

const user1 = alias(users, 'user1');
const user2 = alias(users, 'user2');

const live = isNull(partnerships.endedAt);
const involves = (userId: string) => or(eq(partnerships.user1Id, userId), eq(partnerships.user2Id, userId));

/**
 * Partnerships and invite codes. Methods that take `tx` run inside the caller's transaction (the
 * service locks the users involved first, so limits hold under concurrent accepts).
 */
export class PartnershipsRepository {
  constructor(
    private readonly db: Db,
    /** Read time for tiers: a subscription cancelled at period end counts as free from then on. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }

  /** Row locks on the users, in id order so two transactions never wait on each other in a cycle. */
  async lockUsers(tx: Db, ids: readonly string[]): Promise<Map<string, SubscriptionTier>> {
    const rows = await tx
      .select({ id: users.id, tier: effectiveTierSql(this.now()) })
      .from(users)
      .where(inArray(users.id, [...ids]))
      .orderBy(asc(users.id))
      .for('no key update');
    return new Map(rows.map((row) => [row.id, row.tier]));
  }

  async countLive(tx: Db, userId: string): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(partnerships)
      .where(and(live, involves(userId)));
    return row?.count ?? 0;
  }

  async findLivePair(tx: Db, a: string, b: string): Promise<PartnershipRow | undefined> {
    const [row] = await tx
      .select()
      .from(partnerships)
      .where(
        and(
          live,
          or(and(eq(partnerships.user1Id, a), eq(partnerships.user2Id, b)), and(eq(partnerships.user1Id, b), eq(partnerships.user2Id, a))),
        ),
      )
      .limit(1);
    return row;
  }

  async insert(tx: Db, user1Id: string, user2Id: string): Promise<PartnershipRow> {
    const [row] = await tx.insert(partnerships).values({ user1Id, user2Id }).returning();
    if (!row) throw new Error('Partnership insert returned nothing');
    return row;
  }

  async revokeUnusedInvites(tx: Db, inviterId: string, now: Date): Promise<void> {
    await tx
      .update(partnerInvites)
      .set({ revokedAt: now })
      .where(
        and(
          eq(partnerInvites.inviterId, inviterId),
          isNull(partnerInvites.usedAt),
          isNull(partnerInvites.revokedAt),
          gt(partnerInvites.expiresAt, now),
        ),
      );
  }

  /** Undefined when the code is taken (the caller draws another). */
  async insertInvite(
    tx: Db,
    values: { code: string; tokenHash?: string; inviterId: string; expiresAt: Date },
  ): Promise<PartnerInviteRow | undefined> {
    const [row] = await tx.insert(partnerInvites).values(values).onConflictDoNothing({ target: partnerInvites.code }).returning();
    return row;
  }

  /** Locks the invite so two people accepting the same code are serialised (single use). */
  async findInviteForUpdate(tx: Db, code: string): Promise<PartnerInviteRow | undefined> {
    const [row] = await tx.select().from(partnerInvites).where(eq(partnerInvites.code, code)).limit(1).for('update');
    return row;
  }

  /** The invite behind a link's token (by its hash), locked like `findInviteForUpdate`. */
  async findInviteByTokenForUpdate(tx: Db, tokenHash: string): Promise<PartnerInviteRow | undefined> {
    const [row] = await tx.select().from(partnerInvites).where(eq(partnerInvites.tokenHash, tokenHash)).limit(1).for('update');
    return row;
  }

  /** The inviter of a link that can still be accepted (not used, revoked or expired at `now`), else undefined. */
  async findUsableInviter(
    tokenHash: string,
    now: Date,
  ): Promise<{ inviterId: string; firstName: string | null; lastName: string | null } | undefined> {
    const [row] = await this.db
      .select({ inviterId: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(partnerInvites)
      .innerJoin(users, eq(users.id, partnerInvites.inviterId))
      .where(
        and(
          eq(partnerInvites.tokenHash, tokenHash),
          isNull(partnerInvites.usedAt),
          isNull(partnerInvites.revokedAt),
          gt(partnerInvites.expiresAt, now),
        ),
      )
      .limit(1);
    return row;
  }

  async markInviteUsed(tx: Db, id: string, usedBy: string, now: Date): Promise<void> {
    await tx.update(partnerInvites).set({ usedAt: now, usedBy }).where(eq(partnerInvites.id, id));
  }

  private details(db: Db) {
    return db
      .select({
        id: partnerships.id,
        // The joined users' ids: the same values, typed non-null (the inner joins drop anonymised rows).
        user1Id: user1.id,
        user2Id: user2.id,
        user1FirstName: user1.firstName,
        user1LastName: user1.lastName,
        user1Email: user1.email,
        user2FirstName: user2.firstName,
        user2LastName: user2.lastName,
        user2Email: user2.email,
        sessionsTogether: sql<number>`(select count(*)::int from ${swipeSessions} where ${swipeSessions.partnershipId} = ${partnerships.id})`,
        createdAt: partnerships.createdAt,
      })
      .from(partnerships)
      .innerJoin(user1, eq(user1.id, partnerships.user1Id))
      .innerJoin(user2, eq(user2.id, partnerships.user2Id));
  }

  async listLiveForUser(userId: string): Promise<PartnershipDetails[]> {
    return this.details(this.db)
      .where(and(live, involves(userId)))
      .orderBy(asc(partnerships.createdAt));
  }

  async findDetails(id: string, db: Db = this.db): Promise<PartnershipDetails | undefined> {
    const [row] = await this.details(db).where(eq(partnerships.id, id)).limit(1);
    return row;
  }

  async findLiveById(id: string): Promise<PartnershipRow | undefined> {
    const [row] = await this.db
      .select()
      .from(partnerships)
      .where(and(eq(partnerships.id, id), live))
      .limit(1);
    return row;
  }

  /**
   * Ends a live partnership the user belongs to; its still-active sessions end with it ('cancelled'),
   * so nobody is left waiting for a partner who is gone. False when there was nothing to end.
   */
  async endForMember(id: string, userId: string, now: Date): Promise<{ memberIds: string[]; groups: GroupLeave[] } | null> {
    return this.transaction(async (tx) => {
      const ended = await tx
        .update(partnerships)
        .set({ endedAt: now })
        .where(and(eq(partnerships.id, id), live, involves(userId)))
        .returning({ id: partnerships.id, user1Id: partnerships.user1Id, user2Id: partnerships.user2Id });
      if (ended.length === 0) return null;
      await tx
        .update(swipeSessions)
        .set({ status: 'cancelled', completedAt: now })
        .where(and(eq(swipeSessions.partnershipId, id), eq(swipeSessions.status, 'active'), eq(swipeSessions.isGroup, false)));
      // In a group, the partner it brought in leaves; the rest go on.
      const groups = await leaveGroups(tx, sql`m.partnership_id = ${id}`, now);
      const memberIds = [ended[0]!.user1Id, ended[0]!.user2Id].filter((member): member is string => member !== null);
      return { memberIds, groups };
    });
  }

  /**
   * Account deletion: the user's live partnerships end (their active sessions are cancelled), every
   * partnership keeps its row for the other member's history but loses the deleted member's id, and
   * the user's invite codes go.
   */
  async detachUser(tx: Db, userId: string, now: Date): Promise<{ groups: GroupLeave[]; ended: EndedPartnership[] }> {
    const ended = await tx
      .update(partnerships)
      .set({ endedAt: now })
      .where(and(live, involves(userId)))
      .returning({ id: partnerships.id, user1Id: partnerships.user1Id, user2Id: partnerships.user2Id });
    if (ended.length > 0) {
      await tx
        .update(swipeSessions)
        .set({ status: 'cancelled', completedAt: now })
        .where(
          and(
            inArray(
              swipeSessions.partnershipId,
              ended.map((row) => row.id),
            ),
            eq(swipeSessions.status, 'active'),
            eq(swipeSessions.isGroup, false),
          ),
        );
    }
    // The user leaves every group they are in (whoever started it); the rest go on.
    const groups = await leaveGroups(tx, sql`m.user_id = ${userId}`, now);
    await tx.update(partnerships).set({ user1Id: null }).where(eq(partnerships.user1Id, userId));
    await tx.update(partnerships).set({ user2Id: null }).where(eq(partnerships.user2Id, userId));
    await tx.delete(partnerInvites).where(eq(partnerInvites.inviterId, userId));
    await tx.update(partnerInvites).set({ usedBy: null }).where(eq(partnerInvites.usedBy, userId));
    const partners = ended.map((row) => ({ partnershipId: row.id, partnerId: row.user1Id === userId ? row.user2Id : row.user1Id }));
    return { groups, ended: partners.filter((row): row is EndedPartnership => row.partnerId !== null) };
  }

  /** The tiers of the user's live partners (premium via partner). */
  async partnerTiers(userId: string, db: Db = this.db): Promise<SubscriptionTier[]> {
    const rows = await db
      .select({ tier: effectiveTierSql(this.now()) })
      .from(partnerships)
      .innerJoin(
        users,
        sql`${users.id} = case when ${partnerships.user1Id} = ${userId} then ${partnerships.user2Id} else ${partnerships.user1Id} end`,
      )
      .where(and(live, involves(userId)));
    return rows.map((row) => row.tier);
  }
}

/**
 * Takes the members `who` selects (a condition on `m`, a swipe_session_members row) out of the active group
 * sessions they are in, with their swipes (a member who left leaves no vote behind). Each group then goes
 * on with the rest: cancelled when fewer than two remain, matched when every remaining member already liked
 * a place (the first in the deck), completed without a match when every remaining member has finished.
 */
async function leaveGroups(tx: Db, who: SQL, now: Date): Promise<GroupLeave[]> {
  const gone = (
    (await tx.execute(sql`
      delete from swipe_session_members m using swipe_sessions s
      where s.id = m.session_id and s.is_group and s.status = 'active' and ${who}
      returning m.session_id as "sessionId", m.user_id as "userId"`)) as unknown as { rows: { sessionId: string; userId: string }[] }
  ).rows;
  if (gone.length === 0) return [];
  for (const { sessionId, userId } of gone) {
    await tx.execute(sql`delete from swipes where session_id = ${sessionId} and user_id = ${userId}`);
  }
  for (const sessionId of new Set(gone.map((row) => row.sessionId))) await settleAfterLeave(tx, sessionId, now);
  const after = (
    (await tx.execute(sql`
      select s.id as "sessionId", s.status,
        (select r.restaurant from swipe_session_restaurants r where r.session_id = s.id and r.place_id = s.matched_restaurant_id) as "match",
        coalesce((select json_agg(m.user_id) from swipe_session_members m where m.session_id = s.id), '[]'::json) as "memberIds"
      from swipe_sessions s where s.id in (${sql.join(
        [...new Set(gone.map((row) => row.sessionId))].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`)) as unknown as {
      rows: Omit<GroupLeave, 'userIds'>[];
    }
  ).rows;
  return after
    .map((row) => ({
      ...row,
      userIds: gone
        .filter((leave) => leave.sessionId === row.sessionId)
        .map((leave) => leave.userId)
        .sort(),
    }))
    .sort((a, b) => (a.sessionId < b.sessionId ? -1 : 1));
}
