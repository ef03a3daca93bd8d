import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiveTestClient } from './live-client';
import { FakeRestaurantSource, fakePlace } from './swipe-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { createHttpServer } from '../../src/http-server';

/** One suite's gateway on a loopback port with its live channel attached (see liveGatewayForSuite). */
export interface LiveGateway {
  app: TestApp;
  port: number;
  /** Clients a test opened: each is closed after that test. */
  clients: LiveTestClient[];
}

/**
 * Registers the suite's hooks: a test gateway (three fake places) listening on 127.0.0.1 with the live channel
 * attached before all tests, the tests' clients closed after each, the channel and server closed after all.
 * `prepare` runs on the app before it listens (e.g. to count the channel's database reads).
 */
export function liveGatewayForSuite(prepare?: (app: TestApp) => void): LiveGateway {
  const live = { clients: [] as LiveTestClient[] } as LiveGateway;
  let server: http.Server;
  beforeAll(async () => {
    live.app = await createTestApp({ restaurantSource: new FakeRestaurantSource([fakePlace(1), fakePlace(2), fakePlace(3)]) });
    prepare?.(live.app);
    server = createHttpServer(live.app.app);
    live.app.forkcast.live.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    live.port = (server.address() as AddressInfo).port;
  });
  afterEach(() => {
    for (const client of live.clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await live.app.forkcast.live.close();
    await new Promise((resolve) => server.close(resolve));
  });
  return live;
}
