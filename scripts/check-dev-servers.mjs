#!/usr/bin/env node
// Starts each app's dev server the way `npm run dev -w <app>` does (its webpack.config.js in development
// mode, webpack-dev-server with its devServer settings, output in memory), waits for the first compile,
// asks it for its page (and a remote's remoteEntry.js), and stops it. Any compile error or warning fails
// the check: either would show the dev server's overlay over the screen.
//
//   node scripts/check-dev-servers.mjs            every app, one after the other
//   node scripts/check-dev-servers.mjs mfe-swipe  only the ones named
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mfe-swipe', 'mfe-spotlight', 'mfe-account', 'mfe-admin'];

/** The first compile's problems, and whether the server answers with the app's files. */
async function checkApp(app) {
  const appDir = path.join(repoRoot, app);
  // As under `npm run dev -w <app>`: the config's relative paths (exposes, src/...) are the package's.
  process.chdir(appDir);
  const config = require(path.join(appDir, 'webpack.config.js'))({ WEBPACK_SERVE: true }, { mode: 'development' });
  config.context ??= appDir;
  // Only this script's own report: no stats dump, no "project is running at" lines.
  config.stats = 'none';
  config.infrastructureLogging = { level: 'error' };
  const compiler = webpack(config);
  const firstCompile = new Promise((resolve) => compiler.hooks.done.tap('check-dev-servers', resolve));
  // Any free port: the check must not collide with a dev server someone is running.
  const server = new WebpackDevServer({ ...config.devServer, port: 'auto', open: false, client: { logging: 'none' } }, compiler);
  await server.start();
  try {
    const stats = await firstCompile;
    const { errors, warnings } = stats.toJson({ all: false, errors: true, warnings: true });
    const problems = [...errors.map((e) => `ERROR ${e.message}`), ...warnings.map((w) => `WARNING ${w.message}`)];
    const base = `http://localhost:${server.options.port}`;
    const isRemote = Boolean(require(path.join(appDir, 'federation.config.js')).exposes);
    const files = isRemote ? ['/', '/remoteEntry.js'] : ['/'];
    for (const file of files) {
      const res = await fetch(base + file);
      if (!res.ok) problems.push(`GET ${file} answered ${res.status}`);
    }
    return problems;
  } finally {
    await server.stop();
    // Closing the compiler writes its filesystem cache: the next dev server of this app starts from it.
    await new Promise((resolve) => compiler.close(resolve));
  }
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((app) => !APPS.includes(app));
if (unknown.length) {
  console.error(`Unknown app(s): ${unknown.join(', ')}. Known: ${APPS.join(', ')}`);
  process.exit(2);
}

const started = Date.now();
let failed = 0;
for (const app of wanted.length ? wanted : APPS) {
  const t0 = Date.now();
  const problems = await checkApp(app);
  const took = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  if (problems.length === 0) {
    console.log(`ok   ${app} (${took})`);
    continue;
  }
  failed += 1;
  console.log(`FAIL ${app} (${took})`);
  for (const problem of problems) console.log(`  ${problem.replace(/\n/g, '\n  ')}`);
}
console.log(
  `${failed ? `${failed} dev server(s) failed` : 'every dev server compiles cleanly'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed ? 1 : 0);
