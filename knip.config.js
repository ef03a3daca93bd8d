// Dependency check (`npm run check:deps`, a step of `npm test`): every workspace declares what it imports,
// and declares nothing it doesn't use. `check:deps` runs knip twice with this configuration:
// - every file (sources, tests, webpack/jest/tsup/playwright configs, scripts, bench): no unused dependency,
//   no import of a package that neither the workspace nor the root declares (the root holds the toolchain
//   every workspace builds and tests with: webpack, jest, swc, TypeScript, Testing Library);
// - `--strict`: the code a workspace ships imports only what its own `dependencies` list, other workspaces
//   included (by default knip lets a private workspace import a sibling without declaring it).
// Knip finds most entries through its plugins (webpack, jest, tsup, playwright, package.json scripts);
// below are only the entries it cannot see, and the few ignores, each with its reason.
const path = require('node:path');

const strict = process.argv.includes('--strict');

function federationConfig(folder) {
  return require(path.join(__dirname, folder, 'federation.config.js'));
}

/** A remote ships the modules its federation config exposes (its production webpack config has no entry). */
const exposedModules = (folder) => Object.values(federationConfig(folder).exposes).map((file) => `${path.posix.normalize(file)}!`);

/** The runtime plugins the federation plugin bundles into an app's runtime (named by absolute path). */
const runtimePlugins = (folder) =>
  (federationConfig(folder).runtimePlugins ?? []).map(
    (file) => `${path.relative(path.join(__dirname, folder), file).split(path.sep).join('/')}!`,
  );

/** @type {import('knip').KnipConfig} */
module.exports = {
  ...(strict && {
    // Test helpers, test typings and the build preset are not shipped code but sit where --strict looks
    // (test-utils' and build-preset's package exports, *.d.ts): they use the root's toolchain (Testing Library,
    // jest, webpack and its plugins).
    ignoreIssues: {
      'shared-ui/test-utils/src/**': ['unlisted'],
      'shared-ui/build-preset/*.{js,ts}': ['unlisted'],
      '{*,shared-ui/*}/src/**/jest-dom.d.ts': ['unlisted'],
    },
  }),
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'bench/*.mjs'],
      // The root jest.config.js gathers the workspaces' own configs as projects (each checked in its own
      // workspace); knip reads their `<rootDir>/…` setup files against the root folder, where they are not.
      ignoreUnresolved: [/^\/.*\/(jest\.polyfills|tests\/helpers\/postgres-pass)\.js$/],
    },
    'api-gateway': {
      ignoreDependencies: [
        // Loaded by name by pino's transport, in development and only when installed (src/logger.ts).
        'pino-pretty',
        // tsconfig.json maps `express` to its Express 5 types for the type checker; knip follows the mapping,
        // so under --strict the express imports look like imports of this devDependency.
        ...(strict ? ['@types/express'] : []),
      ],
      // Debian tools the test helpers run (certificate signing, PostgreSQL fault injection), not npm packages.
      ignoreBinaries: ['openssl', 'pg_config'],
    },
    shell: {
      // The service worker (build/service-worker.js), the server pages and the landing page's own bundle
      // (build/server-pages.js) are compiled by webpack compilers of their own.
      entry: ['src/sw/service-worker.ts!', 'src/server/shell-pages.ts!', 'src/landing/landing-entry.tsx!', ...runtimePlugins('shell')],
      // The host provides these to every remote as federation singletons (build-preset/create-shared-config.js);
      // its own code reaches them only through @forkcast/live-store, so no import names them here.
      ignoreDependencies: ['@reduxjs/toolkit', 'react-redux'],
    },
    // The build preset's modules are required by path or by file name (webpack configs, the share scope's
    // `import` of shared/react-router-dom.js): all of them are what the package ships.
    'shared-ui/build-preset': {
      entry: ['*.js!', 'shared/*.js!'],
      // A webpack alias (create-webpack-config.js, reactRefresh) of react-refresh's runtime, not a package.
      ignoreDependencies: ['forkcast-react-refresh-runtime-original'],
    },
    'mfe-swipe': { entry: exposedModules('mfe-swipe') },
    'mfe-spotlight': { entry: exposedModules('mfe-spotlight') },
    'mfe-account': { entry: exposedModules('mfe-account') },
    'mfe-admin': { entry: exposedModules('mfe-admin') },
  },
};
