// Every workspace's jest project in one run (`npx jest` here; `npm test` runs it): one worker pool for all
// packages instead of one jest start-up per package, and the slowest files first across the whole run.
// Each package keeps its own jest.config.js (`npx jest` inside a package runs that package alone).
//
// With TEST_DATABASE_URL set, the gateway's API suites (tests/*.test.ts, less the suites in ABOVE_THE_DATABASE)
// run on PostgreSQL, as `npm run test:pg` does, in the same pool, and the embedded default keeps the suites in
// ON_BOTH_ENGINES (see there). The gateway's jest needs NODE_OPTIONS=--experimental-vm-modules (see its config).
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

/** A workspace's own jest config as a project of this run. */
function project(folder) {
  // workerIdleMemoryLimit is a setting of the whole run (set below), not of a project.
  const { workerIdleMemoryLimit: _ofTheRun, ...config } = require(path.join(__dirname, folder, 'jest.config.js'));
  // Named by the package's folder (`shared-ui/design-system` is project `design-system`).
  return { ...config, rootDir: path.join(__dirname, folder), displayName: path.basename(folder) };
}

const projects = workspaces.filter((folder) => fs.existsSync(path.join(__dirname, folder, 'jest.config.js'))).map(project);

/**
 * Gateway suites whose subject sits above the database: input validation (fuzzing), static files, config and
 * start-up guards, the adapters to outside protocols (SMTP, OpenID Connect, Places, Stripe), the admin CLI's
 * process (on its own embedded database), source scans. The engine under them changes nothing they assert,
 * so they run once, on the default engine; every suite that exercises repositories runs on both.
 */
const ABOVE_THE_DATABASE = [
  'fuzz',
  'static',
  'config',
  'error-handler',
  'module-boundaries',
  'mfe-manifest-routes',
  'remotes-cli',
  'rate-limit-fallback',
  'safe-defaults',
  'admin-cli',
  'smtp-adapter',
  'google-oidc-provider',
  'google-places',
  'billing-stripe',
];

/**
 * With a PostgreSQL server to test against (CI always has one), the gateway's API suites run on it, and the
 * embedded PGlite default keeps the suites where the engine itself is the subject:
 * - engine-parity: every repository method (the only code that issues SQL) called the same way on both
 *   engines, their answers compared value for value (types included) and checked;
 * - the write paths whose correctness rests on the engine's locking and transactions: concurrent swipes and
 *   session starts, the swipe path, account deletion, group sessions (try_swipe's group rule, members leaving).
 * PGlite also serves every end-to-end test (the built app on a fresh data directory), the reliability suites
 * and the suites above the database. Without a server (a newcomer's machine) every suite runs on PGlite.
 * Running every API suite on both engines cost more than it found: the parity suite makes the same findings
 * (docs/decisions/test-run-time.md).
 */
const ON_BOTH_ENGINES = ['concurrency', 'swipes', 'account-deletion', 'group-sessions', 'can-still-match'];

if (process.env.TEST_DATABASE_URL && projects.some((p) => p.displayName === 'api-gateway')) {
  const gateway = project('api-gateway');
  const suite = (name) => `<rootDir>/tests/${name}.test.ts`;
  const embedded = projects.find((p) => p.displayName === 'api-gateway');
  embedded.testMatch = [
    '<rootDir>/src/**/__tests__/**/*.test.ts',
    '<rootDir>/tests/reliability/**/*.test.ts',
    ...[...ABOVE_THE_DATABASE, ...ON_BOTH_ENGINES, 'engine-parity'].map(suite),
  ];
  projects.push({
    ...gateway,
    displayName: 'api-gateway (PostgreSQL)',
    // Sets TEST_DB=postgres for each test file (jest gives every file its own copy of process.env).
    setupFiles: [...(gateway.setupFiles ?? []), '<rootDir>/tests/helpers/postgres-pass.js'],
    testMatch: ['<rootDir>/tests/*.test.ts'],
    // engine-parity opens both engines itself.
    testPathIgnorePatterns: [
      '/node_modules/',
      ...[...ABOVE_THE_DATABASE, 'engine-parity'].map((name) => `<rootDir>/tests/${name}\\.test\\.ts$`),
    ],
  });
}

// testTimeout is a setting of the whole run, not of a project (jest ignores it inside one): the run takes the
// longest any package asks for (the gateway's 30 s: each of its test files starts a database and an app).
const testTimeout = Math.max(5000, ...projects.map((p) => p.testTimeout ?? 0));

// A worker runs many files in turn, and each file's embedded PGlite (a WebAssembly heap) and jsdom window outlive
// it in the worker for a while, until a worker spends its time collecting garbage. A worker past 1 GB after a
// file is replaced by a fresh one (the figures: docs/decisions/test-run-time.md).
const workerIdleMemoryLimit = '1GB';

module.exports = { projects, testTimeout, workerIdleMemoryLimit };
