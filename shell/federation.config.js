// The shell declares no remotes at build time: it registers them at run time from /mfe-manifest.json,
// so a remote can be redeployed without rebuilding the shell.
const { createSharedConfig } = require('@forkcast/build-preset/create-shared-config.js');
const pkg = require('./package.json');

module.exports = {
  name: 'shell',
  // A stable entry name keeps the federation runtime from templating output.filename (which is hashed).
  filename: 'remoteEntry.js',
  remotes: {},
  shared: createSharedConfig(pkg.dependencies),
  shareStrategy: 'loaded-first',
  runtimePlugins: [
    require.resolve('./src/lib/retry-runtime-plugin.ts'),
    require.resolve('./src/lib/federation-runtime-plugin.ts'),
    require.resolve('./src/lib/provide-runtime-core-plugin.ts'),
  ],
};
