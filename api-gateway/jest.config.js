// Node environment, one PGlite (or one PostgreSQL schema) per test file; see tests/helpers/test-app.ts.
const { createJestConfig } = require('@forkcast/shared-ui/build/jest.preset.js');

module.exports = {
  ...createJestConfig({ environment: 'node' }),
  // Integration suites in tests/, unit tests next to the code in src/**/__tests__/.
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/src/**/__tests__/**/*.test.ts'],
  testTimeout: 30000,
};
