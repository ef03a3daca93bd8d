// Server code of an app, built for Node: the shell's pages (shell/build/server-pages.js) and the swipe room
// (mfe-swipe/build/swipe-room-renderer.js). One ES module with every package it uses compiled in (React,
// styled-components, the workspace packages), so it renders with production React whatever NODE_ENV the
// gateway runs with, and needs nothing resolved from where it is published. The gateway loads it with a
// plain import() (api-gateway/src/modules/pages/server-builds.ts).
//
// A separate compiler, run after the app's own build has emitted (which cleans dist/): a child compilation
// would inherit the federation plugin's hooks.
const webpack = require('webpack');
const { compile } = require('./compile.js');
const { swcRule } = require('./create-webpack-config.js');

/** `entry` built to `<outputDir>/<filename>` (an .mjs file); `define` adds build-time constants. */
function serverBuildConfig({ name, entry, outputDir, filename, define = {} }) {
  return {
    name,
    mode: 'production',
    target: 'node20',
    entry,
    output: { path: outputDir, filename, module: true, chunkFormat: 'module', library: { type: 'module' }, clean: false },
    experiments: { outputModule: true },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [swcRule(), { test: /\.(png|svg|jpg|webp)$/, type: 'asset/inline' }] },
    // Readable stack traces in the gateway's log; its size costs nothing at run time (loaded once, at start).
    optimization: { minimize: false },
    plugins: [
      // One file (a lazy import would be a chunk of its own): what the gateway loads is one path.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin(Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)]))),
    ],
    performance: { hints: false },
  };
}

/**
 * A plugin for the app's production build: once it has emitted, `build(compilation, outputDir)` runs (and
 * compiles the server code with `compile(serverBuildConfig(…))`).
 */
class AfterEmitPlugin {
  constructor(name, build) {
    this.name = name;
    this.build = build;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(this.name, async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      await this.build(compilation, compilation.outputOptions.path);
    });
  }
}

module.exports = { serverBuildConfig, AfterEmitPlugin, compile };
