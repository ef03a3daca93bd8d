// Build settings shared by the shell and the remotes. Federation settings stay in each app's
// own federation.config.js; this file only knows how to compile TypeScript/React and emit bundles.
const fs = require('node:fs');
const path = require('node:path');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createDevServerConfig, DEFAULT_GATEWAY_URL } = require('./dev-server');

/**
 * @param {object} options
 * @param {string} options.appDir        absolute path of the app package
 * @param {object} options.federation    the app's ModuleFederationPlugin options
 * @param {number} options.devPort       port of `npm run dev`
 * @param {string} [options.publicPath]  '/' for the shell, 'auto' for remotes (served from wherever their entry is)
 * @param {string} [options.title]
 * @param {string} [options.template]    the app's own index.html (the shell's names its server-rendered slots)
 * @param {(config: object, argv: object) => object} [options.extend]
 */
function hashedOnceKnown(pathData) {
  return pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * One copy of the federation runtime core (~17 KB gzip) per page: in production each remoteEntry.js uses
 * the shell's copy (provided on a global by shell/src/lib/provide-runtime-core-plugin.ts) instead of
 * embedding its own. Development builds keep the runtime in each remote, so a remote's dev server works
 * alone and inside any shell. A remote built this way needs a shell that provides it: deploy the shell first.
 */
function federationRuntimeSharing(production, isRemote) {
  return production && isRemote ? { externalRuntime: true } : {};
}

/**
 * index.html with its title, rendered here rather than by html-webpack-plugin's own child compilation: a
 * child compilation inherits the federation plugin's hooks, so it also compiled the shared react-router-dom
 * re-export (a file-path `import`, see create-shared-config.js) and emitted it as a chunk of its own. In
 * development, where chunks are not content-hashed, that chunk took the real one's name ("Conflict: Multiple
 * assets emit different content to the same filename 597.js").
 */
function renderPage(title, templateFile = path.join(__dirname, 'index.html')) {
  const template = fs.readFileSync(templateFile, 'utf8');
  return template.replace('<%= htmlWebpackPlugin.options.title %>', () => title);
}

/**
 * html-webpack-plugin's own production minification, keeping `<!--forkcast:…-->` comments: the shell's
 * template names the places its server renderer fills with them (shell/src/index.html).
 */
const MINIFY_KEEPING_SLOTS = {
  collapseWhitespace: true,
  keepClosingSlash: true,
  removeComments: true,
  ignoreCustomComments: [/^forkcast:/],
  removeRedundantAttributes: true,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  useShortDoctype: true,
};

/**
 * Production bundles get source maps as build artifacts, but no `//# sourceMappingURL=` comment pointing at
 * them: the maps hold every line of the source (sourcesContent), so the gateway does not serve them by default
 * (SERVE_SOURCE_MAPS), and a comment naming a file that answers 404 only adds a warning to every visitor's
 * DevTools. Whoever needs them (an error tracker, a developer) attaches them by hand. Used by the shell's
 * landing bundle too (shell/build/server-pages.js).
 */
const PRODUCTION_DEVTOOL = 'hidden-source-map';

/**
 * Every script, page and JSON file of a production build also as `<file>.br`, compressed once at the highest
 * level (too slow per request); the gateway serves it to browsers that accept Brotli (express-static-gzip),
 * others get gzip on the fly. Used by the shell's landing bundle too (shell/build/server-pages.js).
 */
function brotli() {
  return new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: /\.(js|css|html|svg|json|webmanifest)$/,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    threshold: 1024,
    minRatio: 0.9,
  });
}

/**
 * swc's minifier instead of terser (webpack's default): the release build of the shell takes 13 s instead of
 * 21 s, a remote's 6 s instead of 11 s, and the files come out a little smaller.
 */
