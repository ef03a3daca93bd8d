import express from 'express';
import request from 'supertest';
import { rateLimit, type ClientRateLimitInfo, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { TooManyRequestsError } from '../src/errors';
import { errorHandler } from '../src/middleware/error-handler';
import { RedisWithLocalFallback } from '../src/middleware/rate-limit';

/**
 * Rate limits with Redis down: counted in this instance's memory (never a 500, never a hang, never
 * switched off), and back on the shared counters once Redis answers again.
 */
class ScriptedStore implements Store {
  mode: 'ok' | 'fail' | 'hang' = 'ok';
  inits = 0;
  hits = new Map<string, number>();
  async init(_options: Options) {
    this.inits += 1;
    if (this.mode === 'fail') throw new Error('NOSCRIPT or connection lost');
  }
  async increment(key: string): Promise<IncrementResponse> {
    if (this.mode === 'fail') throw new Error('Connection is closed');
    if (this.mode === 'hang') return new Promise(() => undefined);
    const totalHits = (this.hits.get(key) ?? 0) + 1;
    this.hits.set(key, totalHits);
    return { totalHits, resetTime: new Date(Date.now() + 60_000) };
  }
  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return { totalHits: this.hits.get(key) ?? 0, resetTime: undefined };
  }
  async decrement() {}
  async resetKey(key: string) {
    this.hits.delete(key);
  }
}

describe('rate limits when Redis is unavailable', () => {
  const build = (status: { status: string }, shared: ScriptedStore, warnings: unknown[]) => {
    const app = express();
    const store = new RedisWithLocalFallback(status as never, shared, (error) => warnings.push(error));
    app.use(rateLimit({ windowMs: 60_000, limit: 2, store, handler: (_req, _res, next) => next(new TooManyRequestsError()) }));
    app.get('/limited', (_req, res) => res.json({ ok: true }));
    app.use(errorHandler);
    return app;
  };

  it('counts in memory while Redis reconnects: limits still hold, nothing waits on Redis', async () => {
    const shared = new ScriptedStore();
    shared.mode = 'hang';
    const app = build({ status: 'reconnecting' }, shared, []);
    await request(app).get('/limited').expect(200);
    await request(app).get('/limited').expect(200);
    expect((await request(app).get('/limited').expect(429)).body).toEqual({ message: expect.any(String) });
  });

  it('falls back when a connected Redis fails or hangs, then returns to the shared counters', async () => {
    const redis = { status: 'ready' };
    const shared = new ScriptedStore();
    const warnings: unknown[] = [];
    const app = build(redis, shared, warnings);
    shared.mode = 'fail';
    await request(app).get('/limited').expect(200);
    expect(warnings).toHaveLength(1);

    shared.mode = 'hang';
    // A hung Redis never answers: the request is served only because the shared store is given up on
    // (after SHARED_STORE_TIMEOUT_MS), which the warning tells.
    await request(app).get('/limited').expect(200);
    expect(warnings).toHaveLength(2);
    expect(String(warnings[1])).toMatch(/Redis did not answer within/);
    // Two local hits so far: the third is over the limit, Redis or not.
    await request(app).get('/limited').expect(429);

    shared.mode = 'ok';
    const initsBefore = shared.inits;
    await request(app).get('/limited').expect(200);
    // Its scripts are loaded again before use (Redis may have restarted empty), and it counts again.
    expect(shared.inits).toBe(initsBefore + 1);
    expect([...shared.hits.values()]).toEqual([1]);
  });
});
