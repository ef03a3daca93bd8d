/** A bucket's size (the burst it allows) and how many tokens come back per second. */
export interface BucketRate {
  burst: number;
  perSecond: number;
}

export interface LiveEventLimits {
  /** One socket. An honest tab sends a register on connect and on each move between home and the swipe screen. */
  socket: BucketRate;
  /** All of one user's sockets on this instance (several tabs and devices). */
  user: BucketRate;
  /** Messages dropped on one socket before it is closed: a client that keeps sending past the limit is a flood. */
  dropsBeforeDisconnect: number;
}

/**
 * Why these numbers: the app sends a handful of registers per screen change; a burst of 10 per socket
 * and 20 per user, refilled at 1 and 2 a second, is far above that and far below what hurts the server.
 */
export const DEFAULT_LIVE_EVENT_LIMITS: LiveEventLimits = {
  socket: { burst: 10, perSecond: 1 },
  user: { burst: 20, perSecond: 2 },
  dropsBeforeDisconnect: 30,
};

/** A token bucket: full at start, one token per message, refilled continuously. */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly rate: BucketRate,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = rate.burst;
    this.updatedAt = now();
  }

  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Refilled to the brim: forgetting it changes nothing. */
  isFull(): boolean {
    this.refill();
    return this.tokens >= this.rate.burst;
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.updatedAt) / 1000) * this.rate.perSecond);
    this.updatedAt = now;
  }
}

/**
 * The per-user buckets of this instance. They are counted in memory, per instance, on purpose: what they
 * protect is the instance's own event loop and the database reads it makes, and a message costs no Redis
 * round trip. A user spread over N instances gets at most N times the per-user rate in all (each instance
 * still bounded), and every socket is bounded on its own wherever it lands.
 */
export class UserEventBuckets {
  private readonly buckets = new Map<string, TokenBucket>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly rate: BucketRate,
    private readonly now: () => number = Date.now,
    sweepEveryMs = 60_000,
  ) {
    // Kept after the user's sockets close (reconnecting must not refill the bucket); dropped once full again.
    this.sweeper = setInterval(() => this.sweep(), sweepEveryMs);
    this.sweeper.unref();
  }

  take(userId: string): boolean {
    let bucket = this.buckets.get(userId);
    if (!bucket) {
      bucket = new TokenBucket(this.rate, this.now);
      this.buckets.set(userId, bucket);
    }
    return bucket.take();
  }

  get size(): number {
    return this.buckets.size;
  }

  sweep(): void {
    for (const [userId, bucket] of this.buckets) if (bucket.isFull()) this.buckets.delete(userId);
  }

  stop(): void {
    clearInterval(this.sweeper);
    this.buckets.clear();
  }
}
