import { and, eq, gt, lt } from 'drizzle-orm';
import session from 'express-session';
import type { Db } from '../db/database';
import { httpSessions } from '../db/schema';

type Callback = (error?: unknown) => void;

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

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
    const interval = options.pruneIntervalMs ?? 15 * 60 * 1000;
    if (interval > 0) {
      this.pruneTimer = setInterval(() => void this.pruneExpired().catch(() => undefined), interval);
      // Pruning must never keep the process (or a test run) alive.
      this.pruneTimer.unref();
    }
  }

  private readonly now: () => Date;

  override get(sid: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
    this.db
      .select({ sess: httpSessions.sess })
      .from(httpSessions)
      .where(and(eq(httpSessions.sid, sid), gt(httpSessions.expiresAt, this.now())))
      .limit(1)
      .then(([row]) => callback(null, row ? (row.sess as unknown as session.SessionData) : null), callback);
  }

  override set(sid: string, data: session.SessionData, callback: Callback = noop): void {
    const expiresAt = this.expiryOf(data);
    const sess = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    this.db
      .insert(httpSessions)
      .values({ sid, sess, expiresAt })
      .onConflictDoUpdate({ target: httpSessions.sid, set: { sess, expiresAt } })
      .then(() => callback(), callback);
  }

  override touch(sid: string, data: session.SessionData, callback: Callback = noop): void {
    this.db
      .update(httpSessions)
      .set({ expiresAt: this.expiryOf(data) })
      .where(eq(httpSessions.sid, sid))
      .then(() => callback(), callback);
  }

  override destroy(sid: string, callback: Callback = noop): void {
    this.db
      .delete(httpSessions)
      .where(eq(httpSessions.sid, sid))
      .then(() => callback(), callback);
  }

  async pruneExpired(): Promise<void> {
    await this.db.delete(httpSessions).where(lt(httpSessions.expiresAt, this.now()));
  }

  close(): void {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
  }

  private expiryOf(data: session.SessionData): Date {
    const expires = data.cookie?.expires;
    if (expires) return new Date(expires);
    const maxAge = data.cookie?.maxAge;
    return new Date(this.now().getTime() + (typeof maxAge === 'number' ? maxAge : DEFAULT_TTL_MS));
  }
}

function noop(): void {}
