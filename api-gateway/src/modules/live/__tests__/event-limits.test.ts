import { TokenBucket, UserEventBuckets } from '../event-limits';

describe('live event limits', () => {
  it('a bucket allows its burst, then refills at its rate', () => {
    let now = 0;
    const bucket = new TokenBucket({ burst: 3, perSecond: 2 }, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now = 500;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now = 10_000;
    expect(bucket.isFull()).toBe(true);
  });

  it("a user's bucket outlives their sockets until it is full again, so reconnecting doesn't refill it", () => {
    let now = 0;
    const buckets = new UserEventBuckets({ burst: 1, perSecond: 1 }, () => now, 3_600_000);
    expect(buckets.take('ana')).toBe(true);
    expect(buckets.take('ana')).toBe(false);
    buckets.sweep();
    expect(buckets.take('ana')).toBe(false);
    now = 2_000;
    buckets.sweep();
    expect(buckets.size).toBe(0);
    buckets.stop();
  });
});
