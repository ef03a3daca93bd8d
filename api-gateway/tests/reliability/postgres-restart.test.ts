import { Client } from 'pg';
import type { StartSessionResponse } from '@forkcast/contracts';
import { startBody } from '../helpers/swipe-fixtures';
import { describeWhen } from '../helpers/reliability/fault-tools';
import { waitFor } from '../helpers/wait-for';
import { GatewayProcess } from '../helpers/reliability/gateway-process';
import { HttpUser } from '../helpers/reliability/http-user';
import { PostgresCluster } from '../helpers/reliability/postgres-cluster';

/**
 * PostgreSQL goes down (a crash: pg_ctl stop -m immediate) under a real gateway, in the middle of a
 * swipe transaction, and comes back. During the gap every request that needs the database answers
 * 503 with the error format's JSON message (how fast: bench/outage-answers.mjs), readiness says not ready
 * and liveness stays up; after the restart the same requests succeed and the cut transaction left no half rows.
 */
const PORTS = { postgres: 9230, gateway: 9231 };

describeWhen('reliability: PostgreSQL restart', { postgres: true })('reliability: PostgreSQL restart', () => {
  let postgres: PostgresCluster;
  let gateway: GatewayProcess;

  beforeAll(async () => {
    postgres = await PostgresCluster.create(PORTS.postgres);
    gateway = await GatewayProcess.start(PORTS.gateway, { DATABASE_URL: postgres.url });
  }, 60_000);

  afterAll(async () => {
    await gateway?.stop();
    await postgres?.destroy();
  });

  afterEach(() => gateway?.printErrors());

  const stored = async (sessionId: string, userId: string) => ({
    swipes: (
      await postgres.query<{ restaurant_id: string }>('select restaurant_id from swipes where session_id = $1 order by position', [
        sessionId,
      ])
    ).map((row) => row.restaurant_id),
    favorites: (
      await postgres.query<{ restaurant_id: string }>('select restaurant_id from favorites where user_id = $1 order by saved_at', [userId])
    ).map((row) => row.restaurant_id),
  });

  it('answers 503 quickly during the gap, leaves no partial writes, and recovers after the restart', async () => {
    const a = await HttpUser.signIn(gateway.url);
    const started = (await a.ok('POST', '/api/sessions/start', startBody(a.user.id))) as StartSessionResponse;
    const sessionId = started.session.id;
    const [first, second] = started.restaurants as [StartSessionResponse['restaurants'][0], StartSessionResponse['restaurants'][0]];
    // A solo like writes the swipe and a favourite in one transaction.
    expect((await a.swipe(sessionId, first.placeId, 'like', 1)).status).toBe(200);
    expect(await stored(sessionId, a.user.id)).toEqual({ swipes: [first.placeId], favorites: [first.placeId] });

    // Cut a transaction mid-way: an uncommitted favourite for the same place makes the swipe's favourite
    // insert wait, after its swipe row is written; the server dies right then.
    const blocker = new Client({ connectionString: postgres.url });
    blocker.on('error', () => undefined);
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query(`insert into favorites (user_id, restaurant_id, restaurant_name) values ($1, $2, 'held')`, [
      a.user.id,
      second.placeId,
    ]);
    const cut = a.swipe(sessionId, second.placeId, 'like', 2);
    await waitFor('the swipe transaction to wait on the favourite', async () => {
      const [row] = await postgres.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`);
      return row!.n === 1;
    });
    await postgres.stop('immediate');
    await blocker.end().catch(() => undefined);

    const unavailable = { status: 503, body: { message: expect.any(String) } };
    const cutAnswer = await cut;
    expect(cutAnswer).toMatchObject(unavailable);

    // During the gap: clear 503s, and the process stays alive.
    const during = [
      await a.call('GET', `/api/sessions/${sessionId}`),
      await a.swipe(sessionId, second.placeId, 'like', 2),
      await a.call('POST', '/api/auth/email/request-otp', { email: 'gap@example.com' }),
      await a.call('GET', '/api/ready'),
    ];
    for (const answer of during) {
      expect(answer).toMatchObject(unavailable);
    }
    expect(during[3]!.body).toEqual({ message: 'Database unavailable' });
    expect(await a.call('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });

    await postgres.start();
    await waitFor('readiness after the restart', async () => (await a.call('GET', '/api/ready')).status === 200);
    expect(gateway.running).toBe(true);

    // The cut transaction left nothing behind: neither its swipe row nor the favourite.
    expect(await stored(sessionId, a.user.id)).toEqual({ swipes: [first.placeId], favorites: [first.placeId] });
    // The same requests now succeed, with the same cookie session, and write everything once.
    expect((await a.call('GET', `/api/sessions/${sessionId}`)).status).toBe(200);
    expect((await a.swipe(sessionId, second.placeId, 'like', 2)).status).toBe(200);
    expect((await a.swipe(sessionId, second.placeId, 'like', 2)).status).toBe(200);
    expect(await stored(sessionId, a.user.id)).toEqual({
      swipes: [first.placeId, second.placeId],
      favorites: [first.placeId, second.placeId],
    });
  }, 60_000);
});
