const path = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { createWebpackConfig } = require('@forkcast/build-preset/create-webpack-config.js');
const federation = require('./federation.config');
const { serviceWorkerPlugins } = require('./build/service-worker');
const { serverPagesPlugins } = require('./build/server-pages');

module.exports = createWebpackConfig({
  appDir: __dirname,
  federation,
  devPort: 3000,
  publicPath: '/',
  title: 'Forkcast',
  // Its own template: it names the slots the server pages fill (build/server-pages.js).
  template: path.join(__dirname, 'src/index.html'),
  // The web manifest, icons and offline page are served as-is from the site root; index.html is a
  // template; /sw.js is compiled by build/service-worker.js.
  extend: (config, argv) => {
    config.plugins.push(
      new CopyWebpackPlugin({
        patterns: [
          {
            from: path.join(__dirname, 'public'),
            to: '.',
            globOptions: { ignore: ['**/index.html'] },
          },
        ],
      }),
    );
    // Server pages first: the service worker's precache must list the landing page's bundle.
    config.plugins.push(...serverPagesPlugins(argv));
    config.plugins.push(...serviceWorkerPlugins(argv));
    return config;
  },
});
