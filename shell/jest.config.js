const base = require('@forkcast/build-preset/jest.preset.js').createJestConfig();

module.exports = {
  ...base,
  // react-router 7 needs TextEncoder at import time, which jsdom does not provide.
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest.polyfills.js'],
};
