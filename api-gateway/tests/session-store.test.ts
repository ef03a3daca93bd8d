import type session from 'express-session';
import { eq } from 'drizzle-orm';
import { httpSessions } from '../src/db/schema';
import { DatabaseSessionStore } from '../src/session/database-session-store';
import { getTestDatabase } from './helpers/test-database';
import { waitFor } from './helpers/wait-for';

const cookie = (expires: Date) => ({ cookie: { expires, originalMaxAge: 1000 } }) as unknown as session.SessionData;
const call = <T>(fn: (cb: (error: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) => fn((error, value) => (error ? reject(error) : resolve(value))));

describe('DatabaseSessionStore', () => {
  it('stores, reads, touches, hides expired rows, prunes and destroys', async () => {
    const { db } = await getTestDatabase();
    let now = new Date('2030-01-01T00:00:00Z');
    const store = new DatabaseSessionStore(db, { now: () => now, pruneIntervalMs: 0 });
    const data = { ...cookie(new Date('2030-01-02T00:00:00Z')), userId: 'u1' } as session.SessionData;

    await call((cb) => store.set('sid-1', data, cb));
    expect(await call<session.SessionData | null>((cb) => store.get('sid-1', cb))).toMatchObject({ userId: 'u1' });

    await call((cb) => store.touch('sid-1', cookie(new Date('2030-01-03T00:00:00Z')), cb));
    now = new Date('2030-01-02T12:00:00Z');
    expect(await call((cb) => store.get('sid-1', cb))).toMatchObject({ userId: 'u1' });

    now = new Date('2030-01-04T00:00:00Z');
    expect(await call((cb) => store.get('sid-1', cb))).toBeNull();
    await store.pruneExpired();
    expect(await db.select().from(httpSessions).where(eq(httpSessions.sid, 'sid-1'))).toHaveLength(0);

    await call((cb) => store.set('sid-2', data, cb));
    await call((cb) => store.destroy('sid-2', cb));
    expect(await db.select().from(httpSessions).where(eq(httpSessions.sid, 'sid-2'))).toHaveLength(0);
    store.close();
  });

  it('skips a touch that would move the expiry by less than an hour, and writes a larger one', async () => {
    const { db } = await getTestDatabase();
    const store = new DatabaseSessionStore(db, { pruneIntervalMs: 0, now: () => new Date('2030-01-01T00:00:00Z') });
    const expiryOf = async () => (await db.select().from(httpSessions).where(eq(httpSessions.sid, 'sid-t')))[0]!.expiresAt.toISOString();
    await call((cb) => store.set('sid-t', cookie(new Date('2030-02-01T00:00:00.000Z')), cb));

    await call((cb) => store.touch('sid-t', cookie(new Date('2030-02-01T00:30:00.000Z')), cb));
    expect(await expiryOf()).toBe('2030-02-01T00:00:00.000Z');

    await call((cb) => store.touch('sid-t', cookie(new Date('2030-02-01T02:00:00.000Z')), cb));
    expect(await expiryOf()).toBe('2030-02-01T02:00:00.000Z');
    store.close();
  });
});

describe('DatabaseSessionStore read cache (several instances on one database)', () => {
  const data = (userId: string) => ({ ...cookie(new Date('2030-01-02T00:00:00Z')), userId }) as session.SessionData;
  const now = () => new Date('2030-01-01T00:00:00Z');
  const get = (store: DatabaseSessionStore, sid: string) => call<session.SessionData | null>((cb) => store.get(sid, cb));
  it('hands out a fresh copy on every hit, and this instance forgets a destroyed session at once', async () => {
    const { db } = await getTestDatabase();
    const store = new DatabaseSessionStore(db, { now, pruneIntervalMs: 0, cacheTtlMs: 60_000 });
    await call((cb) => store.set('sid-c1', data('u1'), cb));
    const first = await get(store, 'sid-c1');
    (first as unknown as { userId: string }).userId = 'changed by a request';
    expect(await get(store, 'sid-c1')).toMatchObject({ userId: 'u1' });
    await call((cb) => store.destroy('sid-c1', cb));
    expect(await get(store, 'sid-c1')).toBeNull();
    store.close();
  });

  it('another instance serves a session ended elsewhere for no longer than the cache TTL', async () => {
    // The cache's freshness runs on performance.now(): only that clock is faked (the database keeps its
    // real timers), and moved past the TTL instead of waiting for it.
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
    try {
      const { db } = await getTestDatabase();
      const a = new DatabaseSessionStore(db, { now, pruneIntervalMs: 0, cacheTtlMs: 200 });
      const b = new DatabaseSessionStore(db, { now, pruneIntervalMs: 0, cacheTtlMs: 200 });
      await call((cb) => a.set('sid-c2', data('u2'), cb));
      expect(await get(b, 'sid-c2')).toMatchObject({ userId: 'u2' });
      await call((cb) => a.destroy('sid-c2', cb));
      // Within the TTL, b may still answer from its cache (nothing tells it without Redis)...
      jest.advanceTimersByTime(199);
      expect(await get(b, 'sid-c2')).toMatchObject({ userId: 'u2' });
      // ...and once the TTL has passed it reads the database again.
      jest.advanceTimersByTime(2);
      expect(await get(b, 'sid-c2')).toBeNull();
      a.close();
      b.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it('never caches a row read while the session was being ended', async () => {
    const { db } = await getTestDatabase();
    const store = new DatabaseSessionStore(db, { now, pruneIntervalMs: 0, cacheTtlMs: 60_000 });
    await call((cb) => store.set('sid-c3', data('u3'), cb));
    await call((cb) => store.destroy('sid-c3', cb)); // drop the set's entry: the next read goes to the database
    await call((cb) => store.set('sid-c3', data('u3'), cb));
    store['cache'].clear();
    // The read starts before the destroy and may see the row; it must not be cached afterwards.
    const reading = get(store, 'sid-c3');
    const destroying = call((cb) => store.destroy('sid-c3', cb));
    await Promise.all([reading, destroying]);
    expect(await get(store, 'sid-c3')).toBeNull();
    store.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('DatabaseSessionStore read cache with Redis', () => {
  it('a session ended on one instance is gone from the other at once, long before the TTL', async () => {
    const { default: Redis } = await import('ioredis');
    const { db } = await getTestDatabase();
    const redisA = new Redis(redisUrl as string);
    const redisB = new Redis(redisUrl as string);
    const now = () => new Date('2030-01-01T00:00:00Z');
    // A TTL no test waits out: only the published message can make B forget.
    const a = new DatabaseSessionStore(db, { now, pruneIntervalMs: 0, cacheTtlMs: 600_000, redis: redisA });
    const b = new DatabaseSessionStore(db, { now, pruneIntervalMs: 0, cacheTtlMs: 600_000, redis: redisB });
    try {
      const sid = `sid-r-${Date.now()}`;
      await call((cb) => a.set(sid, { ...cookie(new Date('2030-01-02T00:00:00Z')), userId: 'u4' } as session.SessionData, cb));
      // B caches only once subscribed; read until its entry is cached (PGlite answers in microtasks: the
      // polling's turn of the event loop lets Redis connect).
      await waitFor(
        'B to cache the session',
        async () => {
          await call((cb) => b.get(sid, cb));
          return b['cache'].size > 0;
        },
        5_000,
        0,
      );
      await call((cb) => a.destroy(sid, cb));
      await waitFor('B to forget the ended session', async () => (await call((cb) => b.get(sid, cb))) === null, 5_000, 0);
    } finally {
      a.close();
      b.close();
      await Promise.allSettled([redisA.quit(), redisB.quit()]);
    }
  });
});