function minimizer() {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } });
}

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has every function compiled
 * while it streams in, on a background thread. Without it V8 only pre-parses a function and compiles it on the
 * main thread at its first call, and a webpack module is a function called once, at start-up: that compile
 * was most of the "(program)" time in the start-up's long tasks. Added after minification (which drops
 * comments) and before the source maps are written (so their lines stay right). Not on the service worker.
 */
function compileHints() {
  const { BannerPlugin, Compilation } = require('webpack');
  return new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /^(?!sw\.js$).*\.js$/,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * TypeScript and JSX through swc, for the apps' bundles and their server code (build-preset/server-build.js)
 * alike; `development` adds React's development runtime (its warnings and component stacks), `refresh` the
 * React Fast Refresh registrations (dev servers only, see reactRefresh below).
 */
function swcRule({ development = false, refresh = false } = {}) {
  return {
    test: /\.(t|j)sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic', development, refresh },
          },
          target: 'es2020',
          // The plugin's compiled cache goes with the other build caches, not into each app's folder.
          experimental: {
            plugins: [styledComponentsPlugin(development)],
            cacheRoot: path.join(__dirname, '../../node_modules/.cache/swc'),
          },
        },
      },
    },
  };
}

/**
 * styled-components' own swc plugin. Each component gets a componentId hashed from its file's source and its
 * place in the file, not from the order components happen to be created at run time: the swipe room's server
 * renderer (one Node bundle) and the browser (the shell's and the remote's chunks, in the order they load)
 * name every component alike, so the same CSS gets the same class names and the browser can hydrate the
 * prerendered room (docs/decisions/first-paint.md). It also minifies each template's CSS. The dev servers add
 * display names (readable class names); release builds leave them out (bytes).
 */
function styledComponentsPlugin(development) {
  return [
    require.resolve('@swc/plugin-styled-components'),
    { displayName: development, ssr: true, fileName: development, minify: true, transpileTemplateLiterals: true, pure: true },
  ];
}

/**
 * React Fast Refresh for the dev servers: an edit of a component re-renders it in place, keeping its state (an
 * open dialog, a typed field), instead of reloading the page. swc adds the registrations, the plugin the
 * runtime and the module boundaries; react-refresh-runtime.js makes its runtime one per page, shared by the
 * shell and every remote (see there). The plugin's own overlay is off: webpack-dev-server's shows the errors.
 */
function reactRefresh(uniqueName) {
  const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
  const { DefinePlugin } = require('webpack');
  const wrapper = path.join(__dirname, 'react-refresh-runtime.js');
  return {
    alias: {
      'react-refresh/runtime$': wrapper,
      // The plugin's loader asks for react-refresh by its resolved file.
      [`${require.resolve('react-refresh')}$`]: wrapper,
      'forkcast-react-refresh-runtime-original$': path.join(
        path.dirname(require.resolve('react-refresh')),
        'cjs/react-refresh-runtime.development.js',
      ),
    },
    plugins: [
      // Not the runtime's own wrapper: the plugin's loader would make it import itself.
      new ReactRefreshPlugin({ overlay: false, library: uniqueName, exclude: [/node_modules/, wrapper] }),
      new DefinePlugin({ __FORKCAST_REFRESH_SCOPE__: JSON.stringify(uniqueName) }),
    ],
  };
}

/** The federation SDK's environment checks without its localStorage read at start-up (federation/sdk-env.js). */
function federationEnvWithoutStorage() {
  const { NormalModuleReplacementPlugin } = require('webpack');
  const sdkEnv = /@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/;
  const replacement = path.join(__dirname, 'federation/sdk-env.js');
  // Matched on the resolved file (webpack's after-resolve step): the SDK imports it as './env.js'.
  return new NormalModuleReplacementPlugin(sdkEnv, ({ createData }) => {
    if (!createData?.resource) return;
    for (const key of ['resource', 'request', 'userRequest']) createData[key] = createData[key].replace(createData.resource, replacement);
  });
}

