const { createSharedConfig } = require('@forkcast/build-preset/create-shared-config.js');
const pkg = require('./package.json');

module.exports = {
  name: 'mfe_swipe',
  filename: 'remoteEntry.js',
  exposes: {
    './routes': './src/routes.tsx',
  },
  shared: createSharedConfig(pkg.dependencies),
  shareStrategy: 'loaded-first',
};
