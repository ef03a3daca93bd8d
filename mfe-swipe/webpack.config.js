const { createWebpackConfig } = require('@forkcast/shared-ui/build/create-webpack-config.js');
const federation = require('./federation.config');

// publicPath 'auto': chunks load from wherever remoteEntry.js was served (gateway, CDN or dev server).
module.exports = createWebpackConfig({
  appDir: __dirname,
  federation,
  devPort: 3001,
  publicPath: 'auto',
  title: 'Forkcast — mfe-swipe (standalone)',
});
