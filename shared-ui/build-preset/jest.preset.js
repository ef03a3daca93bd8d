// One jest preset for every front-end package: swc transforms TS/TSX, jsdom renders,
// jest-dom matchers are loaded. Packages spread it into their own jest.config.js.
const path = require('node:path');

/** @param {{ environment?: 'jsdom' | 'node' }} [options] */
function createJestConfig(options = {}) {
  return {
    testEnvironment: options.environment ?? 'jsdom',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    setupFilesAfterEnv: options.environment === 'node' ? [] : [path.join(__dirname, 'jest.setup.js')],
    moduleNameMapper: { '\\.(css|png|svg|jpg)$': path.join(__dirname, 'file-stub.js') },
  };
}

module.exports = { createJestConfig };
