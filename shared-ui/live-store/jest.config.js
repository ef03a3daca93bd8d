module.exports = require('@forkcast/build-preset/jest.preset.js').createJestConfig();
