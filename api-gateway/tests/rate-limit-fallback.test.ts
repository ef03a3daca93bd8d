import { randomUUID } from 'node:crypto';
import express from 'express';
import Redis from 'ioredis';
import pino from 'pino';
import request from 'supertest';
import { errorHandler } from '../src/middleware/error-handler';
import { createRateLimiterFactory } from '../src/middleware/rate-limit';

/**
 * Rate limits with Redis down: counted in this instance's memory (never a 500, never a hang, never
 * switched off), and back on the shared counters once Redis answers again.
 */
function limitedApp(redis: Redis, name = 'fallback-test') {
  const warnings: unknown[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
  const app = express();
  app.use(createRateLimiterFactory(redis, logger)({ name, limit: 2, windowMs: 60_000 }));
  app.get('/limited', (_req, res) => res.json({ ok: true }));
  app.use(errorHandler);
  return { app, warnings };
}

/** The part of an ioredis client rate-limiter-flexible uses, answering as told. */
class ScriptedRedis {
  status = 'ready';
  mode: 'ok' | 'fail' | 'hang' = 'ok';
  hits = new Map<string, number>();
  defineCommand() {}
  rlflxIncr([key, points]: string[]) {
    if (this.mode === 'fail') return Promise.reject(new Error('Connection is closed'));
    if (this.mode === 'hang') return new Promise(() => undefined);
    const totalHits = (this.hits.get(key!) ?? 0) + Number(points);
    this.hits.set(key!, totalHits);
    return Promise.resolve([totalHits, 60_000]);
  }
}

describe('rate limits when Redis is unavailable', () => {
  it('counts in memory while Redis reconnects: limits still hold, nothing waits on Redis', async () => {
    const redis = new ScriptedRedis();
    redis.status = 'reconnecting';
    redis.mode = 'hang';
    const { app, warnings } = limitedApp(redis as unknown as Redis);
    await request(app).get('/limited').expect(200);
    await request(app).get('/limited').expect(200);
    expect((await request(app).get('/limited').expect(429)).body).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in/),
    });
    expect(warnings).toContainEqual(
      expect.objectContaining({ limiter: 'fallback-test', msg: 'rate limit counted in memory: Redis unavailable' }),
    );
  });

  it('falls back when a connected Redis fails or hangs, then returns to the shared counters', async () => {
    const redis = new ScriptedRedis();
    const { app, warnings } = limitedApp(redis as unknown as Redis);
    redis.mode = 'fail';
    await request(app).get('/limited').expect(200);
    expect(warnings).toHaveLength(1);

    // A hung Redis never answers: the request is served only because the shared counters are given up on
    // (after SHARED_STORE_TIMEOUT_MS).
    redis.mode = 'hang';
    await request(app).get('/limited').expect(200);
    expect(warnings).toHaveLength(2);
    // Two local hits so far: the third is over the limit, Redis or not.
    await request(app).get('/limited').expect(429);

    redis.mode = 'ok';
    await request(app).get('/limited').expect(200);
    expect([...redis.hits.values()]).toEqual([1]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.log('rate-limit-fallback: TEST_REDIS_URL unset, the real-Redis cases are skipped');

(redisUrl ? describe : describe.skip)('rate limits on a real Redis', () => {
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
    connections.push(redis);
    return redis;
  };
  afterAll(() => connections.forEach((redis) => redis.disconnect()));

  it('counts across instances, locally while Redis is hung or gone, and in Redis again after', async () => {
    const name = `fallback-${randomUUID()}`;
    const [redisOne, redisTwo, helper] = [connect(), connect(), connect()];
    // Until a connection is ready its limiter counts locally (as at a gateway's start).
    await Promise.all([redisOne.ping(), redisTwo.ping(), helper.ping()]);
    const one = limitedApp(redisOne, name);
    const two = limitedApp(redisTwo, name);
    await request(one.app).get('/limited').expect(200);
    await request(two.app).get('/limited').expect(200);
    await request(one.app).get('/limited').expect(429);

    // Instance two's connection stops answering: a blocking pop holds it, the counter's call waits behind it.
    const list = `forkcast:test:${name}`;
    const blocked = redisTwo.blpop(list, 0);
    await request(two.app).get('/limited').expect(200);
    await request(two.app).get('/limited').expect(200);
    await request(two.app).get('/limited').expect(429);
    expect(two.warnings.length).toBeGreaterThanOrEqual(2);
    await helper.lpush(list, 'release');
    await blocked;

    // Gone: not asked at all.
    redisOne.disconnect();
    const local = limitedApp(redisOne, `fallback-${randomUUID()}`);
    await request(local.app).get('/limited').expect(200);
    await request(local.app).get('/limited').expect(200);
    await request(local.app).get('/limited').expect(429);

    // Back: instance one never counted this limiter locally, so its 429 is the shared count.
    await redisOne.connect();
    await request(one.app).get('/limited').expect(429);
  });
});
