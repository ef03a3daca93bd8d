// The one list of modules shared between the shell and every remote. Host and remotes call this
// same function so their share scopes cannot drift. All are singletons and none is eager: the
// apps start asynchronously (index.ts -> import('./bootstrap')), so the share scope is negotiated
// before any React code runs and React is downloaded exactly once.
//
// Share only what must be one instance (React, the router context, the QueryClient, the theme, the
// toaster): a shared module is loaded whole, never tree-shaken. zod is deliberately not shared: every
// bundle keeps the few zod parts it uses (~15 KB gzip) instead of all of zod with every locale (~88 KB).
const path = require('node:path');
const sharedUiPkg = require('../package.json');
const routerPkg = require('react-router-dom/package.json');

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
    // The one client store (issue 16): the shell configures it, remotes inject their slices into it, so
    // the store code and its React binding must be one instance on the page.
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    'react-redux': singleton('react-redux'),
    '@forkcast/shared-ui': { singleton: true, requiredVersion: false, version: sharedUiPkg.version },
    // Its own singleton apart from the entry above: the root reducer lives in module state, and this
    // entry (with RTK) is only fetched by the signed-in route set, never by the signed-out landing.
    '@forkcast/shared-ui/store': { singleton: true, requiredVersion: false, version: sharedUiPkg.version },
  };
}

/** Remote names are JS identifiers; folders keep their kebab-case names. */
const REMOTES = {
  mfe_swipe: 'mfe-swipe',
  mfe_spotlight: 'mfe-spotlight',
  mfe_account: 'mfe-account',
  mfe_admin: 'mfe-admin',
};

module.exports = { createSharedConfig, REMOTES };
