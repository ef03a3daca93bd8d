const { createSharedConfig } = require('@forkcast/build-preset/create-shared-config.js');
const pkg = require('./package.json');

module.exports = {
  name: 'mfe_account',
  filename: 'remoteEntry.js',
  exposes: {
    './routes': './src/routes.tsx',
    // Reused by the shell's home screen (Add partner); props typed in @forkcast/api-client/remotes.
    './AddPartnerDialog': './src/features/partners/expose-add-partner-dialog.ts',
  },
  shared: createSharedConfig(pkg.dependencies),
  shareStrategy: 'loaded-first',
};
