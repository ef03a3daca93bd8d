import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import request from 'supertest';
import { LIVE_SOCKET_HEADER } from '@forkcast/contracts';
import { LiveTestClient, cookieOf } from './helpers/live-client';
import { FakeRestaurantSource, fakePlace, groupSession, signInPartners, startSession } from './helpers/swipe-fixtures';
import { ONE_CLIENT, uniqueEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createHttpServer } from '../src/http-server';

/**
 * Two gateway instances on one database and one Redis: a match decided through instance 1 reaches the
 * partner connected to instance 2. Runs when TEST_REDIS_URL is set (e.g. redis://127.0.0.1:6379).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('live channel across instances (Redis adapter)', () => {
  const instances: { testApp: TestApp; server: http.Server; port: number; redis: Redis }[] = [];
  const clients: LiveTestClient[] = [];

  beforeAll(async () => {
    const source = new FakeRestaurantSource([fakePlace(1), fakePlace(2)]);
    for (let i = 0; i < 2; i++) {
      // As server.ts does: one Redis connection per instance for the rate-limit counters.
      const redis = new Redis(redisUrl as string, { maxRetriesPerRequest: 2 });
      // The per-IP counters live in the shared Redis for 15 minutes and every run signs in from 127.0.0.1:
      // raise those so earlier runs can't exhaust them; the per-address limit tested below stays as shipped.
      const env = { REDIS_URL: redisUrl, OTP_REQUESTS_PER_IP: '1000000', OTP_VERIFY_PER_IP: '1000000' };
      const testApp = await createTestApp({ env, restaurantSource: source, redis });
      const server = createHttpServer(testApp.app);
      testApp.forkcast.live.attach(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      instances.push({ testApp, server, port: (server.address() as AddressInfo).port, redis });
    }
  });

  afterAll(async () => {
    // The channels close first: a closing channel drops its sockets without asking the other instance (over
    // Redis) whether each user is still online, so no such round trip outlives the Redis clients. A client
    // closing first would start one per socket.
    for (const { testApp } of instances) await testApp.forkcast.live.close();
    for (const client of clients) client.close();
    for (const { server, redis } of instances) {
      await new Promise((resolve) => server.close(resolve));
      await redis.quit();
    }
  });

  it('delivers partner_status and match_found to a partner on the other instance', async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const { a, b, partnership } = await signInPartners(one.testApp);
    const started = await startSession(a.agent, a.user.id, partnership.id);
    const sessionId = started.session.id;

    const aSocket = await LiveTestClient.connect(one.port, { cookie: cookieOf(a.agent) });
    const bSocket = await LiveTestClient.connect(two.port, { cookie: cookieOf(b.agent) });
    clients.push(aSocket, bSocket);
    aSocket.emit('register', { userId: a.user.id, sessionId });
    await aSocket.next('registered');
    bSocket.emit('register', { userId: b.user.id, sessionId });
    expect(await bSocket.next('partner_status')).toEqual({ sessionId, userId: a.user.id, status: 'online' });
    await aSocket.next('partner_status', (p) => p.userId === b.user.id && p.status === 'online');

    // Each partner talks HTTP to their own instance too: A to instance 1, B to instance 2.
    const card = started.restaurants[0]!;
    const swipe = { restaurantId: card.placeId, action: 'like', position: 1 };
    await a.agent
      .post(`/api/sessions/${sessionId}/swipe`)
      .send({ userId: a.user.id, ...swipe })
      .expect(200);
    await request(two.testApp.app)
      .post(`/api/sessions/${sessionId}/swipe`)
      .set('Cookie', cookieOf(b.agent))
      .send({ userId: b.user.id, ...swipe })
      .expect(200);
    expect(await aSocket.next('match_found')).toEqual({ sessionId, restaurant: card });
    expect(await bSocket.next('match_found')).toEqual({ sessionId, restaurant: card });
    expect((await bSocket.next('notification')).notification.type).toBe('session_match');
    expect((await aSocket.next('notification')).notification.type).toBe('session_match');

    // The bell's list is the same whichever instance answers.
    const listed = await Promise.all(
      [one, two].map(({ testApp }) => request(testApp.app).get('/api/notifications').set('Cookie', cookieOf(a.agent)).expect(200)),
    );
    expect(listed[0]!.body).toEqual(listed[1]!.body);
    expect(JSON.stringify(listed[0]!.body)).toContain('session_match');
  });

  it("echoes a user's own swipe to their tab on the other instance, and not to the tab that swiped", async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const { a } = await signInPartners(one.testApp);
    const started = await startSession(a.agent, a.user.id);
    const sessionId = started.session.id;
    const tabs = await Promise.all([one, two].map(({ port }) => LiveTestClient.connect(port, { cookie: cookieOf(a.agent) })));
    clients.push(...tabs);
    const [here, there] = tabs as [LiveTestClient, LiveTestClient];
    for (const tab of tabs) tab.emit('register', { userId: a.user.id });
    const { socketId } = await here.next('registered');
    await there.next('registered');

    const card = started.restaurants[0]!;
    await a.agent
      .post(`/api/sessions/${sessionId}/swipe`)
      .set(LIVE_SOCKET_HEADER, socketId)
      .send({ userId: a.user.id, restaurantId: card.placeId, action: 'like', position: 1 })
      .expect(200);
    expect(await there.next('own_swipe')).toEqual({ sessionId, swipe: { restaurantId: card.placeId, action: 'like', position: 1 } });
    // A round trip on the swiping tab's own connection: anything sent to it by then has arrived.
    here.emit('register', { userId: a.user.id });
    await here.next('registered', () => here.received('registered').length === 2);
    expect(here.received('own_swipe')).toEqual([]);
  });

  it('takes a member out of a group: their socket on the other instance leaves the room', async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const { host: a, partners, started } = await groupSession(one.testApp, 2);
    const [b, c] = partners as [(typeof partners)[0], (typeof partners)[0]];
    const sessionId = started.session.id;
    const bSocket = await LiveTestClient.connect(one.port, { cookie: cookieOf(b.agent) });
    const cSocket = await LiveTestClient.connect(two.port, { cookie: cookieOf(c.agent) });
    clients.push(bSocket, cSocket);
    for (const [socket, member] of [
      [bSocket, b],
      [cSocket, c],
    ] as const) {
      socket.emit('register', { userId: member.user.id, sessionId });
      await socket.next('registered');
    }
    await a.agent.delete(`/api/partnerships/${c.partnership.id}`).expect(200);
    await a.agent
      .post(`/api/sessions/${sessionId}/swipe`)
      .send({ userId: a.user.id, restaurantId: started.restaurants[0]!.placeId, action: 'like', position: 1 })
      .expect(200);
    await bSocket.next('partner_swipe');
    // A round trip on c's own connection: a broadcast sent before it would have arrived by then.
    cSocket.emit('register', { userId: c.user.id });
    await cSocket.next('registered', () => cSocket.received('registered').length === 2);
    expect(cSocket.received('partner_swipe')).toEqual([]);
  });

  it('counts rate limits across instances: alternating instances cannot double the per-address limit', async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const email = uniqueEmail('limit');
    const limit = one.testApp.config.rateLimit.otpPerEmail;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const target = i % 2 === 0 ? one : two;
      // One browser (its pre-sign-in cookie) alternating between instances.
      const res = await request(target.testApp.app).post('/api/auth/email/request-otp').set('Cookie', ONE_CLIENT).send({ email });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
    expect(statuses[limit]).toBe(429);
  });
});
