#!/usr/bin/env node
// The README's test command: typecheck, declared dependencies (knip), unit and component tests, API tests on the embedded PGlite and
// on PostgreSQL, a production build, then end-to-end tests in Debian's Chromium. Each step's test counts
// are summed into one closing line "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const JEST_PACKAGES = ['shared-ui', 'shell', 'mfe-swipe', 'mfe-spotlight', 'mfe-account', 'mfe-admin', 'api-gateway'];
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, options = {}) {
  console.log(`\n━━ ${label}\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function addJestReport(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

function canConnect(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || (url.startsWith('redis') ? 6379 : 5432)) });
    socket.setTimeout(2000);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
}

run('typecheck', 'npx', ['lerna', 'run', 'typecheck', '--concurrency', '2']);
run('dependencies', 'npm', ['run', 'check:deps']);

// The two-instance live test needs Redis; it runs whenever one answers (CI makes sure one does).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisEnv = {};
if (await canConnect(redisUrl)) redisEnv.TEST_REDIS_URL = redisUrl;
else if (process.env.REQUIRE_REDIS) failures.push(`Redis required but not reachable at ${redisUrl}`);
else console.log(`\nSKIPPED: live tests across two instances — no Redis at ${redisUrl} (set TEST_REDIS_URL).`);

// api-gateway's tests/reliability/* start and kill their own Redis, PostgreSQL and gateway processes
// (ports 9200-9299, never the shared servers): they run in the PGlite pass below and skip under TEST_DB=postgres.
for (const pkg of JEST_PACKAGES) {
  const out = path.join(reports, `jest-${pkg}.json`);
  run(`tests: ${pkg}${pkg === 'api-gateway' ? ' (PGlite)' : ''}`, 'npm', ['run', 'test', '--', '--json', `--outputFile=${out}`], {
    cwd: path.join(root, pkg),
    env: pkg === 'api-gateway' ? redisEnv : {},
  });
  addJestReport(out);
}

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (await canConnect(pgUrl)) {
  const out = path.join(reports, 'jest-api-gateway-postgres.json');
  run('tests: api-gateway (PostgreSQL)', 'npm', ['run', 'test:pg', '--', '--json', `--outputFile=${out}`], {
    cwd: path.join(root, 'api-gateway'),
    env: { TEST_DATABASE_URL: pgUrl, ...redisEnv },
  });
  addJestReport(out);
} else if (process.env.REQUIRE_POSTGRES) {
  console.log(`\nPostgreSQL is required here but not reachable at ${pgUrl}`);
  failures.push('tests: api-gateway (PostgreSQL)');
} else {
  console.log(`\nSKIPPED: API tests on PostgreSQL — nothing listens at ${pgUrl} (set TEST_DATABASE_URL to run them).`);
}

if (run('build', 'npx', ['lerna', 'run', 'build', '--concurrency', '2'])) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log(`\nEnd-to-end tests need Debian's Chromium at ${chromium}: apt-get install -y chromium`);
    failures.push('e2e');
  } else {
    const out = path.join(root, 'e2e/test-results/report.json');
    rmSync(out, { force: true });
    run('tests: e2e (Playwright, Chromium 390x844)', 'npx', ['playwright', 'test'], {
      cwd: path.join(root, 'e2e'),
      env: { CI: '1' },
    });
    if (existsSync(out)) {
      const stats = JSON.parse(readFileSync(out, 'utf8')).stats;
      totals.passed += stats.expected;
      totals.failed += stats.unexpected + stats.flaky;
      totals.skipped += stats.skipped;
    }
  }
}

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
