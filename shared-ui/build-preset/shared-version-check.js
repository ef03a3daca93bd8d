// The publish-time side of the shared-version rule (create-shared-config.js): scripts/remotes.mjs refuses a remote
// build that the live shell's page would refuse, checked as the federation runtime checks it in the browser.
const { satisfy } = require('@module-federation/enhanced/runtime');
const { FORKCAST_RUNTIME_PACKAGES } = require('./create-shared-config');

/**
 * What the federation runtime would refuse on every page of the shell: each Forkcast package the build shares
 * strictly (FORKCAST_RUNTIME_PACKAGES) whose required range the shell's version does not `satisfy` (the
 * runtime's own semver check). Other shared modules are never refused: the runtime warns and uses the page's copy.
 * `build` and `shell` are their builds' mf-manifest.json: `{ name, shared: [{ name, version, requiredVersion }] }`.
 * @returns {import('@forkcast/contracts/shared-versions').SharedVersionRefusal[]}
 */
function sharedVersionRefusals(build, shell) {
  const provided = new Map(shell.shared.map((module) => [module.name, module.version]));
  return build.shared
    .filter(
      ({ name, requiredVersion }) => FORKCAST_RUNTIME_PACKAGES.includes(name) && typeof requiredVersion === 'string' && provided.has(name),
    )
    .filter(({ name, requiredVersion }) => !satisfy(provided.get(name), requiredVersion))
    .map(({ name, requiredVersion }) => ({
      pkg: name,
      provided: provided.get(name),
      providedBy: shell.name,
      required: requiredVersion,
      requiredBy: build.name,
    }));
}

module.exports = { sharedVersionRefusals };
