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
// A version carries the paths the remote renders (route-prefixes.json in its build), so publishing or rolling
// back also changes which paths it serves.
// Remote and version names are checked, and the whole file against the rule the gateway reads it by
// (@forkcast/contracts/release-file), before anything is written: a file the gateway refused would send every
// remote back to its build folder. A build is published only as the remote it was built as (the federation
// name in its mf-manifest.json), and only when the live shell would load it: each Forkcast package it shares
// strictly must be satisfied by the version the shell provides, by the federation runtime's own semver check,
// or every browser would refuse it. Unknown arguments are refused, never ignored. A refusal exits 2 and leaves
// the file as it was.
//
// The live shell is the one the gateway serves: <STATIC_ROOT>/shell/dist (STATIC_ROOT as the gateway reads it,
// default the repository); the releases folder is FORKCAST_RELEASES_DIR, else <STATIC_ROOT>/releases, as there.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// By path, not package name: the repository root is no package that depends on these workspaces.
import sharedConfig from '../shared-ui/build-preset/create-shared-config.js';
import sharedVersionCheck from '../shared-ui/build-preset/shared-version-check.js';
import { RELEASE_FILE, releaseFileProblem, versionNameProblem } from '../shared-ui/contracts/src/release-file/index.js';
import { SHARED_VERSION_MESSAGE, describeSharedVersionRefusal } from '../shared-ui/contracts/src/shared-versions/index.js';

const { REMOTES } = sharedConfig;
const { sharedVersionRefusals } = sharedVersionCheck;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticRoot = path.resolve(process.env.STATIC_ROOT ?? root);
const releasesDir = path.resolve(process.env.FORKCAST_RELEASES_DIR ?? path.join(staticRoot, 'releases'));
const releaseFile = path.join(releasesDir, RELEASE_FILE);
const shellManifestFile = path.join(staticRoot, 'shell', 'dist', 'mf-manifest.json');
const MF_MANIFEST = 'mf-manifest.json';

const PUBLISH_USAGE = 'publish <remote|--all> [--from <dist dir>]';
const ROLLBACK_USAGE = 'rollback <remote> [<version>]';
const USAGE = `usage: remotes.mjs ${PUBLISH_USAGE} | ${ROLLBACK_USAGE} | list`;

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
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
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

/** A build's federation manifest (the `name` it was built as, the modules it `shared`), or why there is none. */
function readManifest(file) {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return error.code === 'ENOENT' ? 'it is missing' : `it is not JSON (${error.message})`;
  }
  if (typeof manifest?.name !== 'string' || !Array.isArray(manifest.shared)) return 'it has no federation name and shared list';
  return manifest;
}

/** The build's manifest, when the build was made as this remote: another remote's build is never published as it. */
function buildManifest(name, dist, folder) {
  const manifest = readManifest(path.join(dist, MF_MANIFEST));
  if (typeof manifest === 'string') return fail(`${dist} has no usable ${MF_MANIFEST} (${manifest}): rebuild ${folder}`);
  if (manifest.name !== name) {
    return fail(
      `${dist} is a build of ${manifest.name}, not of ${name}: publish ${folder} from its own build (npm run build -w @forkcast/${folder})`,
    );
  }
  return manifest;
}

let shellManifest;
/** What every page shares, as the live shell provides it. */
function liveShell() {
  shellManifest ??= readManifest(shellManifestFile);
  if (typeof shellManifest === 'string') {
    fail(
      `cannot check the build against the live shell: ${shellManifestFile} ${shellManifest} (build the shell first: npm run build -w @forkcast/shell)`,
    );
  }
  return shellManifest;
}

/**
 * A version the live shell would refuse at run time (a shared Forkcast package it cannot provide) is never
 * made current, by a publish or a rollback: users would get the remote's failure card instead of its pages.
 */
