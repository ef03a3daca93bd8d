import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type Redis from 'ioredis';
import { TooManyRequestsError } from '../errors';

export interface RateLimitOptions {
  /** Distinguishes the counters of different limiters in a shared store. */
  name: string;
  limit: number;
  windowMs: number;
  /** Default: the client IP (IPv6 grouped by /56 so one host cannot rotate addresses). */
  key?: (req: Request) => string | undefined;
}

/**
 * Builds limiters that count in Redis when REDIS_URL is set (shared by every gateway instance) and in
 * memory otherwise. Over the limit, the error middleware answers 429 with the spec's message.
 */
export function createRateLimiterFactory(redis: Redis | undefined) {
  const storeFor = (name: string): Store | undefined =>
    redis
      ? new RedisStore({
          prefix: `forkcast:rl:${name}:`,
          sendCommand: (command: string, ...args: string[]) =>
            redis.call(command, ...args) as Promise<number | string | (number | string)[]>,
        })
      : undefined;

  return ({ name, limit, windowMs, key }: RateLimitOptions): RequestHandler => {
    const store = storeFor(name);
    return rateLimit({
      windowMs,
      limit,
      // A keyed limiter counts per e-mail address: its remaining count would tell anyone how often an
      // address was asked for lately (ASVS 6.3.8), so only the caller's own per-IP counters are announced.
      standardHeaders: key ? false : 'draft-8',
      legacyHeaders: false,
      ...(store ? { store } : {}),
      // Requests without a key (e.g. no e-mail in the body) are left to validation, not counted.
      skip: (req) => (key ? key(req) === undefined : false),
      keyGenerator: (req) => (key ? (key(req) ?? '') : ipKeyGenerator(req.ip ?? 'unknown')),
      handler: (_req, _res, next) => next(new TooManyRequestsError()),
    });
  };
}

export type RateLimiterFactory = ReturnType<typeof createRateLimiterFactory>;
