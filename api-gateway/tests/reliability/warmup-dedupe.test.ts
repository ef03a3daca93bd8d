import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { createDatabase } from '../../src/db/create-database';
import type { Database } from '../../src/db/database';
import { createLogger } from '../../src/logger';
import type { NearbyQuery } from '../../src/modules/restaurants/sources/restaurant-source';
import { cookieOf } from '../helpers/live-client';
import { signIn } from '../helpers/sign-in';
import { FakeRestaurantSource, fakePlace } from '../helpers/swipe-fixtures';
import { createStaticFixture, TEST_SECRET, type TestApp } from '../helpers/test-app';
import { describeWhen } from '../helpers/reliability/fault-tools';
import { waitFor } from '../helpers/wait-for';
import { PostgresCluster } from '../helpers/reliability/postgres-cluster';

/**
 * Cache warm-ups across instances: two gateway apps, each with its own connection pool and its own
 * restaurant source, on one PostgreSQL. The same warm-up arriving at both at the same moment (coordinates
 * that round to the same area) fetches from a source once; a fetch that fails gives the claim back.
 */
const PORT = 9250;

/**
 * A source whose answers the test releases: while `gate` is set every fetch waits for it, so concurrent
 * warm-ups really overlap (no sleep standing in for a slow upstream); can fail on demand.
 */
class GatedSource extends FakeRestaurantSource {
  failNext = false;
  gate: Promise<void> | null = null;
  /** Fetches waiting at the gate. */
  held = 0;
  override async nearby(query: NearbyQuery) {
    this.nearbyCalls.push(query);
    if (this.gate) {
      this.held += 1;
      await this.gate;
      this.held -= 1;
    }
    if (this.failNext) {
      this.failNext = false;
      throw new Error('upstream timed out');
    }
    return this.places;
  }
}

describeWhen('reliability: warm-up dedupe', { postgres: true })('reliability: cache warm-ups across instances', () => {
  let postgres: PostgresCluster;
  const instances: (TestApp & { source: GatedSource })[] = [];
  const databases: Database[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-warmup-'));

  beforeAll(async () => {
    postgres = await PostgresCluster.create(PORT);
    const loaded = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
      OTP_REQUESTS_PER_IP: '500',
      FORKCAST_DATA_DIR: dataDir,
      STATIC_ROOT: createStaticFixture(),
      DATABASE_URL: postgres.url,
    });
    const config: AppConfig = { ...loaded, sessionSecret: TEST_SECRET };
    for (let i = 0; i < 2; i++) {
      const database = await createDatabase(config);
      databases.push(database);
      const source = new GatedSource([fakePlace(1), fakePlace(2), fakePlace(3)]);
      const forkcast = createApp({ config, database, logger: createLogger(config), restaurantSource: source });
      instances.push({ app: forkcast.app, config, database, forkcast, source, agent: () => request.agent(forkcast.app) });
    }
  }, 60_000);

  afterAll(async () => {
    for (const instance of instances) instance.forkcast.close();
    await Promise.all(databases.map((database) => database.close()));
    await postgres?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const fetches = () => instances.reduce((sum, instance) => sum + instance.source.nearbyCalls.length, 0);

  it('fetches from the source once when both instances get the same warm-up at the same moment', async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const { agent } = await signIn(one);
    const cookie = cookieOf(agent);
    // Six points of one area (39.95, -75.16 to 2 decimals), three sent to each instance, all at once.
    const points = [
      [39.9512, -75.1634],
      [39.9549, -75.1551],
      [39.9451, -75.1649],
    ].map(([latitude, longitude]) => ({ latitude, longitude }));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    for (const instance of instances) instance.source.gate = gate;
    let answered = 0;
    const sent = [one, two].flatMap((instance) =>
      points.map((point) =>
        request(instance.app)
          .post('/api/cache/refresh-restaurants')
          .set('Cookie', cookie)
          .send(point)
          .then((res) => {
            answered += 1;
            return res;
          }),
      ),
    );
    // The upstream answers only once every request has either been answered or is itself fetching.
    const held = () => instances.reduce((sum, instance) => sum + instance.source.held, 0);
    await waitFor('all six warm-ups answered or fetching', () => answered + held() === sent.length, 10_000, 10);
    for (const instance of instances) instance.source.gate = null;
    release();
    const answers = await Promise.all(sent);

    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((res) => res.body.refreshed === true).map((res) => res.body)).toEqual([{ refreshed: true, count: 3 }]);
    expect(answers.filter((res) => res.body.refreshed === false)).toHaveLength(5);
    expect(fetches()).toBe(1);
    expect(await postgres.query(`select area_key from restaurant_cache_refreshes`)).toEqual([{ area_key: '39.95,-75.16' }]);
    // A neighbouring area (39.96 when rounded) is its own warm-up.
    await request(two.app)
      .post('/api/cache/refresh-restaurants')
      .set('Cookie', cookie)
      .send({ latitude: 39.9551, longitude: -75.1634 })
      .expect(200, { refreshed: true, count: 3 });
    expect(fetches()).toBe(2);
  });

  it('gives the claim back when the fetch fails, so the other instance can warm the area at once', async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const { agent } = await signIn(one);
    const cookie = cookieOf(agent);
    const area = { latitude: 30.2672, longitude: -97.7431 };
    const before = fetches();
    one.source.failNext = true;

    const failed = await request(one.app).post('/api/cache/refresh-restaurants').set('Cookie', cookie).send(area);
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: expect.stringMatching(/temporarily unavailable/) });
    await request(two.app)
      .post('/api/cache/refresh-restaurants')
      .set('Cookie', cookie)
      .send(area)
      .expect(200, { refreshed: true, count: 3 });
    await request(one.app)
      .post('/api/cache/refresh-restaurants')
      .set('Cookie', cookie)
      .send(area)
      .expect(200, { refreshed: false, reason: 'cooldown' });
    expect(fetches() - before).toBe(2);
  });
});
