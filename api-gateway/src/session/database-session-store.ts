import { and, eq, gt, lt, sql } from 'drizzle-orm';
import session from 'express-session';
import type { Db } from '../db/database';
import { httpSessions } from '../db/schema';

type Callback = (error?: unknown) => void;

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Rolling sessions touch their row on every request; moving a 30-day expiry by less than this is not worth
 * a database write on the hot path (a swipe would otherwise cost an extra UPDATE).
 */
const TOUCH_GRANULARITY_MS = 60 * 60 * 1000;
const REMEMBERED_EXPIRIES = 10_000;

/**
 * express-session store on the app's own database (PGlite or PostgreSQL), so sessions survive restarts
 * without another service. Expired rows are never returned and are pruned periodically.
 */
export class DatabaseSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    options: { pruneIntervalMs?: number; now?: () => Date } = {},
  ) {
    super();
    this.now = options.now ?? (() => new Date());
    this.getQuery = db
      .select({ sess: httpSessions.sess, expiresAt: httpSessions.expiresAt })
      .from(httpSessions)
      .where(and(eq(httpSessions.sid, sql.placeholder('sid')), gt(httpSessions.expiresAt, sql.placeholder('now'))))
      .limit(1)
      .prepare('http_session_get');
    const interval = options.pruneIntervalMs ?? 15 * 60 * 1000;
    if (interval > 0) {
      this.pruneTimer = setInterval(() => void this.pruneExpired().catch(() => undefined), interval);
      // Pruning must never keep the process (or a test run) alive.
      this.pruneTimer.unref();
    }
  }

  private readonly now: () => Date;
  /**
   * Every signed-in request reads its session: prepared once (a named statement on PostgreSQL), so the
   * query is neither rebuilt nor re-planned per request.
   */
  private readonly getQuery;
  /** The expiry each recently seen session has in the database, so touch() can skip needless writes. */
  private readonly storedExpiry = new Map<string, number>();

  override get(sid: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
    this.getQuery
      .execute({ sid, now: this.now() })
      .then(([row]) => {
        if (row) this.rememberExpiry(sid, row.expiresAt);
        callback(null, row ? (row.sess as unknown as session.SessionData) : null);
      }, callback);
  }

  override set(sid: string, data: session.SessionData, callback: Callback = noop): void {
    const expiresAt = this.expiryOf(data);
    const sess = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    this.db
      .insert(httpSessions)
      .values({ sid, sess, expiresAt })
      .onConflictDoUpdate({ target: httpSessions.sid, set: { sess, expiresAt } })
      .then(() => {
        this.rememberExpiry(sid, expiresAt);
        callback();
      }, callback);
  }

  override touch(sid: string, data: session.SessionData, callback: Callback = noop): void {
    const expiresAt = this.expiryOf(data);
    const stored = this.storedExpiry.get(sid);
    if (stored !== undefined && Math.abs(expiresAt.getTime() - stored) < TOUCH_GRANULARITY_MS) {
      callback();
      return;
    }
    this.db
      .update(httpSessions)
      .set({ expiresAt })
      .where(eq(httpSessions.sid, sid))
      .then(() => {
        this.rememberExpiry(sid, expiresAt);
        callback();
      }, callback);
  }

  override destroy(sid: string, callback: Callback = noop): void {
    this.storedExpiry.delete(sid);
    this.db
      .delete(httpSessions)
      .where(eq(httpSessions.sid, sid))
      .then(() => callback(), callback);
  }

  /** Signs the user out everywhere (account deletion): every cookie session carrying their id. */
  async destroyAllForUser(tx: Db, userId: string): Promise<void> {
    const rows = await tx
      .delete(httpSessions)
      .where(sql`${httpSessions.sess}->>'userId' = ${userId}`)
      .returning({ sid: httpSessions.sid });
    for (const { sid } of rows) this.storedExpiry.delete(sid);
  }

  /**
   * Signs the user out everywhere but `keepSid` (an e-mail change): returns the ended session ids so
   * their live sockets can be closed too.
   */
  async destroyOthersForUser(userId: string, keepSid: string | undefined): Promise<string[]> {
    const rows = await this.db
      .delete(httpSessions)
      .where(
        keepSid === undefined
          ? sql`${httpSessions.sess}->>'userId' = ${userId}`
          : sql`${httpSessions.sess}->>'userId' = ${userId} and ${httpSessions.sid} <> ${keepSid}`,
      )
      .returning({ sid: httpSessions.sid });
    for (const { sid } of rows) this.storedExpiry.delete(sid);
    return rows.map((row) => row.sid);
  }

  async pruneExpired(): Promise<void> {
    await this.db.delete(httpSessions).where(lt(httpSessions.expiresAt, this.now()));
  }

  close(): void {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
  }

  private rememberExpiry(sid: string, expiresAt: Date): void {
    // Re-insert so the Map's order is recency; drop the oldest past the bound.
    this.storedExpiry.delete(sid);
    this.storedExpiry.set(sid, expiresAt.getTime());
    if (this.storedExpiry.size > REMEMBERED_EXPIRIES) {
      const oldest = this.storedExpiry.keys().next().value;
      if (oldest !== undefined) this.storedExpiry.delete(oldest);
    }
  }

  private expiryOf(data: session.SessionData): Date {
    const expires = data.cookie?.expires;
    if (expires) return new Date(expires);
    const maxAge = data.cookie?.maxAge;
    return new Date(this.now().getTime() + (typeof maxAge === 'number' ? maxAge : DEFAULT_TTL_MS));
  }
}

function noop(): void {}
