import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessionShares } from '../../db/schema';

/** The sessions' public result links (session_shares). */
export class SharesRepository {
  constructor(private readonly db: Db) {}

  /**
   * The session's link token: `token` when the session had none, else the one it has. Two members sharing at
   * the same moment both get the one that was stored first (the insert of the second does nothing).
   */
  async tokenFor(sessionId: string, token: string): Promise<string> {
    const [inserted] = await this.db
      .insert(sessionShares)
      .values({ sessionId, token })
      .onConflictDoNothing({ target: sessionShares.sessionId })
      .returning({ token: sessionShares.token });
    if (inserted) return inserted.token;
    const [row] = await this.db.select({ token: sessionShares.token }).from(sessionShares).where(eq(sessionShares.sessionId, sessionId));
    if (!row) throw new Error('Share link vanished between its insert and its read');
    return row.token;
  }

  /** The session a link token opens, if any. */
  async sessionOf(token: string): Promise<string | undefined> {
    const [row] = await this.db.select({ sessionId: sessionShares.sessionId }).from(sessionShares).where(eq(sessionShares.token, token));
    return row?.sessionId;
  }
}
