#!/usr/bin/env node
// `npm run coverage [-- <project>…]`: the jest projects (root jest.config.js; all of them by default, or the
// named ones, e.g. `design-system live-store`) with V8 coverage, then one line per package: its source and test
// files and the share of its lines, branches and functions the tests run. Every source file counts, run or not.
// Not part of `npm test`: instrumenting costs the 2-core CI machine time it does not have; the figures are
// in docs/testing.md › Coverage.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'coverage');
const projects = process.argv.slice(2);
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

// Relative to the repository (jest matches collectCoverageFrom against the run's rootDir).
const inPackages = `{${workspaces.join(',')}}`;
const sources = ['src/**/*.{ts,tsx,js,mjs}', 'build/**/*.js', '*.js', 'federation/**/*.js', 'shared/**/*.js'].map(
  (glob) => `${inPackages}/${glob}`,
);
const notSources = ['!**/__tests__/**', '!**/testing/**', '!**/*.d.ts', '!**/*.config.js', '!**/jest.*.js'];

rmSync(out, { recursive: true, force: true });
const jest = spawnSync(
  'npx',
  [
    'jest',
    '--maxWorkers=2',
    // Instrumented code runs slower: twice the run's usual 30 s per test.
    '--testTimeout=60000',
    '--coverage',
    '--coverageProvider=v8',
    '--coverageReporters=json-summary',
    `--coverageDirectory=${out}`,
    ...[...sources, ...notSources].map((glob) => `--collectCoverageFrom=${glob}`),
    ...(projects.length ? ['--selectProjects', ...projects] : []),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    // The gateway's tests load ESM-only packages through jest's ESM support (see api-gateway/jest.config.js).
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning' },
  },
);

const summary = JSON.parse(readFileSync(path.join(out, 'coverage-summary.json'), 'utf8'));
const packages = new Map();
for (const [file, figures] of Object.entries(summary)) {
  if (file === 'total') continue;
  const folder = workspaces.filter((w) => file.startsWith(path.join(root, w) + path.sep)).sort((a, b) => b.length - a.length)[0];
  if (!folder) continue;
  const entry = packages.get(folder) ?? { files: 0, lines: [0, 0], branches: [0, 0], functions: [0, 0] };
  entry.files += 1;
  for (const key of ['lines', 'branches', 'functions']) {
    entry[key][0] += figures[key].covered;
    entry[key][1] += figures[key].total;
  }
  packages.set(folder, entry);
}

/** Test files under a package (jest's testMatch: *.test.ts(x) in __tests__), node_modules and builds aside. */
function testFiles(folder) {
  let count = 0;
  const walk = (dir, inTests) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'coverage'].includes(item.name)) continue;
      const full = path.join(dir, item.name);
      if (item.isDirectory()) walk(full, inTests || item.name === '__tests__' || item.name === 'tests');
      else if (inTests && /\.test\.[jt]sx?$/.test(item.name)) count += 1;
    }
  };
  walk(path.join(root, folder), false);
  return count;
}

const pct = ([covered, total]) => (total ? `${((100 * covered) / total).toFixed(1)} %` : '–');
// Files of other packages that a selected project's tests import are left out: their own tests did not run.
const shown = ([folder]) => !projects.length || projects.includes(path.basename(folder));
const rows = [...packages].filter(shown).sort(([a], [b]) => a.localeCompare(b));
console.log('\n| package | source files | test files | lines | branches | functions |\n|---|---|---|---|---|---|');
for (const [folder, e] of rows) {
  console.log(`| ${folder} | ${e.files} | ${testFiles(folder)} | ${pct(e.lines)} | ${pct(e.branches)} | ${pct(e.functions)} |`);
}
process.exit(jest.status ?? 1);
