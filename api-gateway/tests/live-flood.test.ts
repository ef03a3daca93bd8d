import { performance } from 'node:perf_hooks';
import type { LiveChannelDeps } from '../src/modules/live/live-channel';
import { signIn } from './helpers/sign-in';
import { LiveTestClient, cookieOf } from './helpers/live-client';
import { setTier, signInPartners, startSession } from './helpers/swipe-fixtures';
import { liveGatewayForSuite } from './helpers/live-gateway';

/**
 * A register flood on the live channel slowed every user's requests (5 sockets × 10,000
 * registers: another user's GET /api/auth/user took 18 s) and each toggle of `watching` reached the partner
 * as a partner_status. Everything here stays on the loopback and every loop is bounded.
 */
let membersReads = 0;
const live = liveGatewayForSuite((app) => {
  // Counts the channel's membership reads (the database read a register makes).
  const deps = (app.forkcast.live as unknown as { deps: LiveChannelDeps }).deps;
  const membersOf = deps.membersOf;
  deps.membersOf = (sessionId) => {
    membersReads += 1;
    return membersOf(sessionId);
  };
});

async function connect(cookie: string) {
  const client = await LiveTestClient.connect(live.port, { cookie });
  live.clients.push(client);
  return client;
}

/** Paces the flood (load generation, not a wait for the server): the HTTP calls below interleave. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function partnersInSession() {
  const { a, b, partnership } = await signInPartners(live.app);
  await setTier(live.app, a.user.id, 'annual');
  const started = await startSession(a.agent, a.user.id, partnership.id);
  const sessionId = started.session.id;
  /**
   * Ana passes a card: partner_swipe goes to the whole room. Heard on a socket, it proves everything the
   * server sent that socket before the swipe has arrived (one ordered connection): no sleep needed.
   */
  const swipe = async (position: number) => {
    await a.agent
      .post(`/api/sessions/${sessionId}/swipe`)
      .send({ userId: a.user.id, restaurantId: started.restaurants[position - 1]!.placeId, action: 'pass', position })
      .expect(200);
  };
  return { a, b, sessionId, swipe };
}

describe('live channel limits', () => {
  it('a register flood from several sockets leaves other users fast and the partner with a handful of statuses', async () => {
    const { a, b, sessionId, swipe } = await partnersInSession();
    const other = await signIn(live.app);
    const bSocket = await connect(cookieOf(b.agent));
    bSocket.emit('register', { userId: b.user.id, sessionId });
    await bSocket.next('registered');
    // Ben is first told where Ana stands (away); what follows are her changes.
    await bSocket.next('partner_status');
    const statusesOfA = () => (bSocket.received('partner_status') as { userId: string }[]).slice(1).filter((p) => p.userId === a.user.id);

    const flooders = await Promise.all(Array.from({ length: 5 }, () => connect(cookieOf(a.agent))));
    let flooding = true;
    const flood = (async () => {
      // Up to 5 sockets × 2,000 registers toggling `watching`, in slices so some are handled (and the HTTP
      // calls below interleave) before the limit closes the sockets.
      for (let slice = 0; slice < 200 && flooding && flooders.some((socket) => socket.connected); slice++) {
        for (const socket of flooders) {
          for (let i = 0; i < 10; i++) socket.emit('register', { userId: a.user.id, sessionId, watching: i % 2 === 1 });
        }
        await pause(5);
      }
    })();

    const latencies: number[] = [];
    for (let i = 0; i < 40; i++) {
      const started = performance.now();
      await other.agent.get('/api/auth/user').expect(200);
      latencies.push(performance.now() - started);
    }
    flooding = false;
    await flood;
    // Every flooding socket was told why and closed: none of its registers can start after that.
    for (const socket of flooders) {
      await socket.waitClosed();
      expect(socket.received('error')).toContainEqual({ message: 'Too many messages' });
    }
    // Ana's swipe reaches Ben after every status her registers sent him.
    await swipe(1);
    await bSocket.next('partner_swipe', (p) => p.swiped === 1);

    latencies.sort((x, y) => x - y);
    const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1]!;
    const statuses = statusesOfA().length;
    console.log(`flood: p95 ${p95.toFixed(1)} ms, partner_status to the partner ${statuses}, membership reads ${membersReads}`);
    expect(p95).toBeLessThanOrEqual(300);
    expect(statuses).toBeGreaterThan(0);
    // Each accepted register may change her presence: at most the per-user burst (20) and its refill.
    expect(statuses).toBeLessThanOrEqual(25);
    // The partner's own socket is untouched.
    expect(bSocket.connected).toBe(true);
  });

  it('partner_status goes out only when presence changes, and a re-register of the same room reads nothing', async () => {
    const { a, b, sessionId, swipe } = await partnersInSession();
    const bSocket = await connect(cookieOf(b.agent));
    bSocket.emit('register', { userId: b.user.id, sessionId });
    await bSocket.next('registered');
    // Ben is first told where Ana stands (away); what follows are her changes.
    expect(await bSocket.next('partner_status')).toMatchObject({ userId: a.user.id, status: 'offline' });
    const statusesOfA = () =>
      (bSocket.received('partner_status') as { userId: string; status: string }[])
        .slice(1)
        .filter((p) => p.userId === a.user.id)
        .map((p) => p.status);

    const aSocket = await connect(cookieOf(a.agent));
    const registered = (count: number) => aSocket.next('registered', () => aSocket.received('registered').length === count);
    aSocket.emit('register', { userId: a.user.id, sessionId });
    await registered(1);
    const readsAfterFirst = membersReads;
    // The same registration again (a reconnecting client, a re-rendered screen): no news for the partner.
    aSocket.emit('register', { userId: a.user.id, sessionId });
    aSocket.emit('register', { userId: a.user.id, sessionId });
    await registered(3);
    // A second tab on the swipe screen: Ana was online already.
    const aTab = await connect(cookieOf(a.agent));
    aTab.emit('register', { userId: a.user.id, sessionId });
    await aTab.next('registered');
    // The first tab goes home: the second still swipes, so she stays online.
    aSocket.emit('register', { userId: a.user.id, sessionId, watching: true });
    await registered(4);
    await swipe(1);
    await bSocket.next('partner_swipe', (p) => p.swiped === 1);
    expect(statusesOfA()).toEqual(['online']);
    // The second tab closes: now she is away.
    aTab.close();
    await bSocket.next('partner_status', () => statusesOfA().length === 2);
    expect(statusesOfA()).toEqual(['online', 'offline']);
    // Three re-registers of the room the socket is in: not one membership read (aTab's first register made one).
    expect(membersReads - readsAfterFirst).toBe(1);
  });
});
