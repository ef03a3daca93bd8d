// How fast the gateway answers while what it depends on is down, and how fast it stops: the reliability
// suites (api-gateway/tests/reliability) check what it answers; this measures how long it takes, with their own
// process helpers (a private PostgreSQL cluster and redis-server, the gateway as a real process), loaded
// through tsx. BENCH_OUTAGE_SAMPLES calls of each kind (default 5), the median reported:
// - PostgreSQL stopped (a crash, pg_ctl -m immediate): every call needing it answers 503;
// - Redis killed under a gateway on PostgreSQL + Redis: sign-in (Redis-backed rate limits) and swipes still answer;
// - SIGTERM to a gateway holding a kept-alive connection: time until the process has exited.
// Run directly, it exits 1 when a median misses bench/budgets.json (outageAnswerMsMax, shutdownMsMax).
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMain, medianBy, readBudgets, reportAgainstBudget, root } from './lib.mjs';

const SAMPLES = Math.max(1, Number(process.env.BENCH_OUTAGE_SAMPLES ?? 5));
const round = (v) => Math.round(v);

// tsx is the gateway's own dev dependency: resolved from there, like the helpers' imports.
const gatewayRequire = createRequire(path.join(root, 'api-gateway/package.json'));

async function helpers() {
  const tsxFolder = path.dirname(gatewayRequire.resolve('tsx/package.json'));
  const { tsImport } = await import(pathToFileURL(path.join(tsxFolder, 'dist/esm/api/index.mjs')).href);
  // The helpers share a module with the jest suites that registers an afterAll hook at load; outside jest, a no-op.
  globalThis.afterAll ??= () => undefined;
  const load = (file) => tsImport(path.join(root, 'api-gateway/tests/helpers/reliability', file), import.meta.url);
  const [{ PostgresCluster }, { RedisProcess }, { GatewayProcess }, { HttpUser, partnersInSession }] = await Promise.all(
    ['postgres-cluster.ts', 'redis-process.ts', 'gateway-process.ts', 'http-user.ts'].map(load),
  );
  return { PostgresCluster, RedisProcess, GatewayProcess, HttpUser, partnersInSession };
}

/** `SAMPLES` runs of `call` (an HttpUser answer, which carries its ms): median ms and the statuses seen. */
async function sample(call) {
  const answers = [];
  for (let i = 0; i < SAMPLES; i += 1) answers.push(await call());
  return { medianMs: round(medianBy(answers, (a) => a.ms).ms), statuses: [...new Set(answers.map((a) => a.status))] };
}

/** SIGTERM → exit, with a kept-alive connection open (the server must close idle sockets, not wait for them). */
async function shutdownMs(gateway) {
  const agent = new http.Agent({ keepAlive: true });
  await new Promise((resolve, reject) =>
    http.get(`${gateway.url}/api/health`, { agent }, (res) => res.resume().on('end', resolve)).on('error', reject),
  );
  const started = performance.now();
  gateway.signal('SIGTERM');
  await gateway.exited;
  agent.destroy();
  return performance.now() - started;
}

export async function benchOutages({ port = 9280 } = {}) {
  const { PostgresCluster, RedisProcess, GatewayProcess, HttpUser, partnersInSession } = await helpers();
  const result = { samples: SAMPLES };

  const postgres = await PostgresCluster.create(port);
  const redis = new RedisProcess(port + 1);
  const started = [];
  const start = async (offset, env) => {
    // The built gateway, as every benchmark measures (the helpers' own bundle of the source is built with
    // esbuild, whose binary tsx's tsImport cannot resolve: on a machine whose tests have not built it yet, it failed).
    const gateway = await GatewayProcess.start(port + offset, env, path.join(root, 'api-gateway/dist/server.js'));
    started.push(gateway);
    return gateway;
  };
  try {
    const shutdowns = [];
    for (let i = 0; i < SAMPLES; i += 1) shutdowns.push(await shutdownMs(await start(2 + i, { DATABASE_URL: postgres.url })));
    result.shutdownMs = round(medianBy(shutdowns));

    await redis.start();
    const withRedis = await start(2 + SAMPLES, { DATABASE_URL: postgres.url, REDIS_URL: redis.url });
    const { a, sessionId, cards } = await partnersInSession(withRedis.url);
    await redis.kill();
    const signIns = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const t0 = performance.now();
      await HttpUser.signIn(withRedis.url);
      signIns.push(performance.now() - t0);
    }
    let card = 0;
    const swipe = await sample(() => a.swipe(sessionId, cards[card % cards.length].placeId, 'pass', (card += 1)));
    result.redisDown = { signInMedianMs: round(medianBy(signIns)), swipe };

    const gateway = await start(3 + SAMPLES, { DATABASE_URL: postgres.url });
    const user = await HttpUser.signIn(gateway.url);
    await postgres.stop('immediate');
    result.postgresDown = {
      'GET /api/auth/user': await sample(() => user.call('GET', '/api/auth/user')),
      'POST /api/auth/email/request-otp': await sample(() =>
        user.call('POST', '/api/auth/email/request-otp', { email: 'gap@example.com' }),
      ),
      'GET /api/ready': await sample(() => user.call('GET', '/api/ready')),
    };
  } finally {
    for (const gateway of started) await gateway.stop();
    await redis.kill();
    await postgres.destroy();
  }
  return result;
}

/** The outage budgets the medians miss. */
export function outageOverBudget(result, budgets = readBudgets()) {
  const over = [];
  const answerMax = budgets.outageAnswerMsMax;
  if (answerMax !== undefined) {
    for (const [call, s] of Object.entries(result.postgresDown)) {
      if (s.medianMs > answerMax) over.push(`${call} with PostgreSQL down ${s.medianMs} ms > ${answerMax} ms`);
      if (s.statuses.some((status) => status !== 503)) over.push(`${call} with PostgreSQL down answered ${s.statuses.join(', ')}, not 503`);
    }
    if (result.redisDown.signInMedianMs > answerMax)
      over.push(`sign-in with Redis down ${result.redisDown.signInMedianMs} ms > ${answerMax} ms`);
    if (result.redisDown.swipe.medianMs > answerMax)
      over.push(`swipe with Redis down ${result.redisDown.swipe.medianMs} ms > ${answerMax} ms`);
    if (result.redisDown.swipe.statuses.some((status) => status !== 200))
      over.push(`swipe with Redis down answered ${result.redisDown.swipe.statuses.join(', ')}`);
  }
  if (budgets.shutdownMsMax !== undefined && result.shutdownMs > budgets.shutdownMsMax)
    over.push(`SIGTERM to exit ${result.shutdownMs} ms > ${budgets.shutdownMsMax} ms`);
  return over;
}

if (isMain(import.meta.url)) {
  reportAgainstBudget(await benchOutages(), outageOverBudget);
}
