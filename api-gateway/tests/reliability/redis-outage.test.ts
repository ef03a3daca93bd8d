import { describeWhen } from '../helpers/reliability/fault-tools';
import { waitFor } from '../helpers/wait-for';
import { GatewayProcess } from '../helpers/reliability/gateway-process';
import { HttpUser, partnersInSession } from '../helpers/reliability/http-user';
import { LiveTab } from '../helpers/reliability/live-tab';
import { expectSwipesStoredOnce, useTwoInstances } from '../helpers/reliability/two-instances';

/**
 * Redis dies mid-session under two gateway instances (one PostgreSQL): the HTTP flow (sign-in with its
 * Redis-backed rate limits, swipes) keeps answering, nothing is lost or doubled, and once Redis is back
 * the live events cross instances again. Partner A is on instance 1, partner B on instance 2.
 */
const PORTS = { postgres: 9210, redis: 9211, one: 9212, two: 9213 };

describeWhen('reliability: Redis outage', { redis: true, postgres: true })('reliability: Redis outage', () => {
  const cluster = useTwoInstances(PORTS);
  const { gateways, tabs } = cluster;

  it('keeps the HTTP flow working while Redis is down and resumes live events across instances after', async () => {
    const [one, two] = gateways as [GatewayProcess, GatewayProcess];
    const { a, b, sessionId, cards } = await partnersInSession(one.url);
    expect(cards.length).toBeGreaterThanOrEqual(4);
    const aTab = new LiveTab(one.url, a.cookie, { userId: a.user.id, sessionId });
    const bTab = new LiveTab(two.url, b.cookie, { userId: b.user.id, sessionId });
    tabs.push(aTab, bTab);
    await aTab.next('partner_status', (p) => p.userId === b.user.id && p.status === 'online');

    // Before the fault: a swipe through instance 1 reaches B's socket on instance 2.
    expect((await a.swipe(sessionId, cards[0]!.placeId, 'pass', 1, one.url)).status).toBe(200);
    await bTab.next('partner_swipe', (p) => p.userId === a.user.id && p.swiped === 1);
    expect((await b.swipe(sessionId, cards[0]!.placeId, 'pass', 1, two.url)).status).toBe(200);

    await cluster.redis.kill();

    // During the outage: both instances keep serving sign-in (rate limits) and swipes (how fast:
    // bench/outage-answers.mjs).
    for (const gateway of [one, two]) {
      const newcomer = await HttpUser.signIn(gateway.url);
      expect(newcomer.user.id).toBeTruthy();
    }
    for (const [user, gateway] of [
      [a, one],
      [b, two],
    ] as const) {
      const answer = await user.swipe(sessionId, cards[1]!.placeId, 'pass', 2, gateway.url);
      expect(answer).toMatchObject({ status: 200 });
      // A retry of the same swipe (the client didn't see the answer) changes nothing.
      expect((await user.swipe(sessionId, cards[1]!.placeId, 'pass', 2, gateway.url)).status).toBe(200);
    }
    // A (re)connecting tab can still register on its own instance.
    const lateTab = new LiveTab(one.url, a.cookie, { userId: a.user.id, sessionId });
    tabs.push(lateTab);
    await lateTab.next('registered');
    // Readiness says Redis is down but keeps the instance in rotation (200).
    const ready = await fetch(`${one.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', redis: 'down' });
    // The Redis clients give up on the publishes queued during the outage: those rejections once crashed
    // the process through the adapter's unawaited publish. Each instance says it dropped one and lives on.
    await Promise.all([one, two].map((gateway) => gateway.printed('live event not sent to other instances')));
    expect([one.running, two.running]).toEqual([true, true]);
    // ...and the tab that registered during the outage was kept, not refused and dropped.
    expect(lateTab.connected).toBe(true);
    expect(lateTab.connects).toBe(1);
    expect(lateTab.received('error')).toEqual([]);

    await cluster.redis.start();
    for (const gateway of [one, two]) {
      await waitFor(`instance ${gateway.port} back on Redis`, async () => {
        const res = await fetch(`${gateway.url}/api/ready`);
        const body = (await res.json()) as { redis?: string };
        return res.status === 200 && body.redis === 'up';
      });
    }

    // After: a swipe on instance 1 reaches instance 2 again, and the match arrives on both sockets.
    const aMark = aTab.mark();
    const bMark = bTab.mark();
    expect((await a.swipe(sessionId, cards[2]!.placeId, 'like', 3, one.url)).status).toBe(200);
    await bTab.next('partner_swipe', (p) => p.userId === a.user.id && p.swiped === 3, 5000, bMark);
    expect((await b.swipe(sessionId, cards[2]!.placeId, 'like', 3, two.url)).body.match.placeId).toBe(cards[2]!.placeId);
    expect((await aTab.next('match_found', () => true, 5000, aMark)).restaurant.placeId).toBe(cards[2]!.placeId);
    expect((await bTab.next('match_found', () => true, 5000, bMark)).restaurant.placeId).toBe(cards[2]!.placeId);

    // Nothing lost, nothing doubled: every swipe made before, during and after is stored once.
    await expectSwipesStoredOnce(
      cluster.postgres,
      sessionId,
      [a.user.id, b.user.id],
      [0, 1, 2].map((i) => cards[i]!.placeId),
    );
    const [session] = await cluster.postgres.query<{ matched_restaurant_id: string }>(
      'select matched_restaurant_id from swipe_sessions where id = $1',
      [sessionId],
    );
    expect(session?.matched_restaurant_id).toBe(cards[2]!.placeId);
    expect(one.running && two.running).toBe(true);
  }, 60_000);
});
