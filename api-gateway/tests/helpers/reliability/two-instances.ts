import { GatewayProcess } from './gateway-process';
import type { LiveTab } from './live-tab';
import { PostgresCluster } from './postgres-cluster';
import { RedisProcess } from './redis-process';

export interface TwoInstancePorts {
  postgres: number;
  redis: number;
  one: number;
  two: number;
}

/**
 * The scale-out fixture the fault suites share: a private PostgreSQL and a private Redis, two real gateway
 * processes on them, and the live tabs a test opens. Registers its own afterAll/afterEach, so a suite only
 * calls it inside its describe and reads the fields once beforeAll has run.
 */
export function useTwoInstances(ports: TwoInstancePorts) {
  const cluster = {
    postgres: undefined as unknown as PostgresCluster,
    redis: undefined as unknown as RedisProcess,
    gateways: [] as GatewayProcess[],
    tabs: [] as LiveTab[],
    /** Extra cleanup a suite adds (e.g. a balancer), run before the servers stop. */
    onClose: [] as (() => Promise<void> | void)[],
  };

  beforeAll(async () => {
    [cluster.postgres, cluster.redis] = await Promise.all([PostgresCluster.create(ports.postgres), new RedisProcess(ports.redis)]);
    await cluster.redis.start();
    const env = { DATABASE_URL: cluster.postgres.url, REDIS_URL: cluster.redis.url };
    // One after the other keeps the logs readable; the migrations' advisory lock would allow both at once.
    cluster.gateways.push(await GatewayProcess.start(ports.one, env));
    cluster.gateways.push(await GatewayProcess.start(ports.two, env));
  }, 60_000);

  afterAll(async () => {
    for (const tab of cluster.tabs) tab.close();
    for (const close of cluster.onClose) await close();
    await Promise.all(cluster.gateways.map((gateway) => gateway.stop()));
    await cluster.redis?.kill();
    await cluster.postgres?.destroy();
  });

  afterEach(() => {
    for (const gateway of cluster.gateways) gateway.printErrors();
  });

  return cluster;
}

/** Nothing lost, nothing doubled: each of these users has exactly one stored swipe on each of these cards, and no other. */
export async function expectSwipesStoredOnce(
  postgres: PostgresCluster,
  sessionId: string,
  userIds: readonly string[],
  restaurantIds: readonly string[],
): Promise<void> {
  const rows = await postgres.query<{ user_id: string; restaurant_id: string; n: number }>(
    'select user_id, restaurant_id, count(*)::int as n from swipes where session_id = $1 group by 1, 2',
    [sessionId],
  );
  const expected = userIds.flatMap((userId) =>
    restaurantIds.map((restaurantId) => ({ user_id: userId, restaurant_id: restaurantId, n: 1 })),
  );
  expect(rows).toEqual(expect.arrayContaining(expected));
  expect(rows).toHaveLength(expected.length);
}
