module.exports = require('@forkcast/shared-ui/build/jest.preset.js').createJestConfig();
