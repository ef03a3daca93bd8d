#!/usr/bin/env node
// `npm run dev:remote -- <remote>`: one remote's dev build inside the real shell, with hot updates and React
// Fast Refresh. Starts (or reuses) three servers and prints the one URL to open:
//
//   the gateway         GATEWAY_URL (default http://localhost:8080); started with `npm run dev -w
//                       @forkcast/api-gateway` when nothing answers there
//   the shell           its dev server (a development build: the remote's development JSX runtime needs the
//                       development React), on SHELL_PORT (default 3000); it serves the page, forwards the
//                       gateway's paths, and lists the remote in /mfe-manifest.json at /__remote/<remote>/
//   the remote          its dev server on REMOTE_PORT (default its own: swipe 3001, spotlight 3002, account
//                       3003, admin 3004), reached through the shell's dev server (one origin: no
//                       localhost-vs-127.0.0.1 refusal, no gateway CSP on the page)
//
// The other remotes come from the gateway as built; the ones without a build are built first (a fresh clone).
// Options: --shell-port N, --remote-port N, --gateway-url URL (or the variables above); --no-build to fail
// instead of building. Ctrl+C stops what this command started, never what it reused.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { REMOTES } = require('../shared-ui/build-preset/create-shared-config.js');
const { REMOTE_PROXY_PREFIX, GATEWAY_STATUS_PATH, DEV_REMOTE_STATUS_PATH } = require('../shared-ui/build-preset/dev-server.js');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_PORTS = { 'mfe-swipe': 3001, 'mfe-spotlight': 3002, 'mfe-account': 3003, 'mfe-admin': 3004 };
const FOLDERS = Object.values(REMOTES);

function usage(message) {
  if (message) console.error(message);
  console.error(`usage: npm run dev:remote -- <${FOLDERS.join('|')}> [--shell-port N] [--remote-port N] [--gateway-url URL] [--no-build]`);
  process.exit(2);
}

function parseArgs(argv) {
  const options = { build: true };
  const rest = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[(i += 1)];
      if (next === undefined) usage(`${arg} needs a value`);
      return next;
    };
    if (arg === '--shell-port') options.shellPort = Number(value());
    else if (arg === '--remote-port') options.remotePort = Number(value());
    else if (arg === '--gateway-url') options.gatewayUrl = value();
    else if (arg === '--no-build') options.build = false;
    else if (arg === '-h' || arg === '--help') usage();
    else if (arg.startsWith('-')) usage(`unknown option ${arg}`);
    else rest.push(arg);
  }
  if (rest.length !== 1) usage(rest.length ? `one remote at a time, got ${rest.join(' ')}` : 'which remote?');
  const folder = rest[0].replaceAll('_', '-');
  if (!FOLDERS.includes(folder)) usage(`unknown remote "${rest[0]}"`);
  options.folder = folder;
  options.name = Object.keys(REMOTES).find((name) => REMOTES[name] === folder);
  options.shellPort ??= Number(process.env.SHELL_PORT ?? 3000);
  options.remotePort ??= Number(process.env.REMOTE_PORT ?? DEFAULT_PORTS[folder]);
  options.gatewayUrl ??= process.env.GATEWAY_URL ?? 'http://localhost:8080';
  for (const key of ['shellPort', 'remotePort']) {
    if (!Number.isInteger(options[key]) || options[key] < 1 || options[key] > 65535) usage(`bad port for ${key}`);
  }
  try {
    options.gatewayUrl = new URL(options.gatewayUrl).origin;
  } catch {
    usage(`bad gateway URL "${options.gatewayUrl}"`);
  }
  return options;
}

async function getJson(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1500) });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1500) });
    await res.arrayBuffer();
    return res.status < 500 || res.status === 503;
  } catch {
    return false;
  }
}

const started = [];

function start(label, command, args, { cwd, env }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  started.push({ label, child });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) if (line.trim()) process.stdout.write(`[${label}] ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${label}] exited (${signal ?? code}); stopping`);
      stop(1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const { child } of started) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  }
  setTimeout(() => process.exit(code), started.length ? 300 : 0);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(label, check, child, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  throw new Error(`${label} did not come up in ${timeoutMs / 1000} s`);
}

