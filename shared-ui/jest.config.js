module.exports = require('./build/jest.preset').createJestConfig();
