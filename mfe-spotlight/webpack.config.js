const { createWebpackConfig } = require('@forkcast/build-preset/create-webpack-config.js');
const { withRoutePrefixes } = require('@forkcast/build-preset/route-prefixes-plugin.js');
const federation = require('./federation.config');

// publicPath 'auto': chunks load from wherever remoteEntry.js was served (gateway, CDN or dev server).
module.exports = createWebpackConfig({
  appDir: __dirname,
  federation,
  devPort: 3002,
  publicPath: 'auto',
  // The paths this remote claims (src/route-prefixes.json) ship in its build, next to remoteEntry.js.
  extend: withRoutePrefixes(__dirname),
  title: 'Forkcast — mfe-spotlight (standalone)',
});
