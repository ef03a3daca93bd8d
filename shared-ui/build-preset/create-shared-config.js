// The one list of modules shared between the shell and every remote. Host and remotes call this
// same function so their share scopes cannot drift. All are singletons and none is eager: the
// apps start asynchronously (index.ts -> import('./bootstrap')), so the share scope is negotiated
// before any React code runs and React is downloaded exactly once.
//
// Share only what must be one instance (React, the router context, the QueryClient, the theme, the
// toaster), or what two apps would each download on one page (react-hook-form): a shared module is loaded
// whole, never tree-shaken. zod is deliberately not shared: every
// bundle keeps the few zod parts it uses (~15 KB gzip) instead of all of zod with every locale (~88 KB).
const fs = require('node:fs');
const path = require('node:path');
const routerPkg = require('react-router-dom/package.json');
const toolkitPkg = require('@reduxjs/toolkit/package.json');
// shared/reduxjs-toolkit.js reaches the toolkit's browser build by a relative path (see there): fail the build
// plainly if an install ever puts it elsewhere.
const TOOLKIT_FILE = path.join(__dirname, '../../node_modules/@reduxjs/toolkit/dist/redux-toolkit.browser.mjs');
if (
  path.dirname(require.resolve('@reduxjs/toolkit/package.json')) !== path.resolve(TOOLKIT_FILE, '../..') ||
  !fs.existsSync(TOOLKIT_FILE)
) {
  throw new Error(`build-preset/shared/reduxjs-toolkit.js expects the toolkit at ${TOOLKIT_FILE}`);
}
const reactReduxPkg = require('react-redux/package.json');

/**
 * Forkcast's packages that are federation singletons. Each has its own version (semver: a breaking change of
 * its exports bumps the major) and is shared with `requiredVersion: ^<version it was built with>` and
 * `strictVersion`: a remote built against 1.x, on a page whose share scope holds 2.x (or the other way round),
 * is refused by the federation runtime (error RUNTIME-006 / "Version x from y of shared singleton module z does
 * not satisfy the requirement") instead of running against exports it does not know. The shell turns that
 * refusal into a plain message (shell/src/lib/shared-version-refusal.ts), and scripts/remotes.mjs refuses to
 * publish a build the live shell would refuse so. The other @forkcast packages are not shared:
 * @forkcast/contracts (zod schemas, zod-free rules) is bundled by each app, build-preset and test-utils never
 * reach a browser.
 */
const FORKCAST_RUNTIME_PACKAGES = ['@forkcast/design-system', '@forkcast/api-client', '@forkcast/live-store'];

/**
 * The version this build provides (and requires the major of): the package's package.json, found by name as
 * any dependency is, wherever the workspace lives.
 */
function forkcastPackage(name) {
  const { version } = JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8'));
  return { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version };
}

/** @param {Record<string, string>} deps the app's package.json dependencies */
function createSharedConfig(deps = {}) {
  const singleton = (name) => ({
    singleton: true,
    requiredVersion: deps[name] || false,
  });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // Provided from a narrow re-export of react-router (see shared/react-router-dom.js).
    'react-router-dom': {
      ...singleton('react-router-dom'),
      import: path.join(__dirname, 'shared/react-router-dom.js'),
      version: routerPkg.version,
    },
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    '@tanstack/query-core': { singleton: true, requiredVersion: false },
    'styled-components': singleton('styled-components'),
    // The one client store: the shell configures it, remotes inject their slices into it, so
    // the store code and its React binding must be one instance on the page.
    // Both provided from narrow re-exports, like react-router-dom (shared/reduxjs-toolkit.js, shared/react-redux.js).
    '@reduxjs/toolkit': {
      ...singleton('@reduxjs/toolkit'),
      import: path.join(__dirname, 'shared/reduxjs-toolkit.js'),
      version: toolkitPkg.version,
    },
    'react-redux': {
      ...singleton('react-redux'),
      import: path.join(__dirname, 'shared/react-redux.js'),
      version: reactReduxPkg.version,
    },
    // The forms' library: /settings (mfe-account) and onboarding (shell) use it, one copy when both are on a
    // page. Only the chunks with a form consume it, so the landing, home and the swipe room never fetch it.
    'react-hook-form': singleton('react-hook-form'),
    // Forkcast's own runtime packages: one instance each (the toast slot, the query client's
    // defaults, the root reducer live in module state), and a remote only ever runs against a version of the
    // same major as the one it was built with. The live store (with RTK) is only fetched by the signed-in
    // route set, never by the signed-out landing.
    ...Object.fromEntries(FORKCAST_RUNTIME_PACKAGES.map((name) => [name, forkcastPackage(name)])),
  };
}

/** Remote names are JS identifiers; folders keep their kebab-case names. */
const REMOTES = {
  mfe_swipe: 'mfe-swipe',
  mfe_spotlight: 'mfe-spotlight',
  mfe_account: 'mfe-account',
  mfe_admin: 'mfe-admin',
};

module.exports = { createSharedConfig, REMOTES, FORKCAST_RUNTIME_PACKAGES };
