// The shell's Workbox service worker: shell/src/sw/service-worker.ts bundled on its own, then the precache
// manifest of the emitted build injected by workbox-build, written to dist/sw.js.
//
// Why not workbox-webpack-plugin's InjectManifest: it compiles the worker as a child of the shell's
// compilation, and a child inherits the Module Federation plugin's hooks, which put the share scope
// (React, the router …) and node-style chunks into the worker. A separate compiler keeps it a plain bundle.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
// Only the injection step: workbox-build's index also loads its rollup bundler (a native binary) for generateSW.
const { injectManifest } = require('workbox-build/build/inject-manifest');
const { compile } = require('@forkcast/build-preset/compile.js');

const SW_SOURCE = path.join(__dirname, '../src/sw/service-worker.ts');
/** Files of the shell's build a visitor never needs offline: source maps, licences, federation metadata. */
// Pre-compressed copies (*.br) are how a file travels, not files of their own. The server pages (server/) run
// in the gateway, which answers every page per visitor; offline, index.html stands in for every page.
const NOT_PRECACHED = [
  '**/*.map',
  '**/*.br',
  '**/*.LICENSE.txt',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'sw.js',
  'server/**',
];

function workerConfig(outputDir) {
  return {
    mode: 'production',
    target: 'webworker',
    entry: SW_SOURCE,
    output: { path: outputDir, filename: 'sw.js' },
    devtool: false,
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
      ],
    },
    // Workbox logs its routing decisions unless built for production.
    plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    performance: { hints: false },
  };
}

class ServiceWorkerPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ForkcastServiceWorker', async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      const outputDir = compilation.outputOptions.path;
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-sw-'));
      try {
        await compile(workerConfig(scratch));
        const { count, size, warnings } = await injectManifest({
          swSrc: path.join(scratch, 'sw.js'),
          swDest: path.join(outputDir, 'sw.js'),
          globDirectory: outputDir,
          globPatterns: ['**/*'],
          globIgnores: NOT_PRECACHED,
          // webpack's chunk names carry a content hash: no revision is needed to bust them.
          dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
          // Served from the site root, whatever page registered the worker.
          modifyURLPrefix: { '': '/' },
        });
        warnings.forEach((warning) => compilation.warnings.push(new Error(`service worker: ${warning}`)));
        compilation.getLogger('ForkcastServiceWorker').info(`sw.js precaches ${count} files, ${Math.round(size / 1024)} KiB`);
      } finally {
        fs.rmSync(scratch, { recursive: true, force: true });
      }
    });
  }
}

/**
 * Production builds only: the shell never registers a worker in development (see register-service-worker.ts).
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function serviceWorkerPlugins(argv = {}) {
  return argv.mode === 'development' ? [] : [new ServiceWorkerPlugin()];
}

module.exports = { serviceWorkerPlugins };
