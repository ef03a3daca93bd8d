import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type IncrementResponse, type Store } from 'express-rate-limit';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import type Redis from 'ioredis';
import { TooManyRequestsError } from '../errors';
import type { Logger } from '../logger';

export interface RateLimitOptions {
  /** Distinguishes the counters of different limiters in a shared store. */
  name: string;
  limit: number;
  windowMs: number;
  /** Default: the client IP (IPv6 grouped by /56 so one host cannot rotate addresses). */
  key?: (req: Request) => string | undefined;
  /** Count only failed answers (status ≥ 400): e.g. wrong invite codes, not accepted ones. */
  countFailuresOnly?: boolean;
  /**
   * Counted as usual but never refused: e.g. an account with no failures of its own behind an address
   * whose shared failure budget others have spent (see `priorFailures`).
   */
  exempt?: (req: Request) => boolean;
  /**
   * Over the limit, the request is not refused: this marks it and it goes on. For limits on what a route
   * does rather than on asking (how much mail one address gets), where a 429 would lock out the person
   * who shares the counter with whoever spent it.
   */
  overLimit?: (req: Request) => void;
}

interface LimitInfo {
  used: number;
  resetTime?: Date;
}

/** Where each limiter leaves its count on the request, so a later limiter can read it. */
const infoProperty = (name: string) => `rateLimit:${name}`;

function limitInfo(req: Request, name: string): LimitInfo | undefined {
  return (req as unknown as Record<string, LimitInfo | undefined>)[infoProperty(name)];
}

/**
 * Failures the caller had already made before this request, by the counter of the failures-only limiter
 * `name` that ran before (it counts this request too until it succeeds); 0 when it did not count it.
 */
export function priorFailures(req: Request, name: string): number {
  return Math.max(0, (limitInfo(req, name)?.used ?? 1) - 1);
}

/** The signed-in user (or admitted guest) as a limiter key; signed-out requests are left to the per-address limiter. */
export function userKey(req: Request): string | undefined {
  const userId = req.session?.userId ?? req.guest?.userId;
  return userId ? `user:${userId}` : undefined;
}

/** "in 40 seconds", "in 3 minutes": what a person reads in the toast. */
export function retryAfterText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * Builds limiters that count in Redis when REDIS_URL is set (shared by every gateway instance) and in
 * memory otherwise. Over the limit, the error middleware answers 429 with the spec's message.
 */
export function createRateLimiterFactory(redis: Redis | undefined, logger?: Logger) {
  return ({ name, limit, windowMs, key, countFailuresOnly = false, exempt, overLimit }: RateLimitOptions): RequestHandler => {
    const store = new CounterStore(
      counters({ name, points: limit, duration: windowMs / 1000 }, redis, () =>
        logger?.warn({ limiter: name }, 'rate limit counted in memory: Redis unavailable'),
      ),
      { prefix: `forkcast:rl:${name}:`, localKeys: !redis },
    );
    return rateLimit({
      windowMs,
      limit: exempt ? (req) => (exempt(req) ? Number.MAX_SAFE_INTEGER : limit) : limit,
      requestPropertyName: infoProperty(name),
      // A keyed limiter counts per e-mail address: its remaining count would tell anyone how often an
      // address was asked for lately (ASVS 6.3.8), so only the caller's own per-IP counters are announced.
      standardHeaders: key ? false : 'draft-8',
      legacyHeaders: false,
      store,
      // Requests without a key (e.g. no e-mail in the body) are left to validation, not counted.
      skip: (req) => (key ? key(req) === undefined : false),
      keyGenerator: (req) => (key ? (key(req) ?? '') : ipKeyGenerator(req.ip ?? 'unknown')),
      skipSuccessfulRequests: countFailuresOnly,
      // Every 429 says when to come back, in the header (clients, proxies) and in words (the toast).
      handler: (req, res, next) => {
        if (overLimit) {
          overLimit(req);
          return next();
        }
        const resetTime = limitInfo(req, name)?.resetTime;
        const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000));
        res.setHeader('Retry-After', String(seconds));
        next(new TooManyRequestsError(`Too many requests. Please try again in ${retryAfterText(seconds)}.`));
      },
    });
  };
}

export type RateLimiterFactory = ReturnType<typeof createRateLimiterFactory>;

/** How long a request waits for the shared counters before counting locally. */
export const SHARED_STORE_TIMEOUT_MS = 1000;

type CounterOptions = { name: string; points: number; duration: number };

/**
 * One limiter's counters. With Redis, shared ones there, insured by this instance's own in memory while
 * Redis is unreachable. Why not fail closed (503): the limits guard sign-in, and a Redis outage must not
 * lock every user out of an app whose data lives in PostgreSQL. Why not fail open: the limits stop code
 * flooding, which an outage must not switch off; counted per instance they still hold, at worst N times
 * looser across N instances. A Redis that isn't connected is not asked at all (no request waits on its
 * reconnect attempts), and one that stops answering is given up on after SHARED_STORE_TIMEOUT_MS.
 */
export function counters(
  { name, points, duration }: CounterOptions,
  redis: Redis | undefined,
  onFallback: () => void,
): RateLimiterAbstract {
  if (!redis) return new RateLimiterMemory({ points, duration });
  return new RLWrapperTimeouts({
    limiter: new RateLimiterRedis({ storeClient: redis, keyPrefix: `forkcast:rl:${name}`, points, duration, rejectIfRedisNotReady: true }),
    timeoutMs: SHARED_STORE_TIMEOUT_MS,
    insuranceLimiter: new LocalCounters({ points, duration }, onFallback),
  });
}

/** The insurance counters: used only while Redis is unreachable, which each counted request logs. */
class LocalCounters extends RateLimiterMemory {
  constructor(
    options: { points: number; duration: number },
    private readonly onUse: () => void,
  ) {
    super(options);
  }

  override penalty(...args: Parameters<RateLimiterMemory['penalty']>) {
    this.onUse();
    return super.penalty(...args);
  }
}

/** express-rate-limit's store interface over rate-limiter-flexible's counters: express-rate-limit decides, they count. */
class CounterStore implements Store {
  readonly prefix: string;
  readonly localKeys: boolean;

  constructor(
    private readonly limiter: RateLimiterAbstract,
    { prefix, localKeys }: { prefix: string; localKeys: boolean },
  ) {
    this.prefix = prefix;
    this.localKeys = localKeys;
  }

  async increment(key: string): Promise<IncrementResponse> {
    return infoOf(await this.limiter.penalty(key));
  }

  async decrement(key: string): Promise<void> {
    await this.limiter.reward(key);
  }

  async resetKey(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const counted = await this.limiter.get(key);
    return counted ? infoOf(counted) : undefined;
  }
}

function infoOf(counted: RateLimiterRes): ClientRateLimitInfo {
  return {
    totalHits: counted.consumedPoints,
    resetTime: counted.msBeforeNext >= 0 ? new Date(Date.now() + counted.msBeforeNext) : undefined,
  };
}
