const { createWebpackConfig } = require('@forkcast/shared-ui/build/create-webpack-config.js');
const federation = require('./federation.config');

module.exports = createWebpackConfig({
  appDir: __dirname,
  federation,
  devPort: 3000,
  publicPath: '/',
  title: 'Forkcast',
});
