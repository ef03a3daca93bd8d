#!/usr/bin/env node
// Publishes one remote's build as an immutable version and repoints the manifest, or rolls it back —
// without rebuilding or restarting the shell or the gateway (which re-reads the release file per request).
//
//   node scripts/remotes.mjs publish <remote|--all> [--from <dist dir>]
//   node scripts/remotes.mjs rollback <remote> [<version>]
//   node scripts/remotes.mjs list
//
// Publishing copies the build (less its source maps, which stay in the build folder) into
// <releases>/<folder>/.incoming-<random>/ and renames it to
// <releases>/<folder>/<version>/ (a rename is atomic), and only then rewrites mfe-releases.json through a
// temporary file and a rename: a page either sees the old manifest or a fully published new version.
// The releases folder is FORKCAST_RELEASES_DIR, or ./releases. A version carries the paths the remote renders
// (route-prefixes.json in its build), so publishing or rolling back also changes which paths it serves.
// Remote and version names are checked, and the whole file against the rule the gateway reads it by
// (@forkcast/contracts/release-file), before anything is written: a file the gateway refused would send every
// remote back to its build folder. A refusal exits 2 and leaves the file as it was.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// By path, not package name: the repository root is no package that depends on @forkcast/contracts.
import { RELEASE_FILE, releaseFileProblem, versionNameProblem } from '../shared-ui/contracts/src/release-file/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const releasesDir = path.resolve(process.env.FORKCAST_RELEASES_DIR ?? path.join(root, 'releases'));
const releaseFile = path.join(releasesDir, RELEASE_FILE);
const REMOTES = { mfe_swipe: 'mfe-swipe', mfe_spotlight: 'mfe-spotlight', mfe_account: 'mfe-account', mfe_admin: 'mfe-admin' };

const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

function fail(message) {
  console.error(`remotes: ${message}`);
  process.exit(2);
}

function remoteName(arg) {
  const name = Object.keys(REMOTES).find((n) => n === arg || REMOTES[n] === arg);
  if (!name) fail(`unknown remote "${arg}" (one of ${Object.values(REMOTES).join(', ')})`);
  return name;
}

function checkVersionName(version) {
  const problem = versionNameProblem(version);
  if (problem) fail(problem);
  return version;
}

/** The release file, or an empty one when there is none yet. One the gateway refuses is not built upon. */
function readReleases() {
  let text;
  try {
    text = fs.readFileSync(releaseFile, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return { remotes: {} };
    return fail(`cannot read ${releaseFile}: ${error.message}`);
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return fail(`${releaseFile} is not JSON (${error.message}): fix it, or remove it to start from the build folders`);
  }
  const problem = releaseFileProblem(data);
  if (problem) fail(`${releaseFile} is refused by the gateway (${problem}): fix it, or remove it to start from the build folders`);
  return data;
}

/** Checked as a whole first, then written to a temporary file and renamed over the old one (atomic). */
function writeReleases(data) {
  const problem = releaseFileProblem(data);
  if (problem) fail(`not writing ${releaseFile}: the gateway would refuse it (${problem})`);
  fs.mkdirSync(releasesDir, { recursive: true });
  const tmp = `${releaseFile}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(tmp, `${JSON.stringify(data, null, 2)}\n`);
    fs.renameSync(tmp, releaseFile);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

function filesOf(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)))
    .sort();
}

/** The version names the content: the package version plus a hash of every built file. */
function versionOf(folder, dist) {
  const hash = createHash('sha256');
  for (const file of filesOf(dist)) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(dist, file)));
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
  return `${version}-${hash.digest('hex').slice(0, 10)}`;
}

/**
 * The paths a build claims (route-prefixes.json, emitted by build-preset/route-prefixes-plugin.js): they are
 * published with the version. The gateway checks each claim when it serves the manifest and logs a refused one.
 */
function declaredPrefixes(dist, folder) {
  try {
    const declared = JSON.parse(fs.readFileSync(path.join(dist, 'route-prefixes.json'), 'utf8'));
    if (Array.isArray(declared) && declared.every((p) => typeof p?.path === 'string')) return declared.map((p) => p.path);
  } catch {
    // reported below
  }
  return fail(`${dist} has no valid route-prefixes.json: rebuild ${folder} (its src/route-prefixes.json lists the paths it renders)`);
}

function publish(name, from) {
  const folder = REMOTES[name];
  const dist = path.resolve(from ?? path.join(root, folder, 'dist'));
  if (!fs.existsSync(path.join(dist, 'remoteEntry.js'))) fail(`${dist} has no remoteEntry.js: build ${folder} first`);
  const prefixes = declaredPrefixes(dist, folder);
  const version = checkVersionName(versionOf(folder, dist));
  // Before copying anything: a release file the gateway refuses is not published upon.
  const releases = readReleases();
  const target = path.join(releasesDir, folder, version);
  if (!fs.existsSync(target)) {
    const incoming = path.join(releasesDir, folder, `.incoming-${randomBytes(6).toString('hex')}`);
    fs.mkdirSync(path.dirname(incoming), { recursive: true });
    // Source maps hold every line of the remote's source: they stay in the build folder (an artifact) and
    // never enter a release folder, which is what gets served (by the gateway, or copied to a CDN).
    fs.cpSync(dist, incoming, { recursive: true, filter: (file) => !SOURCE_MAP.test(file) });
    fs.renameSync(incoming, target);
  }
  const entry = releases.remotes[name] ?? { current: null, history: [] };
  if (entry.current !== version) {
    if (entry.current) entry.history = [entry.current, ...entry.history.filter((v) => v !== entry.current && v !== version)].slice(0, 20);
    entry.current = version;
  }
  releases.remotes[name] = entry;
  writeReleases(releases);
  console.log(`published ${folder} ${version} → /remotes/${folder}/${version}/remoteEntry.js (paths: ${prefixes.join(', ') || 'none'})`);
}

function rollback(name, to) {
  const folder = REMOTES[name];
  const releases = readReleases();
  const entry = releases.remotes[name];
  if (!entry?.current) fail(`${folder} has no published version`);
  const target = to ?? entry.history[0];
  if (!target) fail(`${folder} has no earlier version to roll back to`);
  checkVersionName(target);
  if (!fs.existsSync(path.join(releasesDir, folder, target, 'remoteEntry.js'))) fail(`${folder} ${target} is not published`);
  entry.history = [entry.current, ...entry.history.filter((v) => v !== target && v !== entry.current)].slice(0, 20);
  entry.current = target;
  writeReleases(releases);
  console.log(`rolled ${folder} back to ${target}`);
}

const [command, arg, ...rest] = process.argv.slice(2);
const fromIndex = rest.indexOf('--from');
const from = fromIndex >= 0 ? rest[fromIndex + 1] : undefined;
if (command === 'publish') {
  if (!arg) fail('usage: publish <remote|--all> [--from <dist dir>]');
  for (const name of arg === '--all' ? Object.keys(REMOTES) : [remoteName(arg)]) publish(name, from);
} else if (command === 'rollback') {
  if (!arg) fail('usage: rollback <remote> [<version>]');
  rollback(remoteName(arg), rest[0]);
} else if (command === 'list') {
  const releases = readReleases();
  for (const [name, folder] of Object.entries(REMOTES)) {
    const e = releases.remotes[name];
    console.log(`${folder}: ${e?.current ?? '(unpublished: served from its build folder)'}${e?.history?.length ? `  (earlier: ${e.history.join(', ')})` : ''}`);
  }
} else {
  fail('usage: remotes.mjs publish <remote|--all> [--from <dir>] | rollback <remote> [<version>] | list');
}
