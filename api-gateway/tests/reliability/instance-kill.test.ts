import { describeWhen } from '../helpers/reliability/fault-tools';
import { waitFor } from '../helpers/wait-for';
import { GatewayProcess } from '../helpers/reliability/gateway-process';
import { partnersInSession } from '../helpers/reliability/http-user';
import { LiveTab } from '../helpers/reliability/live-tab';
import { TcpBalancer } from '../helpers/reliability/tcp-balancer';
import { expectSwipesStoredOnce, useTwoInstances } from '../helpers/reliability/two-instances';

/**
 * One gateway instance is SIGKILLed mid-session, with a swipe in flight on it. Partner A talks to
 * instance 1; partner B reaches the app through a balancer that prefers instance 2 and fails over to
 * instance 1. A never notices; B's retry and reconnect land on instance 1; every swipe is stored
 * exactly once and the match reaches both.
 */
const PORTS = { postgres: 9220, redis: 9221, one: 9222, two: 9223, balancer: 9224 };

describeWhen('reliability: instance killed', { redis: true, postgres: true })('reliability: instance killed', () => {
  const cluster = useTwoInstances(PORTS);
  const { gateways, tabs } = cluster;
  let balancer: TcpBalancer;

  beforeAll(async () => {
    balancer = await TcpBalancer.listen(PORTS.balancer, [PORTS.two, PORTS.one]);
    cluster.onClose.push(() => balancer.close());
  });

  it('lets the partner on the surviving instance carry on, with nothing lost or doubled', async () => {
    const [one, two] = gateways as [GatewayProcess, GatewayProcess];
    const viaBalancer = `http://127.0.0.1:${PORTS.balancer}`;
    const { a, b, sessionId, cards } = await partnersInSession(one.url);
    b.baseUrl = viaBalancer;
    const aTab = new LiveTab(one.url, a.cookie, { userId: a.user.id, sessionId });
    const bTab = new LiveTab(viaBalancer, b.cookie, { userId: b.user.id, sessionId });
    tabs.push(aTab, bTab);
    await aTab.next('partner_status', (p) => p.userId === b.user.id && p.status === 'online');
    await bTab.next('registered');

    expect((await a.swipe(sessionId, cards[0]!.placeId, 'pass', 1)).status).toBe(200);
    await bTab.next('partner_swipe', (p) => p.userId === a.user.id && p.swiped === 1);
    expect((await b.swipe(sessionId, cards[0]!.placeId, 'pass', 1)).status).toBe(200);

    // B's next swipe is in flight on instance 2 when it dies: committed or not, the client can't tell
    // (either way it must not be a 5xx from a half-dead instance).
    const reachedTwo = balancer.nextDataTo(PORTS.two);
    const inFlight = b.swipe(sessionId, cards[1]!.placeId, 'pass', 2).then(
      (answer) => answer.status,
      () => 'connection lost' as const,
    );
    // A's view from here on: B going offline and coming back, taken before the kill (B's socket may reconnect,
    // and A hear it, before B's retry below has been answered).
    const aMark = aTab.mark();
    await reachedTwo;
    two.signal('SIGKILL');
    expect(await two.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const first = await inFlight;
    expect([200, 'connection lost']).toContain(first);
    // So it retries, now answered by instance 1: a retry of a committed swipe changes nothing.
    expect((await b.swipeRetrying(sessionId, cards[1]!.placeId, 'pass', 2)).status).toBe(200);

    // B's socket lost instance 2; socket.io-client reconnects through the balancer to instance 1 and
    // registers again, and A (who never lost anything) sees B come back.
    await waitFor('B reconnected', () => bTab.connects === 2 && bTab.connected);
    await aTab.next('partner_status', (p) => p.userId === b.user.id && p.status === 'online', 5000, aMark);
    expect((await a.swipe(sessionId, cards[1]!.placeId, 'pass', 2)).status).toBe(200);

    const bMark = bTab.mark();
    expect((await a.swipe(sessionId, cards[2]!.placeId, 'like', 3)).status).toBe(200);
    await bTab.next('partner_swipe', (p) => p.userId === a.user.id && p.swiped === 3, 5000, bMark);
    expect((await b.swipe(sessionId, cards[2]!.placeId, 'like', 3)).body.match.placeId).toBe(cards[2]!.placeId);
    expect((await aTab.next('match_found', () => true, 5000, aMark)).restaurant.placeId).toBe(cards[2]!.placeId);
    expect((await bTab.next('match_found', () => true, 5000, bMark)).restaurant.placeId).toBe(cards[2]!.placeId);

    await expectSwipesStoredOnce(
      cluster.postgres,
      sessionId,
      [a.user.id, b.user.id],
      [0, 1, 2].map((i) => cards[i]!.placeId),
    );
    expect(one.running).toBe(true);
  }, 60_000);
});
