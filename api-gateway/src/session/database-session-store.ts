import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import session from 'express-session';
import type Redis from 'ioredis';
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
 * How long a session read is reused by this process. Every signed-in request reads its session (a swipe
 * is two reads in all, this one and the swipe's own); reusing it for a moment takes that read off repeated
 * calls. The bound is what keeps it correct with several instances on one database: a session ended on
 * another instance (sign-out, account deletion, e-mail change) is seen here within this time even with no
 * message at all, and at once when REDIS_URL is set (the ending instance publishes it, see REVOKED_CHANNEL).
 * Ended on this instance, it is dropped from the cache at once.
 */
export const SESSION_CACHE_TTL_MS = 1_000;
const CACHED_SESSIONS = 10_000;
/** Ended or changed sessions, as hashed ids (the id is the cookie's secret half: it never travels as is). */
const REVOKED_CHANNEL = 'forkcast:http-session:changed';

interface CachedSession {
  /** The stored JSON: every read gets its own copy, as express-session changes the object it is given. */
  json: string;
  expiresAt: number;
  /** performance.now() after which the entry is read again from the database. */
  freshUntil: number;
}

/**
 * express-session store on the app's own database (PGlite or PostgreSQL), so sessions survive restarts
 * without another service. Expired rows are never returned and are pruned periodically.
 */
export class DatabaseSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    options: {
      pruneIntervalMs?: number;
      now?: () => Date;
      /** Shared Redis (REDIS_URL): ended sessions are announced to the other instances' caches. */
      redis?: Redis;
      /** 0 turns the session read cache off. */
      cacheTtlMs?: number;
    } = {},
  ) {
    super();
    this.now = options.now ?? (() => new Date());
    this.cacheTtlMs = options.cacheTtlMs ?? SESSION_CACHE_TTL_MS;
    if (options.redis && this.cacheTtlMs > 0) {
      this.redis = options.redis;
      const subscriber = options.redis.duplicate();
      subscriber.on('error', () => undefined); // reconnects by itself; meanwhile the TTL bounds staleness
      subscriber.on('message', (_channel: string, key: string) => this.forget(key));
      // Until subscribed, this instance might miss a message: it caches nothing until then.
      this.subscribed = false;
      subscriber.subscribe(REVOKED_CHANNEL).then(
        () => (this.subscribed = true),
        () => undefined,
      );
      // Messages missed while disconnected: forget everything on a reconnect (a second of extra reads).
      subscriber.on('ready', () => this.forgetAll());
      this.subscriber = subscriber;
    }
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
  private readonly cacheTtlMs: number;
  /** Recent session reads by hashed id (SESSION_CACHE_TTL_MS). */
  private readonly cache = new Map<string, CachedSession>();
  /**
   * Bumped whenever a session ends or changes: a read that was under way meanwhile may carry the old row,
   * so it is not cached.
   */
  private generation = 0;
  private readonly redis: Redis | undefined;
  private readonly subscriber: Redis | undefined;
  private subscribed = true;

  override get(sid: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
    const key = this.cacheTtlMs > 0 ? cacheKey(sid) : '';
    const cached = key ? this.cache.get(key) : undefined;
    if (cached && cached.freshUntil > performance.now() && cached.expiresAt > this.now().getTime()) {
      callback(null, JSON.parse(cached.json) as session.SessionData);
      return;
    }
    const generation = this.generation;
    this.getQuery.execute({ sid, now: this.now() }).then(([row]) => {
      if (row) {
        this.rememberExpiry(sid, row.expiresAt);
        if (key && generation === this.generation) this.remember(key, row.sess, row.expiresAt.getTime());
      }
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
        // Another instance may hold the old contents (a second tab there).
        this.changed([sid]);
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
        const cached = this.cache.get(cacheKey(sid));
        if (cached) cached.expiresAt = expiresAt.getTime();
        callback();
      }, callback);
  }

  override destroy(sid: string, callback: Callback = noop): void {
    this.storedExpiry.delete(sid);
    this.changed([sid]);
    this.db
      .delete(httpSessions)
      .where(eq(httpSessions.sid, sid))
      .then(() => {
        // Again once deleted: a read on another instance between the first message and the delete
        // could have cached the row.
        this.changed([sid]);
        callback();
      }, callback);
  }

  /** Signs the user out everywhere (account deletion): every cookie session carrying their id. */
  async destroyAllForUser(tx: Db, userId: string): Promise<void> {
    const rows = await tx
      .delete(httpSessions)
      .where(sql`${httpSessions.sess}->>'userId' = ${userId}`)
      .returning({ sid: httpSessions.sid });
    for (const { sid } of rows) this.storedExpiry.delete(sid);
    this.changed(rows.map((row) => row.sid));
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
    this.changed(rows.map((row) => row.sid));
    return rows.map((row) => row.sid);
  }

  async pruneExpired(): Promise<void> {
    await this.db.delete(httpSessions).where(lt(httpSessions.expiresAt, this.now()));
  }

  close(): void {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.subscriber?.disconnect();
    this.forgetAll();
  }

  /** Drops the sessions from this cache and tells the other instances' caches (best effort: the TTL bounds it). */
  private changed(sids: string[]): void {
    if (this.cacheTtlMs <= 0 || !sids.length) return;
    for (const sid of sids) {
      const key = cacheKey(sid);
      this.forget(key);
      this.redis?.publish(REVOKED_CHANNEL, key).catch(() => undefined);
    }
  }

  private forget(key: string): void {
    this.generation += 1;
    this.cache.delete(key);
  }

  private forgetAll(): void {
    this.generation += 1;
    this.cache.clear();
  }

  private remember(key: string, sess: unknown, expiresAt: number): void {
    if (!this.subscribed) return;
    this.cache.delete(key);
    this.cache.set(key, { json: JSON.stringify(sess), expiresAt, freshUntil: performance.now() + this.cacheTtlMs });
    if (this.cache.size > CACHED_SESSIONS) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
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

function cacheKey(sid: string): string {
  return crypto.createHash('sha256').update(sid).digest('base64url');
}
