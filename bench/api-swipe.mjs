// Swipe-call latency and throughput under load (autocannon), beside a bare Express endpoint measured in the
// same run on the same machine. The swipe repeated by autocannon is the idempotent path: authentication,
// validation, membership and deck checks, the session row lock and the outcome — everything but the insert.
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import path from 'node:path';
import { partners, percentile, root, startBody, startGateway } from './lib.mjs';

const require = createRequire(import.meta.url);
const express = require(path.join(root, 'api-gateway/node_modules/express'));

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 40);

function summarize(label, r) {
  return {
    label,
    requestsPerSec: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

function load(opts) {
  return new Promise((resolve, reject) => autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (e, r) => (e ? reject(e) : resolve(r))));
}

export async function benchSwipe({ engine = 'pglite', port = 8290 } = {}) {
  const env = engine === 'postgres' ? { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' } : {};
  const gw = await startGateway({ port, env });
  const bare = express();
  bare.use(express.json());
  bare.post('/bare', (req, res) => res.json({ ok: true, echo: req.body.restaurantId }));
  const bareServer = await new Promise((resolve) => {
    const s = bare.listen(port + 1, () => resolve(s));
  });
  const startTimes = [];
  try {
    // Load spreads over many live sessions, as real traffic does: every swipe takes its session's row lock,
    // so hammering one session would measure lock contention, not the endpoint.
    const targets = [];
    for (let i = 0; i < SESSIONS; i += 1) {
      const { a, ua, partnership } = await partners(gw.base, `swipe${i}`);
      const t0 = performance.now();
      const started = await a.call('POST', '/api/sessions/start', startBody(ua.id, partnership.id));
      startTimes.push(performance.now() - t0);
      const swipe = { userId: ua.id, restaurantId: started.restaurants[0].placeId, action: 'pass', position: 1 };
      await a.call('POST', `/api/sessions/${started.session.id}/swipe`, swipe);
      targets.push({ path: `/api/sessions/${started.session.id}/swipe`, cookie: a.cookie(), body: JSON.stringify(swipe) });
    }
    startTimes.sort((x, y) => x - y);

    let next = 0;
    const setupRequest = (req) => {
      const t = targets[next++ % targets.length];
      return { ...req, path: t.path, body: t.body, headers: { ...req.headers, cookie: t.cookie } };
    };
    const headers = { 'content-type': 'application/json', origin: gw.base };
    const bareResult = await load({ url: `http://localhost:${port + 1}/bare`, method: 'POST', headers, body: targets[0].body });
    const swipeResult = await load({ url: gw.base, method: 'POST', headers, requests: [{ setupRequest }] });
    const bareS = summarize('bare Express POST (JSON)', bareResult);
    const swipeS = summarize(`swipe (${engine})`, swipeResult);
    return {
      engine,
      connections: CONNECTIONS,
      seconds: DURATION,
      bare: bareS,
      swipe: swipeS,
      swipeShareOfBare: Math.round((swipeS.requestsPerSec / bareS.requestsPerSec) * 100),
      sessionStartMs: { p50: Math.round(percentile(startTimes, 50)), p99: Math.round(percentile(startTimes, 99)) },
    };
  } finally {
    bareServer.close();
    await gw.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine = process.argv[2] ?? 'pglite';
  console.log(JSON.stringify(await benchSwipe({ engine }), null, 2));
}
