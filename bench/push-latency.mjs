// Web Push latency: from partner A's Start (POST /api/sessions/start sent) to the push request
// arriving at partner B's push service, over BENCH_PUSH_SESSIONS partnered sessions (default 100), one after
// another, against the built gateway (PGlite, or PostgreSQL at BENCH_DATABASE_URL) and a push service of this script on loopback. Every push is
// decrypted with B's key to check it is B's "partner started" notice. Exits 1 when p99 is above 1 s.
import crypto from 'node:crypto';
import http from 'node:http';
import { isMain, partners, percentile, startBody, startGateway } from './lib.mjs';

const SESSIONS = Number(process.env.BENCH_PUSH_SESSIONS ?? 100);
const BUDGET_MS = 1000;
const PORT = Number(process.env.BENCH_PUSH_PORT ?? 8330);

/** The push service: resolves the waiter of each device path when its request arrives. */
function pushService() {
  const waiting = new Map();
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const at = performance.now();
      res.writeHead(201).end();
      waiting.get(req.url)?.({ at, body: Buffer.concat(chunks) });
      waiting.delete(req.url);
    });
  });
  return {
    listen: () => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`))),
    arrival: (path) => new Promise((resolve) => waiting.set(path, resolve)),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function device(origin, n) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  const path = `/push/bench-${n}-${crypto.randomBytes(4).toString('hex')}`;
  return {
    ecdh,
    auth,
    path,
    subscription: {
      endpoint: `${origin}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

function decrypt(body, { ecdh, auth }) {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdh.computeSecret(serverKey), auth, info, 32));
  const key = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (plain[end] === 0) end -= 1;
  return JSON.parse(plain.subarray(0, end).toString('utf8'));
}

export async function benchPushLatency() {
  const service = pushService();
  const origin = await service.listen();
  // BENCH_DATABASE_URL: the gateway on PostgreSQL instead of a fresh embedded PGlite.
  const gw = await startGateway({
    port: PORT,
    env: process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {},
  });
  const samples = [];
  const startAnswers = [];
  const afterAnswer = [];
  try {
    for (let n = 0; n < SESSIONS; n += 1) {
      const p = await partners(gw.base, `push${n}`);
      const phone = device(origin, n);
      await p.b.call('POST', '/api/push/subscriptions', phone.subscription);
      const arrival = service.arrival(phone.path);
      const sent = performance.now();
      const started = await p.a.call('POST', '/api/sessions/start', startBody(p.ua.id, p.partnership.id));
      const answered = performance.now();
      startAnswers.push(answered - sent);
      const { at, body } = await arrival;
      const message = decrypt(body, phone);
      if (message.kind !== 'partnerStarted' || message.tag !== `session-${started.session.id}`)
        throw new Error(`unexpected push ${JSON.stringify(message)}`);
      samples.push(at - sent);
      // How long after A's answer the push reached B's service (negative: before it).
      afterAnswer.push(at - answered);
    }
  } finally {
    await gw.stop();
    await service.close();
  }
  samples.sort((x, y) => x - y);
  startAnswers.sort((x, y) => x - y);
  afterAnswer.sort((x, y) => x - y);
  const round = (v) => Math.round(v * 10) / 10;
  return {
    sessions: samples.length,
    p50ms: round(percentile(samples, 50)),
    p99ms: round(percentile(samples, 99)),
    maxMs: round(samples.at(-1)),
    startAnswerP50ms: round(percentile(startAnswers, 50)),
    startAnswerP99ms: round(percentile(startAnswers, 99)),
    pushAfterAnswerP50ms: round(percentile(afterAnswer, 50)),
    pushAfterAnswerP99ms: round(percentile(afterAnswer, 99)),
    budgetMs: BUDGET_MS,
  };
}

if (isMain(import.meta.url)) {
  const result = await benchPushLatency();
  console.log(JSON.stringify(result, null, 2));
  if (!(result.p99ms <= BUDGET_MS)) {
    console.error(`push latency p99 ${result.p99ms} ms is above the ${BUDGET_MS} ms budget`);
    process.exit(1);
  }
}
