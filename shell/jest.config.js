const base = require('@forkcast/shared-ui/build/jest.preset.js').createJestConfig();

module.exports = {
  ...base,
  // react-router 7 needs TextEncoder at import time, which jsdom does not provide.
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest.polyfills.js'],
};
