const path = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { createWebpackConfig } = require('@forkcast/shared-ui/build/create-webpack-config.js');
const federation = require('./federation.config');

module.exports = createWebpackConfig({
  appDir: __dirname,
  federation,
  devPort: 3000,
  publicPath: '/',
  title: 'Forkcast',
  // The service worker, web manifest and icons are served as-is from the site root (the worker's
  // scope is the folder it is served from, so it must stay at /sw.js). index.html is a template.
  extend: (config) => {
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
    return config;
  },
});
