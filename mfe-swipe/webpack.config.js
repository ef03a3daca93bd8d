const { createWebpackConfig } = require('@forkcast/build-preset/create-webpack-config.js');
const { withRoutePrefixes } = require('@forkcast/build-preset/route-prefixes-plugin.js');
const federation = require('./federation.config');
const { withSwipeRoomRenderer } = require('./build/swipe-room-renderer');

// publicPath 'auto': chunks load from wherever remoteEntry.js was served (gateway, CDN or dev server).
module.exports = createWebpackConfig({
  appDir: __dirname,
  federation,
  devPort: 3001,
  publicPath: 'auto',
  // The paths this remote claims (src/route-prefixes.json) ship in its build, next to remoteEntry.js, and
  // so does the swipe room's server code (server/swipe-room.mjs), which the gateway renders /swipe with.
  extend: withSwipeRoomRenderer(withRoutePrefixes(__dirname)),
  title: 'Forkcast — mfe-swipe (standalone)',
});
