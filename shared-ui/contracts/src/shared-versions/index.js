// What a remote refused for a shared package's version means, in one place for the two programs that say it:
// the shell's route fallback and console (shell/src/app/remote-screen.tsx, shell/src/lib/federation-runtime-plugin.ts)
// when the federation runtime refuses the remote in a browser, and scripts/remotes.mjs when it refuses to publish
// a build the runtime would refuse (plain Node, no build step, so this file is CommonJS JavaScript).
'use strict';

/** What the user reads instead of "couldn't load": retrying the same build cannot help. */
const SHARED_VERSION_MESSAGE = 'This part of Forkcast was built for another version of the app and needs an update.';
const SHARED_VERSION_HINT = 'Reload the page in a while to get the update.';

/** One line for the console: which remote needs which package at which version, and what the page has. */
function describeSharedVersionRefusal({ pkg, provided, providedBy, required, requiredBy }) {
  return `${requiredBy} was built for ${pkg} ${required}, but this page has ${pkg} ${provided} (from ${providedBy})`;
}

module.exports = { SHARED_VERSION_MESSAGE, SHARED_VERSION_HINT, describeSharedVersionRefusal };
