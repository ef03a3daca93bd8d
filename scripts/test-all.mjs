#!/usr/bin/env node
// The README's test command: typecheck, declared dependencies (knip), the dev servers' compile, unit and component tests, API tests on the embedded PGlite and
// on PostgreSQL, a production build, then end-to-end tests in Debian's Chromium. Each step's test counts
// are summed into one closing line "tests: N passed, N failed", after a table of each step's duration.
// The machine CI runs on has 2 cores: each step keeps both busy (typecheck and knip side by side, every jest
// project in one two-worker run, the build at concurrency 2, Playwright with two workers).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// No test reaches the internet: every gateway a step starts (e2e, the dev remote, benchmarks) takes its
// restaurants from the bundled catalog, not the public Overpass instance that is the app's default.
process.env.RESTAURANT_SOURCE = 'catalog';
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0).padStart(4)} s`;

/**
 * Runs one step and records its duration. `quiet` steps (those run beside another) print their output
 * in one piece when they end, so two steps' lines never interleave.
 */
function run(label, command, args, options = {}) {
  const { quiet = false, ...spawnOptions } = options;
  const begun = Date.now();
  const header = `\n━━ ${label}\n$ ${command} ${args.join(' ')}`;
  if (!quiet) console.log(header);
  const child = spawn(command, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    cwd: root,
    ...spawnOptions,
    env: { ...process.env, ...spawnOptions.env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (quiet) console.log(`${header}\n${Buffer.concat(output).toString('utf8').trimEnd()}`);
      const ok = code === 0;
      timings.push({ label, ms: Date.now() - begun, ok });
      console.log(`━━ ${label}: ${ok ? 'ok' : `failed (exit ${code})`} in ${seconds(Date.now() - begun).trim()}`);
      if (!ok) failures.push(label);
      resolve(ok);
    });
  });
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
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

// Typecheck (scripts/typecheck.mjs: every TypeScript program, two at a time), lint (eslint.config.mjs: import
// boundaries and cycles, typescript-eslint, React hooks, jsx-a11y, testing-library), Prettier's check, the paths the docs name (scripts/check-doc-paths.mjs), the dependency
// check, and every app's dev server (a compile error or warning there is what a developer would meet as the error
// overlay) side by side.
await Promise.all([
  run('typecheck', 'npm', ['run', 'typecheck'], { quiet: true }),
  run('lint', 'npm', ['run', 'lint'], { quiet: true }),
  run('format', 'npm', ['run', 'format:check'], { quiet: true }),
  run('doc paths', 'node', ['scripts/check-doc-paths.mjs'], { quiet: true }),
  run('dependencies', 'npm', ['run', 'check:deps'], { quiet: true }),
  run('dev servers', 'node', ['scripts/check-dev-servers.mjs'], { quiet: true }),
]);

// The two-instance live test needs Redis; it runs whenever one answers (CI makes sure one does).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const jestEnv = {
  // The gateway's tests load ESM-only packages through jest's ESM support (see api-gateway/jest.config.js).
  NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning',
  TEST_REDIS_URL: '',
  TEST_DATABASE_URL: '',
};
if (await canConnect(redisUrl)) jestEnv.TEST_REDIS_URL = redisUrl;
else if (process.env.REQUIRE_REDIS) failures.push(`Redis required but not reachable at ${redisUrl}`);
else console.log(`\nSKIPPED: live tests across two instances — no Redis at ${redisUrl} (set TEST_REDIS_URL).`);

// With TEST_DATABASE_URL the root jest.config.js adds the gateway's integration tests on PostgreSQL.
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (await canConnect(pgUrl)) jestEnv.TEST_DATABASE_URL = pgUrl;
else if (process.env.REQUIRE_POSTGRES) {
  console.log(`\nPostgreSQL is required here but not reachable at ${pgUrl}`);
  failures.push('tests: api-gateway (PostgreSQL)');
} else {
  console.log(
    `\nSKIPPED: API tests on PostgreSQL and the engine parity suite — nothing listens at ${pgUrl} (set TEST_DATABASE_URL); every API suite runs on PGlite instead.`,
  );
}

// Every workspace's jest project (root jest.config.js) in one run on two workers: unit and component tests,
// the gateway's API suites on PostgreSQL and its engine parity suite on PGlite (see ON_BOTH_ENGINES there). api-gateway's tests/reliability/* start and kill their own
// Redis, PostgreSQL and gateway processes (ports 9200-9299, never the shared servers), on PGlite only.
{
  const out = path.join(reports, 'jest.json');
  await run(
    'tests: jest (every package; api-gateway API suites on PostgreSQL, engine parity on PGlite)',
    'npx',
    ['jest', '--maxWorkers=2', '--json', `--outputFile=${out}`],
    {
      env: jestEnv,
    },
  );
  addJestReport(out);
}

// Built once: the end-to-end tests serve these builds (remotes from their dist folders until a test publishes).
if (await run('build', 'npx', ['lerna', 'run', 'build', '--concurrency', '2'])) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log(`\nEnd-to-end tests need Debian's Chromium at ${chromium}: apt-get install -y chromium`);
    failures.push('e2e');
  } else {
    const out = path.join(root, 'e2e/test-results/report.json');
    rmSync(out, { force: true });
    await run('tests: e2e (Playwright, Chromium 390x844)', 'npx', ['playwright', 'test'], {
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

console.log('\nstep timings:');
for (const { label, ms, ok } of timings) console.log(`${seconds(ms)}  ${label}${ok ? '' : ' (failed)'}`);
console.log(`${seconds(Date.now() - started)}  total`);
console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
