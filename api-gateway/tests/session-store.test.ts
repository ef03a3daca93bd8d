import type session from 'express-session';
import { eq } from 'drizzle-orm';
import { httpSessions } from '../src/db/schema';
import { DatabaseSessionStore } from '../src/session/database-session-store';
import { getTestDatabase } from './helpers/test-database';

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
    const expiryOf = async () =>
      (await db.select().from(httpSessions).where(eq(httpSessions.sid, 'sid-t')))[0]!.expiresAt.toISOString();
    await call((cb) => store.set('sid-t', cookie(new Date('2030-02-01T00:00:00.000Z')), cb));

    await call((cb) => store.touch('sid-t', cookie(new Date('2030-02-01T00:30:00.000Z')), cb));
    expect(await expiryOf()).toBe('2030-02-01T00:00:00.000Z');

    await call((cb) => store.touch('sid-t', cookie(new Date('2030-02-01T02:00:00.000Z')), cb));
    expect(await expiryOf()).toBe('2030-02-01T02:00:00.000Z');
    store.close();
  });
});
