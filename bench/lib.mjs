// Shared helpers for the benchmarks: start a built gateway on loopback, sign users in through the real
// OTP flow (codes read from the dev outbox), and call the API with the session cookie.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The PostgreSQL database the benchmarks write to: BENCH_DATABASE_URL, else their own `forkcast_bench`
 * (created when missing), whether a script runs alone or in `npm run bench`. Alone, two of them used the
 * tests' `test` database, so one benchmark measured two databases depending on how it was started, and each
 * run left thousands of users in the tests' database.
 */
export async function benchDatabaseUrl() {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/forkcast_bench';
  const name = new URL(url).pathname.slice(1);
  await withPostgresAdmin(url, async (admin) => {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  });
  return url;
}

/** Runs `work` with a client on the `postgres` database of `url`'s server (to create or drop databases). */
export async function withPostgresAdmin(url, work) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
    connectionTimeoutMillis: 3000,
  });
  try {
    await admin.connect();
    return await work(admin);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/**
 * A built gateway on `port`, reached at `host` (browsers keep cookies per host, not per port: two gateways
 * side by side on one host would each receive the other's session cookie). `niceness` lowers its CPU
 * priority: a page audit measures the browser (a phone, in Lighthouse's mobile preset), and on a 2-core
 * machine a gateway at the same priority takes the renderer's core mid-task, which Lighthouse then counts,
 * slowed 4x, as blocking time.
 */
export async function startGateway({ port, env = {}, server: serverFile, host = 'localhost', niceness = 0 }) {
  // BENCH_GATEWAY_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the gateway (NODE_OPTIONS refuses it).
  const nodeArgs = (process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_GATEWAY_SERVER=<path to a server.js> measures another build (a before/after comparison).
  const server = serverFile ?? process.env.BENCH_GATEWAY_SERVER ?? path.join(root, 'api-gateway/dist/server.js');
  const child = spawn(process.execPath, [...nodeArgs, server], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Benchmarks measure this machine, never a public restaurant service.
      RESTAURANT_SOURCE: 'catalog',
      PUBLIC_URL: `http://${host}:${port}`,
      SESSION_SECRET: 'bench-only-secret-0123456789abcdef0123456789',
      FORKCAST_DATA_DIR: env.DATABASE_URL ? '' : mkdtempSync(path.join(tmpdir(), 'forkcast-bench-')),
      // The benchmark signs in hundreds of users from one address.
      OTP_REQUESTS_PER_IP: '100000',
      OTP_VERIFY_PER_IP: '100000',
      OTP_REQUESTS_PER_EMAIL: '100000',
      // ...and starts their sessions within a minute.
      COSTLY_PER_IP_PER_MINUTE: '1000000',
      COSTLY_PER_USER_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (niceness) setPriority(child.pid, niceness);
  const base = `http://${host}:${port}`;
  // Up to 60 s: a first start initialises PGlite, which takes 20 s and more on a busy 2-core machine.
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, stop: () => stop(child) };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`gateway on ${port} did not start`);
}

function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

export function client(base) {
  const jar = new Map();
  const call = async (method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        origin: base,
        ...(jar.size ? { cookie: [...jar.values()].join('; ') } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    // The session and the pre-sign-in cookie (a sign-in code is bound to the client that asked for it).
    for (const set of res.headers.getSetCookie?.() ?? []) {
      const pair = set.split(';')[0];
      const name = pair.split('=')[0];
      if (name === 'forkcast.sid' || name === 'forkcast.otp') jar.set(name, pair);
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  return {
    call,
    /** The session cookie's `name=value`. */
    cookie: () => jar.get('forkcast.sid') ?? '',
    async signIn(email, preferences) {
      await call('POST', '/api/auth/email/request-otp', { email });
      const outbox = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const otp = outbox[0].text.match(/\b(\d{6})\b/)[1];
      const user = await call('POST', '/api/auth/email/verify-otp', { email, otp });
      if (preferences) await call('PUT', `/api/users/${user.id}`, { preferences });
      return user;
    },
  };
}

export const PHILADELPHIA_PREFERENCES = {
  location: { zipCode: '19103', latitude: 39.9525, longitude: -75.1741, radiusMiles: 5 },
  priceRange: ['$', '$$', '$$$', '$$$$'],
  dietaryRestrictions: [],
  cuisinePreferences: [],
  minRating: 3,
  allowRepeatRestaurants: true,
};

/** contracts/src/domain/session.ts's key for the tab's active-session snapshot (TypeScript, not importable here). */
export const ACTIVE_SESSION_STORAGE_KEY = 'forkcast.activeSession';

export function startBody(userId, partnershipId = null) {
  return {
    userId,
    partnershipId,
    location: { latitude: 39.9525, longitude: -75.1741 },
    filters: { priceRange: ['$', '$$', '$$$', '$$$$'], dietaryRestrictions: [], radiusMiles: 5, minRating: 3 },
  };
}

/** Two signed-in partners (fresh users), ready to start a partnered session. */
export async function partners(base, tag) {
  const a = client(base);
  const b = client(base);
  const stamp = `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const ua = await a.signIn(`a.${stamp}@bench.forkcast.test`, PHILADELPHIA_PREFERENCES);
  const ub = await b.signIn(`b.${stamp}@bench.forkcast.test`, PHILADELPHIA_PREFERENCES);
  const { inviteCode } = await a.call('POST', '/api/partnerships/invite', { userId: ua.id });
  const partnership = await b.call('POST', '/api/partnerships/accept', { inviteCode, userId: ub.id });
  return { a, b, ua, ub, partnership };
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/** The goals every benchmark checks its median run against (bench/budgets.json). */
export function readBudgets() {
  return JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));
}

/** The middle item of `items` ordered by `by` (the lower middle for an even count). */
export function medianBy(items, by = (x) => x) {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Whether the module at `moduleUrl` is the script node was started with (`node bench/x.mjs`). */
export function isMain(moduleUrl) {
  return moduleUrl === `file://${process.argv[1]}`;
}

/** A benchmark run directly: prints its result and exits 1 when `overBudget` lists a miss of its median. */
export function reportAgainstBudget(result, overBudget) {
  console.log(JSON.stringify(result, null, 2));
  const over = overBudget(result);
  if (over.length) {
    console.error(`Over budget: ${over.join('; ')}`);
    process.exit(1);
  }
}
