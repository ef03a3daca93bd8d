// Time from the second like to `match_found` on both partners' sockets, over many partnered sessions.
// With two gateway instances (partner A on one, B on the other) the event crosses Redis.
// BENCH_ROUNDS rounds (default 3) of BENCH_MATCHES matches each on the same gateways; the round with the
// median p99 is reported, and run directly it exits 1 when that p99 misses bench/budgets.json.
import { io } from 'socket.io-client';
import {
  benchDatabaseUrl,
  isMain,
  medianBy,
  partners,
  percentile,
  readBudgets,
  reportAgainstBudget,
  startBody,
  startGateway,
} from './lib.mjs';

const SESSIONS = Number(process.env.BENCH_MATCHES ?? 60);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

function connect(base, cookie, userId, sessionId) {
  return new Promise((resolve, reject) => {
    const socket = io(base, { path: '/ws', transports: ['websocket'], extraHeaders: { cookie, origin: base } });
    socket.once('connect_error', reject);
    socket.once('registered', () => resolve(socket));
    socket.on('connect', () => socket.emit('register', { userId, sessionId }));
  });
}

export async function benchLiveMatch({ instances = 1, port = 8300 } = {}) {
  const shared =
    instances > 1
      ? {
          DATABASE_URL: await benchDatabaseUrl(),
          REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
        }
      : {};
  const gws = [];
  for (let i = 0; i < instances; i += 1) gws.push(await startGateway({ port: port + i, env: shared }));
  const rounds = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) rounds.push(await matchRound(gws, round));
  } finally {
    for (const gw of gws) await gw.stop();
  }
  const p99s = rounds.map((samples) => percentile(samples, 99));
  const samples = medianBy(rounds, (list) => percentile(list, 99));
  const round = (v) => Math.round(v * 10) / 10;
  return {
    instances,
    matches: samples.length,
    p50ms: round(percentile(samples, 50)),
    p99ms: round(percentile(samples, 99)),
    maxMs: round(samples.at(-1)),
    p99RoundsMs: p99s.map(round),
  };
}

/** SESSIONS matches, one after another; the sorted times from the second like to `match_found` on both sockets. */
async function matchRound(gws, roundIndex) {
  const samples = [];
  for (let n = 0; n < SESSIONS; n += 1) {
    // Partner A talks to instance 0, partner B to the last instance.
    const gwA = gws[0];
    const gwB = gws[gws.length - 1];
    const p = await partners(gwA.base, `live${roundIndex}.${n}`);
    // B's cookie works on any instance: sessions live in the shared database.
    const started = await p.a.call('POST', '/api/sessions/start', startBody(p.ua.id, p.partnership.id));
    const sa = await connect(gwA.base, p.a.cookie(), p.ua.id, started.session.id);
    const sb = await connect(gwB.base, p.b.cookie(), p.ub.id, started.session.id);
    const card = started.restaurants[0];
    await p.a.call('POST', `/api/sessions/${started.session.id}/swipe`, {
      userId: p.ua.id,
      restaurantId: card.placeId,
      action: 'like',
      position: 1,
    });
    const arrived = (socket) => new Promise((resolve) => socket.once('match_found', () => resolve(performance.now())));
    const onA = arrived(sa);
    const onB = arrived(sb);
    const t0 = performance.now();
    const res = await fetch(`${gwB.base}/api/sessions/${started.session.id}/swipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: p.b.cookie(), origin: gwB.base },
      body: JSON.stringify({ userId: p.ub.id, restaurantId: card.placeId, action: 'like', position: 1 }),
    });
    if (!res.ok) throw new Error(`swipe ${res.status}`);
    const [ta, tb] = await Promise.all([onA, onB]);
    samples.push(Math.max(ta, tb) - t0);
    sa.close();
    sb.close();
  }
  return samples.sort((x, y) => x - y);
}

/** The live budget the median round misses (two instances via Redis). */
export function liveOverBudget(result, budgets = readBudgets()) {
  const max = result.instances > 1 ? budgets.matchFoundP99MsMax?.twoInstances : undefined;
  return max !== undefined && result.p99ms > max ? [`match_found p99 on ${result.instances} instances ${result.p99ms} ms > ${max} ms`] : [];
}

if (isMain(import.meta.url)) {
  const instances = Number(process.argv[2] ?? 1);
  if (!Number.isInteger(instances) || instances < 1) {
    console.error(`usage: node bench/live-match.mjs [instances], a whole number from 1 (got ${process.argv[2]})`);
    process.exit(2);
  }
  reportAgainstBudget(await benchLiveMatch({ instances }), liveOverBudget);
}
