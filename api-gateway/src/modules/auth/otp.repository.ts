import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { otpCodes, type OtpCodeRow } from '../../db/schema';

export class OtpRepository {
  constructor(private readonly db: Db) {}

  /** Account deletion: codes are keyed by e-mail, not user id. */
  async deleteForEmail(tx: Db, email: string): Promise<void> {
    await tx.delete(otpCodes).where(eq(otpCodes.email, email));
  }

  /**
   * Makes `values` the only live code of its address and client: that client's unused codes are consumed
   * and the new one stored in one transaction, serialised per address and client by an advisory lock, so
   * two requests at the same moment cannot leave two live codes (each would otherwise consume before the
   * other inserts). Other clients' codes stay live: asking for a code cannot cancel someone else's.
   */
  async replaceLiveCode(values: { email: string; clientHash: string; codeHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${values.email}:${values.clientHash}`}, 0))`);
      await tx
        .update(otpCodes)
        .set({ consumedAt: values.createdAt })
        .where(and(eq(otpCodes.email, values.email), eq(otpCodes.clientHash, values.clientHash), isNull(otpCodes.consumedAt)));
      await tx.insert(otpCodes).values(values);
    });
  }

  /**
   * Spends one attempt on the live code of this address and client and returns it, or nothing when no
   * live code is left (none, expired, used, or out of attempts). Counting before comparing, in one UPDATE,
   * means parallel guesses cannot get more than `maxAttempts` comparisons between them.
   */
  async spendAttempt(email: string, clientHash: string, now: Date, maxAttempts: number): Promise<OtpCodeRow | undefined> {
    const [row] = await this.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(
        and(
          eq(otpCodes.email, email),
          eq(otpCodes.clientHash, clientHash),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, now),
          lt(otpCodes.attempts, maxAttempts),
        ),
      )
      .returning();
    return row;
  }

  /**
   * Past the mail budget: the newest code mailed to `email`, if still live, becomes this client's live code
   * too — a row of its own with the same hash and expiry (so tries count per client), created now, so a
   * code's rows after its first are the shared ones — replacing the client's earlier codes as asking again
   * does. Nothing when the newest code is used or expired: an older one is not the mail its owner reads first.
   */
  async shareNewest(email: string, clientHash: string, now: Date): Promise<void> {
    const [newest] = await this.db
      .select({ codeHash: otpCodes.codeHash, expiresAt: sql<Date>`max(${otpCodes.expiresAt})`.mapWith(otpCodes.expiresAt) })
      .from(otpCodes)
      .where(eq(otpCodes.email, email))
      .groupBy(otpCodes.codeHash)
      .orderBy(desc(sql`min(${otpCodes.createdAt})`))
      .limit(1);
    if (!newest || newest.expiresAt <= now) return;
    await this.replaceLiveCode({ email, clientHash, codeHash: newest.codeHash, expiresAt: newest.expiresAt, createdAt: now });
  }

  /**
   * After a code mailed at `since` was stored: the clients given an older code since then (while that mail
   * was on its way: a shared row, made after its code's first, for a code first mailed before `since`) get
   * this one instead. Clients given this code or a newer one keep theirs.
   */
  async shareWithSharedSince(mailed: { email: string; codeHash: string; expiresAt: Date }, since: Date, now: Date): Promise<void> {
    const at = since.toISOString();
    const { rows } = (await this.db.execute(sql`
      select distinct r.client_hash as "clientHash" from otp_codes r
      where r.email = ${mailed.email} and r.consumed_at is null and r.client_hash is not null and r.created_at >= ${at}::timestamptz
        and (select min(m.created_at) from otp_codes m where m.email = r.email and m.code_hash = r.code_hash) < ${at}::timestamptz`)) as unknown as {
      rows: { clientHash: string }[];
    };
    for (const { clientHash } of rows) await this.replaceLiveCode({ ...mailed, clientHash, createdAt: now });
  }

  /**
   * True only for the one request that marks the code used. A code shared by several clients is one code:
   * using it ends it for all of them (serialised per code, so two clients cannot both use it at once).
   */
  async consume(code: Pick<OtpCodeRow, 'id' | 'email' | 'codeHash'>, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-code:${code.email}:${code.codeHash}`}, 0))`);
      const used = await tx
        .update(otpCodes)
        .set({ consumedAt: now, expiresAt: now })
        .where(and(eq(otpCodes.id, code.id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
        .returning({ id: otpCodes.id });
      if (used.length !== 1) return false;
      await tx
        .update(otpCodes)
        .set({ expiresAt: now })
        .where(and(eq(otpCodes.email, code.email), eq(otpCodes.codeHash, code.codeHash), gt(otpCodes.expiresAt, now)));
      return true;
    });
  }
}