/** The other remotes come from the gateway's static folders: build the ones a fresh clone lacks. */
function buildMissing(options) {
  const missing = FOLDERS.filter(
    (folder) => folder !== options.folder && !existsSync(path.join(repoRoot, folder, 'dist', 'remoteEntry.js')),
  );
  if (!missing.length) return;
  if (!options.build) throw new Error(`not built: ${missing.join(', ')} (run \`npm run build\`, or drop --no-build)`);
  for (const folder of missing) {
    console.log(`building ${folder} (the shell loads it from the gateway; it has no build yet)…`);
    const result = spawnSync('npm', ['run', 'build', '-w', `@forkcast/${folder}`], { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm run build -w @forkcast/${folder} failed`);
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const t0 = Date.now();
  buildMissing(options);
  const shellUrl = `http://localhost:${options.shellPort}`;
  const remoteUrl = `http://localhost:${options.remotePort}`;
  const prefix = `${REMOTE_PROXY_PREFIX}/${options.folder}`;
  const waits = [];

  // First decide, for each server, whether to reuse it or start it, so a taken port fails before anything starts.
  const gatewayUp = await answers(`${options.gatewayUrl}/api/health`);
  const gateway = new URL(options.gatewayUrl);
  if (!gatewayUp && !['localhost', '127.0.0.1', '[::1]'].includes(gateway.hostname)) {
    throw new Error(`the gateway at ${options.gatewayUrl} is not reachable`);
  }
  // The remote's dev server: reused when it is one started for this (proxied under the same prefix, same gateway).
  const remoteStatus = await getJson(`${remoteUrl}${GATEWAY_STATUS_PATH}`);
  const reuseRemote = Boolean(remoteStatus && remoteStatus.devRemotePrefix === prefix && remoteStatus.url === options.gatewayUrl);
  if (!reuseRemote && (await answers(remoteUrl)))
    throw new Error(`port ${options.remotePort} is taken by something else: pass --remote-port`);
  // The shell's dev server, in this mode for this remote.
  const devRemote = `${options.name}=${remoteUrl}`;
  const shellStatus = await getJson(`${shellUrl}${DEV_REMOTE_STATUS_PATH}`);
  const reuseShell = Boolean(shellStatus && shellStatus.devRemote === devRemote && shellStatus.gatewayUrl === options.gatewayUrl);
  if (!reuseShell && (await answers(shellUrl))) {
    throw new Error(`port ${options.shellPort} is taken (by a shell dev server for another remote, or something else): pass --shell-port`);
  }

  if (gatewayUp) {
    console.log(`gateway: reusing ${options.gatewayUrl}`);
  } else {
    console.log(`gateway: starting npm run dev -w @forkcast/api-gateway on port ${gateway.port || 80}`);
    const child = start('gateway', 'npm', ['run', 'dev', '-w', '@forkcast/api-gateway'], {
      cwd: repoRoot,
      env: { PORT: gateway.port || '80' },
    });
    waits.push(waitFor('the gateway', () => answers(`${options.gatewayUrl}/api/health`), child));
  }

  if (reuseRemote) {
    console.log(`${options.folder}: reusing its dev server at ${remoteUrl}`);
  } else {
    console.log(`${options.folder}: starting its dev server on port ${options.remotePort}`);
    const child = start(options.folder, 'npx', ['webpack', 'serve', '--mode', 'development', '--port', String(options.remotePort)], {
      cwd: path.join(repoRoot, options.folder),
      env: { GATEWAY_URL: options.gatewayUrl, FORKCAST_DEV_REMOTE_PREFIX: prefix },
    });
    waits.push(waitFor(`the ${options.folder} dev server`, () => answers(`${remoteUrl}/remoteEntry.js`), child));
  }

  if (reuseShell) {
    console.log(`shell: reusing its dev server at ${shellUrl}`);
  } else {
    console.log(`shell: starting its dev server on port ${options.shellPort}`);
    const child = start('shell', 'npx', ['webpack', 'serve', '--mode', 'development', '--port', String(options.shellPort)], {
      cwd: path.join(repoRoot, 'shell'),
      env: { GATEWAY_URL: options.gatewayUrl, FORKCAST_DEV_REMOTE: devRemote },
    });
    waits.push(waitFor('the shell dev server', () => answers(`${shellUrl}/`), child));
  }

  await Promise.all(waits);
  // Through the shell: the manifest names the dev remote, and its entry answers on the page's origin.
  await waitFor('the remote through the shell', () => answers(`${shellUrl}${prefix}/remoteEntry.js`));
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log('');
  console.log(`ready in ${seconds} s: ${options.folder} (dev build, Fast Refresh) inside the shell (dev build)`);
  console.log(`open ${shellUrl}/`);
  console.log('');
  if (!started.length) process.exit(0);
}

main().catch((error) => {
  console.error(`dev:remote: ${error.message}`);
  stop(1);
});