function refuseWhatTheShellRefuses(what, manifest) {
  const refusals = sharedVersionRefusals(manifest, liveShell());
  if (refusals.length === 0) return;
  fail(
    [
      `not ${what}: the live shell (${shellManifestFile}) would refuse it, and users would read "${SHARED_VERSION_MESSAGE}"`,
      ...refusals.map((refusal) => `  ${describeSharedVersionRefusal(refusal)}`),
      'Build it against the versions the shell provides, or build and deploy the shell with the new ones first.',
    ].join('\n'),
  );
}

/** Every check of a build, before anything is copied or written: returns what publishing it takes. */
function checkedBuild(name, from) {
  const folder = REMOTES[name];
  const dist = path.resolve(from ?? path.join(root, folder, 'dist'));
  if (!fs.existsSync(path.join(dist, 'remoteEntry.js'))) fail(`${dist} has no remoteEntry.js: build ${folder} first`);
  const manifest = buildManifest(name, dist, folder);
  const prefixes = declaredPrefixes(dist, folder);
  const version = checkVersionName(versionOf(folder, dist));
  refuseWhatTheShellRefuses(`publishing ${folder}`, manifest);
  return { name, folder, dist, prefixes, version };
}

function publish({ name, folder, dist, prefixes, version }) {
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
  const manifest = readManifest(path.join(releasesDir, folder, target, MF_MANIFEST));
  if (typeof manifest === 'string')
    fail(`${folder} ${target} has no usable ${MF_MANIFEST} (${manifest}): it cannot be checked against the live shell`);
  refuseWhatTheShellRefuses(`rolling ${folder} back to ${target}`, manifest);
  entry.history = [entry.current, ...entry.history.filter((v) => v !== target && v !== entry.current)].slice(0, 20);
  entry.current = target;
  writeReleases(releases);
  console.log(`rolled ${folder} back to ${target}`);
}

/** `<remote|--all> [--from <dist dir>]`: anything else is refused, not ignored. */
function publishArgs(args) {
  let target;
  let from;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--from') {
      if (from !== undefined) fail(`--from is given twice (${PUBLISH_USAGE})`);
      from = args[i + 1];
      i += 1;
      if (!from || from.startsWith('-')) fail(`--from needs the build folder to publish (${PUBLISH_USAGE})`);
    } else if (arg.startsWith('-') && arg !== '--all') fail(`unknown option "${arg}" (${PUBLISH_USAGE})`);
    else if (target === undefined) target = arg;
    else fail(`unexpected argument "${arg}" (${PUBLISH_USAGE})`);
  }
  if (!target) fail(`usage: ${PUBLISH_USAGE}`);
  if (target === '--all' && from) fail(`--from is one remote's build: name that remote, not --all (${PUBLISH_USAGE})`);
  return { target, from };
}

/** At most `count` plain arguments. */
function plainArgs(args, count, usage) {
  const option = args.find((arg) => arg.startsWith('-'));
  if (option) fail(`unknown option "${option}" (${usage})`);
  if (args.length > count) fail(`unexpected argument "${args[count]}" (${usage})`);
  return args;
}

const [command, ...args] = process.argv.slice(2);
if (command === 'publish') {
  const { target, from } = publishArgs(args);
  // Every build is checked before any is published: --all publishes all of them or none.
  const builds = (target === '--all' ? Object.keys(REMOTES) : [remoteName(target)]).map((name) => checkedBuild(name, from));
  for (const build of builds) publish(build);
} else if (command === 'rollback') {
  const [remote, version] = plainArgs(args, 2, ROLLBACK_USAGE);
  if (!remote) fail(`usage: ${ROLLBACK_USAGE}`);
  rollback(remoteName(remote), version);
} else if (command === 'list') {
  plainArgs(args, 0, 'list');
  const releases = readReleases();
  for (const [name, folder] of Object.entries(REMOTES)) {
    const e = releases.remotes[name];
    console.log(
      `${folder}: ${e?.current ?? '(unpublished: served from its build folder)'}${e?.history?.length ? `  (earlier: ${e.history.join(', ')})` : ''}`,
    );
  }
} else {
  fail(USAGE);
}
