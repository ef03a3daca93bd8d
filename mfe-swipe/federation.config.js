const { createSharedConfig } = require('@forkcast/build-preset/create-shared-config.js');
const pkg = require('./package.json');

module.exports = {
  name: 'mfe_swipe',
  filename: 'remoteEntry.js',
  exposes: {
    './routes': './src/routes.tsx',
    // Reused by /favorites and /spotlight (mfe_spotlight); props typed in @forkcast/api-client/remotes.
    './RestaurantDetailsDialog': './src/components/restaurant-details/expose-restaurant-details-dialog.ts',
  },
  shared: createSharedConfig(pkg.dependencies),
  shareStrategy: 'loaded-first',
};
