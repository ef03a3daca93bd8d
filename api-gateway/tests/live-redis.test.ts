import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LiveTestClient, cookieOf } from './helpers/live-client';
import { FakeRestaurantSource, fakePlace, signInPartners, startSession } from './helpers/swipe-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Two gateway instances on one database and one Redis: a match decided through instance 1 reaches the
 * partner connected to instance 2. Runs when TEST_REDIS_URL is set (e.g. redis://127.0.0.1:6379).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('live channel across instances (Redis adapter)', () => {
  const instances: { testApp: TestApp; server: http.Server; port: number }[] = [];
  const clients: LiveTestClient[] = [];

  beforeAll(async () => {
    const source = new FakeRestaurantSource([fakePlace(1), fakePlace(2)]);
    for (let i = 0; i < 2; i++) {
      const testApp = await createTestApp({ env: { REDIS_URL: redisUrl }, restaurantSource: source });
      const server = http.createServer(testApp.app);
      testApp.forkcast.live.attach(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      instances.push({ testApp, server, port: (server.address() as AddressInfo).port });
    }
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    // Each disconnect makes the instances ask each other (over Redis) whether the user is still online;
    // let those round trips finish before the Redis clients are shut.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const { testApp, server } of instances) {
      await testApp.forkcast.live.close();
      await new Promise((resolve) => server.close(resolve));
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

    const card = started.restaurants[0]!;
    for (const side of [a, b]) {
      await side.agent
        .post(`/api/sessions/${sessionId}/swipe`)
        .send({ userId: side.user.id, restaurantId: card.placeId, action: 'like', position: 1 })
        .expect(200);
    }
    expect(await aSocket.next('match_found')).toEqual({ sessionId, restaurant: card });
    expect(await bSocket.next('match_found')).toEqual({ sessionId, restaurant: card });
    expect((await bSocket.next('notification')).notification.type).toBe('session_match');
  });
});
