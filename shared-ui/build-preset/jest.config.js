module.exports = require('./jest.preset').createJestConfig();
