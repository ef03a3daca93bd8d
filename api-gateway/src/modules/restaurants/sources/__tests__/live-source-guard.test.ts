import type { Place } from '../../domain/place';
import { LiveSourceGuard } from '../live-source-guard';
import { RestaurantSourceError, type RestaurantSource } from '../restaurant-source';
import { retryAfterMs } from '../upstream-request';

const QUERY = { latitude: 46.86, longitude: -114.03, radiusMiles: 5.5 };

/** A live source whose next answers the test scripts: places, or an error. */
function scriptedSource() {
  const outcomes: Array<Place[] | Error> = [];
  let calls = 0;
  const source: RestaurantSource = {
    kind: 'overpass',
    nearby: async () => {
      calls++;
      const next = outcomes.shift() ?? [];
      if (next instanceof Error) throw next;
      return next;
    },
    details: async () => null,
  };
  return { source, outcomes, calls: () => calls };
}

const refused = (status: number, retryAfter?: number) =>
  new RestaurantSourceError(
    'overpass',
    status === 429 ? 'OVER_QUERY_LIMIT' : 'HTTP_ERROR',
    `Overpass query answered HTTP ${status}`,
    status,
    retryAfter,
  );

describe('LiveSourceGuard', () => {
  let clock = 1_000_000;
  const now = () => clock;

  it('rests after a failure, doubling each time in a row, and one probe at a time asks again', async () => {
    const { source, outcomes, calls } = scriptedSource();
    const guard = new LiveSourceGuard(source, { now, restMs: 1000, maxRestMs: 8000 });
    outcomes.push(new RestaurantSourceError('overpass', 'NETWORK_ERROR', 'Overpass query failed: ENOTFOUND'));
    await expect(guard.nearby(QUERY)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(guard.nearby(QUERY)).rejects.toMatchObject({ code: 'RESTING' });
    expect(calls()).toBe(1);
    expect(guard.health()).toEqual({ state: 'unreachable', retryAt: new Date(clock + 1000).toISOString(), lastFailure: 'NETWORK_ERROR' });

    clock += 1000;
    outcomes.push(refused(504));
    await expect(guard.nearby(QUERY)).rejects.toMatchObject({ upstreamStatus: 504 });
    // Second failure in a row: 2 s.
    clock += 1999;
    await expect(guard.nearby(QUERY)).rejects.toMatchObject({ code: 'RESTING' });
    clock += 1;
    outcomes.push([]);
    await expect(guard.nearby(QUERY)).resolves.toEqual([]);
    expect(guard.health()).toEqual({ state: 'reachable', retryAt: null, lastFailure: 'HTTP_ERROR' });
    expect(calls()).toBe(3);
  });

  it("honours the server's Retry-After when it is longer than the backoff, up to the longest rest", async () => {
    const { source, outcomes, calls } = scriptedSource();
    const guard = new LiveSourceGuard(source, { now, restMs: 1000, maxRestMs: 600_000 });
    outcomes.push(refused(429, 120_000));
    await expect(guard.nearby(QUERY)).rejects.toMatchObject({ code: 'OVER_QUERY_LIMIT' });
    clock += 119_999;
    await expect(guard.nearby(QUERY)).rejects.toMatchObject({ code: 'RESTING' });
    clock += 1;
    await expect(guard.nearby(QUERY)).resolves.toEqual([]);
    expect(calls()).toBe(2);

    outcomes.push(refused(429, 3_600_000));
    await expect(guard.nearby(QUERY)).rejects.toMatchObject({ code: 'OVER_QUERY_LIMIT' });
    expect(Date.parse(guard.health().retryAt!) - clock).toBe(600_000);
  });

  it('while a probe is out, others rest instead of piling onto a recovering server', async () => {
    let release!: (places: Place[]) => void;
    let calls = 0;
    const source: RestaurantSource = {
      kind: 'overpass',
      nearby: () => {
        calls++;
        if (calls === 1) return Promise.reject(refused(503));
        return new Promise<Place[]>((resolve) => (release = resolve));
      },
      details: async () => null,
    };
    const guard = new LiveSourceGuard(source, { now, restMs: 10 });
    await expect(guard.nearby(QUERY)).rejects.toBeDefined();
    clock += 10;
    const probe = guard.nearby(QUERY);
    await expect(guard.nearby(QUERY)).rejects.toMatchObject({ code: 'RESTING' });
    release([]);
    await expect(probe).resolves.toEqual([]);
    expect(calls).toBe(2);
  });

  it('a refusal of one request (400, a key without the API) is not an outage', async () => {
    const { source, outcomes, calls } = scriptedSource();
    const guard = new LiveSourceGuard(source, { now });
    outcomes.push(refused(400), new RestaurantSourceError('overpass', 'REQUEST_DENIED', 'denied'));
    await expect(guard.nearby(QUERY)).rejects.toMatchObject({ upstreamStatus: 400 });
    await expect(guard.nearby(QUERY)).rejects.toMatchObject({ code: 'REQUEST_DENIED' });
    await expect(guard.nearby(QUERY)).resolves.toEqual([]);
    expect(calls()).toBe(3);
  });
});

describe('retryAfterMs', () => {
  it('reads delay-seconds and HTTP-dates, and nothing else', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 12:01:30 GMT', now)).toBe(90_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-5', now)).toBeUndefined();
  });
});
