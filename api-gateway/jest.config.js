// Node environment, one PGlite (or one PostgreSQL schema) per test file; see tests/helpers/test-app.ts.
const { createJestConfig } = require('@forkcast/build-preset/jest.preset.js');

// No test reaches the internet: every gateway a suite starts itself (the reliability suites' processes, the
// safe-defaults check) inherits this, so restaurants come from the bundled catalog, not the public Overpass
// instance that is the app's default. A suite that wants the live path points OVERPASS_URL at its local fake.
process.env.RESTAURANT_SOURCE = 'catalog';

const base = createJestConfig({ environment: 'node' });
const [swcJest, swcOptions] = base.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...base,
  transform: {
    // These files load ES modules with import(): ESM-only packages (openid-client, oidc-provider) and the
    // front end's server builds (server-builds.ts). swc would turn that into require(), which jest cannot do
    // for ESM on Node 20; kept as import(), jest loads them through its ESM support (--experimental-vm-modules
    // in the test scripts). Built code keeps import() too, so tests and production take the same path.
    '(google-oidc\\.ts|google-oidc-provider\\.test\\.ts|server-builds\\.ts)$': [
      swcJest,
      { ...swcOptions, module: { ...swcOptions.module, ignoreDynamic: true } },
    ],
    ...base.transform,
  },
  // Integration suites in tests/, unit tests next to the code in src/**/__tests__/.
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/src/**/__tests__/**/*.test.ts'],
  testTimeout: 30000,
  // Each file's PGlite heap lingers in the worker; see workerIdleMemoryLimit in the root jest.config.js.
  workerIdleMemoryLimit: '1GB',
};
