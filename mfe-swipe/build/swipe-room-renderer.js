// The swipe room's server renderer: after the remote's build is emitted, src/server/render-swipe-room.tsx
// is compiled for Node into dist/server/swipe-room.js. The gateway loads it from the remote's served build
// folder (a published version's, else dist/) to prerender GET /swipe, so publishing the remote updates the
// prerender with it; without the file the gateway serves the plain page.
//
// A separate compiler, run after the client's emit (which cleans dist/): a child compilation would inherit
// the federation plugin's hooks (shell/build/static-pages.js does the same).
const path = require('node:path');
const webpack = require('webpack');
const { compile } = require('@forkcast/build-preset/compile.js');
const { swcRule } = require('@forkcast/build-preset/create-webpack-config.js');

const RENDERER_FILE = 'server/swipe-room.js';

function rendererConfig(outputDir) {
  return {
    name: 'swipe-room-renderer',
    mode: 'production',
    target: 'node',
    entry: path.join(__dirname, '../src/server/render-swipe-room.tsx'),
    output: { path: outputDir, filename: RENDERER_FILE, library: { type: 'commonjs2' }, clean: false },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    // Packages are required from node_modules where the bundle runs (the repository's, above the build or
    // release folder): one React and one styled-components for the components and the style sheet. Our own
    // workspace packages (TypeScript source) are compiled in.
    externals: ({ request }, callback) =>
      /^[^./]/.test(request) && !request.startsWith('@forkcast/') ? callback(null, `commonjs ${request}`) : callback(),
    module: { rules: [swcRule(), { test: /\.(png|svg|jpg|webp)$/, type: 'asset/inline' }] },
    optimization: { minimize: false },
    // One file (the details dialog's lazy import would be a chunk of its own): what the gateway loads is one path.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
  };
}

class SwipeRoomRendererPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ForkcastSwipeRoomRenderer', async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      await compile(rendererConfig(compilation.outputOptions.path));
    });
  }
}

/** Production builds only: the dev server serves the client alone (the gateway then serves the plain page). */
function withSwipeRoomRenderer(extend) {
  return (config, argv) => {
    const extended = extend ? extend(config, argv) : config;
    if (argv.mode !== 'development') extended.plugins.push(new SwipeRoomRendererPlugin());
    return extended;
  };
}

module.exports = { withSwipeRoomRenderer, RENDERER_FILE };
