// Swipe-call latency and throughput under load (autocannon), beside a bare Express endpoint measured in the
// same run on the same machine. The swipe repeated by autocannon is the idempotent path (a retry, a double
// tap): authentication, validation, membership and deck checks and the outcome, from one unlocked read.
// Then every remaining card of a round's own sessions is swiped once ("new", the swipes people make): the
// insert path, with the session row lock, and on each user's last card completion and the notifications.
// Besides req/s, the gateway's own CPU time per request is reported (from /proc): on a shared machine it
// moves far less than req/s does.
// Bare, repeated and new swipes are measured BENCH_ROUNDS times (default 3), alternating, after a warm-up
// round of each that is not counted (a server in service has run its code before; the first round after a
// start ran the JIT and each pool connection's plan cache cold, and scored 10-25 % below the next ones). For
// each kind the round with the median share of bare is reported; run directly, it exits 1 when a median
// share misses bench/budgets.json. BENCH_PORT sets the gateway's port (bare Express takes the next one).
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  benchDatabaseUrl,
  isMain,
  medianBy,
  partners,
  percentile,
  readBudgets,
  reportAgainstBudget,
  root,
  startBody,
  startGateway,
} from './lib.mjs';

const require = createRequire(import.meta.url);
const express = require(path.join(root, 'api-gateway/node_modules/express'));

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Sessions per round: each round swipes its own sessions' cards. */
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 40);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** Seconds of each load in the uncounted warm-up round (its new swipes are its own sessions' cards). */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/**
 * A run of `amount` requests (the new swipes, 1-4 s) is rated by the time from its start to its last answer:
 * autocannon's per-second average counts the last, partial second as a whole one, and its `duration` is
 * rounded up to its one-second tick.
 */
function summarize(label, r, { byElapsedTime = false } = {}) {
  return {
    label,
    requestsPerSec: Math.round(byElapsedTime ? requestsPerSecond(r) : r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

function requestsPerSecond(r) {
  return r.requests.total / (r.elapsedMs / 1000);
}

/** CPU ms (user + system) the process has used so far; null where /proc is missing. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in USER_HZ (100)
  } catch {
    return null;
  }
}

/** Runs a load against the gateway and adds the gateway's CPU ms per completed request. */
async function loadGateway(pid, opts) {
  const before = cpuMsOf(pid);
  const result = await load(opts);
  const after = cpuMsOf(pid);
  const done = result.requests.total;
  return { result, cpuMsPerRequest: before === null || after === null || !done ? null : Math.round(((after - before) / done) * 100) / 100 };
}

function load(opts) {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let lastAnswerAt = startedAt;
    const run = autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (e, r) =>
      e ? reject(e) : resolve({ ...r, elapsedMs: lastAnswerAt - startedAt }),
    );
    run.on('response', () => {
      lastAnswerAt = performance.now();
    });
  });
}

export async function benchSwipe({ engine = 'pglite', port = Number(process.env.BENCH_PORT ?? 8290) } = {}) {
  const env = engine === 'postgres' ? { DATABASE_URL: await benchDatabaseUrl() } : {};
  const gw = await startGateway({ port, env });
  const bare = express();
  bare.use(express.json());
  bare.post('/bare', (req, res) => res.json({ ok: true, echo: req.body.restaurantId }));
  const bareServer = await new Promise((resolve) => {
    const s = bare.listen(port + 1, () => resolve(s));
  });
  const startTimes = [];
  try {
    // Load spreads over many live sessions, as real traffic does: every new swipe takes its session's row
    // lock, so hammering one session would measure lock contention, not the endpoint.
    const targets = [];
    const freshBySession = [];
    // Round 0 is the warm-up.
    for (let i = 0; i < SESSIONS * (ROUNDS + 1); i += 1) {
      const { a, b, ua, ub, partnership } = await partners(gw.base, `swipe${i}`);
      const t0 = performance.now();
      const started = await a.call('POST', '/api/sessions/start', startBody(ua.id, partnership.id));
      startTimes.push(performance.now() - t0);
      const swipe = { userId: ua.id, restaurantId: started.restaurants[0].placeId, action: 'pass', position: 1 };
      await a.call('POST', `/api/sessions/${started.session.id}/swipe`, swipe);
      targets.push({ path: `/api/sessions/${started.session.id}/swipe`, cookie: a.cookie(), body: JSON.stringify(swipe) });
      // Passes never match, so every card of both partners is a new swipe; the last one completes the session.
      const fresh = [];
      freshBySession.push(fresh);
      started.restaurants.forEach((card, index) => {
        const pass = (user, side) => ({
          path: `/api/sessions/${started.session.id}/swipe`,
          cookie: side.cookie(),
          body: JSON.stringify({ userId: user.id, restaurantId: card.placeId, action: 'pass', position: index + 1 }),
        });
        if (index > 0) fresh.push(pass(ua, a));
        fresh.push(pass(ub, b));
      });
    }
    startTimes.sort((x, y) => x - y);

    const cycle = (list) => {
      let next = 0;
      return (req) => {
        const t = list[next++ % list.length];
        return { ...req, path: t.path, body: t.body, headers: { ...req.headers, cookie: t.cookie } };
      };
    };
    // Round robin over a round's sessions: requests in flight together belong to different sessions.
    const interleave = (lists) => {
      const out = [];
      for (let card = 0; lists.some((list) => card < list.length); card += 1) {
        for (const list of lists) if (card < list.length) out.push(list[card]);
      }
      return out;
    };
    const headers = { 'content-type': 'application/json', origin: gw.base };
    const pid = gw.child.pid;
    // Alternating rounds: a neighbour's load that comes and goes weighs on both sides of the share alike.
    const rounds = [];
    for (let i = 0; i <= ROUNDS; i += 1) {
      const duration = i === 0 ? WARMUP_SECONDS : DURATION;
      const bareResult = await load({ url: `http://localhost:${port + 1}/bare`, method: 'POST', headers, body: targets[0].body, duration });
      const repeat = await loadGateway(pid, {
        url: gw.base,
        method: 'POST',
        headers,
        requests: [{ setupRequest: cycle(targets) }],
        duration,
      });
      const fresh = interleave(freshBySession.slice(i * SESSIONS, (i + 1) * SESSIONS));
      const inserts = await loadGateway(pid, {
        url: gw.base,
        method: 'POST',
        headers,
        amount: fresh.length,
        requests: [{ setupRequest: cycle(fresh) }],
      });
      if (i === 0) continue;
      const bareRps = bareResult.requests.average;
      rounds.push({
        bareResult,
        repeat,
        inserts,
        share: repeat.result.requests.average / bareRps,
        freshShare: requestsPerSecond(inserts.result) / bareRps,
      });
    }
    const { bareResult, repeat } = medianBy(rounds, (r) => r.share);
    const freshRound = medianBy(rounds, (r) => r.freshShare);
    const { inserts } = freshRound;
    const bareS = summarize('bare Express POST (JSON)', bareResult);
    const swipeS = { ...summarize(`swipe, repeated (${engine})`, repeat.result), gatewayCpuMsPerRequest: repeat.cpuMsPerRequest };
    const freshS = {
      ...summarize(`swipe, new (${engine})`, inserts.result, { byElapsedTime: true }),
      requests: inserts.result.requests.total,
      gatewayCpuMsPerRequest: inserts.cpuMsPerRequest,
      bareRequestsPerSec: Math.round(freshRound.bareResult.requests.average),
    };
    return {
      engine,
      connections: CONNECTIONS,
      seconds: DURATION,
      warmUpSeconds: WARMUP_SECONDS,
      bare: bareS,
      swipe: swipeS,
      freshSwipe: freshS,
      swipeShareOfBare: Math.round((swipeS.requestsPerSec / bareS.requestsPerSec) * 100),
      swipeShareRounds: rounds.map((r) => Math.round(r.share * 100)),
      freshSwipeShareOfBare: Math.round(freshRound.freshShare * 100),
      freshSwipeShareRounds: rounds.map((r) => Math.round(r.freshShare * 100)),
      gatewayCpuMsPerRequestRounds: {
        repeated: rounds.map((r) => r.repeat.cpuMsPerRequest),
        new: rounds.map((r) => r.inserts.cpuMsPerRequest),
      },
      sessionStartMs: { p50: Math.round(percentile(startTimes, 50)), p99: Math.round(percentile(startTimes, 99)) },
    };
  } finally {
    bareServer.close();
    await gw.stop();
  }
}

/** The swipe budgets the median rounds miss (share of bare Express, per engine; an engine without one has none). */
export function swipeOverBudget(result, budgets = readBudgets()) {
  const over = [];
  const repeated = budgets.swipeShareOfBarePercentMin?.[result.engine];
  if (repeated !== undefined && result.swipeShareOfBare < repeated)
    over.push(`repeated swipe on ${result.engine} ${result.swipeShareOfBare} % of bare < ${repeated} %`);
  const fresh = budgets.newSwipeShareOfBarePercentMin?.[result.engine];
  if (fresh !== undefined && result.freshSwipeShareOfBare < fresh)
    over.push(`new swipe on ${result.engine} ${result.freshSwipeShareOfBare} % of bare < ${fresh} %`);
  return over;
}

if (isMain(import.meta.url)) {
  reportAgainstBudget(await benchSwipe({ engine: process.argv[2] ?? 'pglite' }), swipeOverBudget);
}