function createWebpackConfig(options) {
  return (env = {}, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = Boolean(options.federation.exposes);
    const gatewayUrl = process.env.GATEWAY_URL || DEFAULT_GATEWAY_URL;
    // Fast Refresh needs hot updates, so only under `webpack serve` (not a development build to disk).
    const refresh = !production && Boolean(env.WEBPACK_SERVE) && argv.hot !== false;
    const refreshParts = refresh ? reactRefresh(options.federation.name) : { alias: {}, plugins: [] };
    const config = {
      mode: production ? 'production' : 'development',
      // Dev servers keep their compiled modules on disk (node_modules/.cache/webpack): a restart, or a second
      // dev server of the same app, recompiles only what changed. Release builds always start clean.
      cache: production
        ? false
        : {
            type: 'filesystem',
            buildDependencies: {
              config: [__filename, ...['webpack.config.js', 'federation.config.js'].map((file) => path.join(options.appDir, file))],
            },
          },
      devtool: production ? PRODUCTION_DEVTOOL : 'eval-cheap-module-source-map',
      // A remote's own page is its standalone harness, a development tool (`npm run dev`); in production
      // a remote is only ever loaded through the shell, so it ships its federated entry alone.
      entry: isRemote && production ? {} : { main: path.join(options.appDir, 'src/index.ts') },
      output: {
        path: path.join(options.appDir, 'dist'),
        publicPath: options.publicPath ?? 'auto',
        // Federated entries (remoteEntry.js) keep stable names; every other chunk is content-hashed.
        // The federation runtime asks for the entry's file name before hashes exist (only to learn its
        // folder depth), so answer with the unhashed name until the hash is known.
        filename: production ? hashedOnceKnown : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: options.federation.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: refreshParts.alias },
      module: {
        rules: [swcRule({ development: !production, refresh }), { test: /\.(png|svg|jpg|webp)$/, type: 'asset' }],
      },
      experiments: { asyncStartup: false },
      plugins: [
        new ModuleFederationPlugin({
          dts: false,
          ...options.federation,
          experiments: {
            ...options.federation.experiments,
            ...federationRuntimeSharing(production, isRemote),
            // Browser-only runtime without the manifest-snapshot code: remotes are registered by their
            // remoteEntry.js (never an mf-manifest.json), so that code would never run (~4 KB gzip).
            ...(production ? { optimization: { disableSnapshot: true, target: 'web' } } : {}),
          },
        }),
        ...(isRemote && production
          ? []
          : [
              new HtmlWebpackPlugin({
                // The preset's page template for every remote's standalone harness; the shell has its own.
                templateContent: ({ htmlWebpackPlugin }) => renderPage(htmlWebpackPlugin.options.title, options.template),
                title: options.title ?? 'Forkcast',
                minify: production ? MINIFY_KEEPING_SLOTS : false,
                chunks: ['main'],
                // From the site root whatever the page's path: a remote's output.publicPath is 'auto' (its chunks
                // load from wherever remoteEntry.js is), which would make this `main.js`, relative, and a deep
                // link such as /dev-billing/checkout or /admin/users load /admin/main.js (the page again).
                publicPath: '/',
              }),
            ]),
        ...(production ? [compileHints()] : []),
        ...(production ? [brotli()] : []),
        // Release builds only: a dev build's Fast Refresh would instrument the swapped file (it is outside
        // node_modules) inside the federation runtime, which runs before the refresh runtime exists.
        ...(production ? [federationEnvWithoutStorage()] : []),
        ...refreshParts.plugins,
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimizer: [minimizer()],
      },
      performance: { hints: false },
      devServer: createDevServerConfig({ port: options.devPort, isRemote, gatewayUrl }),
    };
    return options.extend ? options.extend(config, argv) : config;
  };
}

module.exports = { createWebpackConfig, brotli, compileHints, minimizer, swcRule, federationEnvWithoutStorage, PRODUCTION_DEVTOOL };
