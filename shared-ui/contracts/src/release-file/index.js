// The rule for mfe-releases.json, in one place for the two programs that handle it: scripts/remotes.mjs (plain
// Node, no build step, so this file is CommonJS JavaScript) refuses to write a file that breaks it, and the
// gateway (api-gateway/src/modules/static/release-manifest.ts) refuses to read one. A version name becomes a
// folder name under <releases>/<remote>/, so it may hold no path separator and never start with a dot.
'use strict';

const RELEASE_FILE = 'mfe-releases.json';
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

/** Why `version` cannot name a published version, or undefined. */
function versionNameProblem(version) {
  if (typeof version === 'string' && VERSION_PATTERN.test(version)) return undefined;
  return `${JSON.stringify(String(version))} is not a version name (1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit)`;
}

/** Why `data` is not a release file the gateway accepts, or undefined. */
function releaseFileProblem(data) {
  const remotes = data !== null && typeof data === 'object' ? data.remotes : undefined;
  if (remotes === null || typeof remotes !== 'object' || Array.isArray(remotes)) return 'it has no "remotes" object';
  for (const [name, entry] of Object.entries(remotes)) {
    if (entry === null || typeof entry !== 'object' || !Array.isArray(entry.history)) return `${name}: not { current, history: [] }`;
    for (const version of [entry.current, ...entry.history]) {
      const problem = versionNameProblem(version);
      if (problem) return `${name}: ${problem}`;
    }
  }
  return undefined;
}

module.exports = { RELEASE_FILE, VERSION_PATTERN, versionNameProblem, releaseFileProblem };
