// The shell's pages, rendered on the server. After the shell's production build has emitted:
// 1. the landing page's own small bundle (src/landing/landing-entry.tsx) is compiled without Module Federation:
//    React, styled-components and the page, tree-shaken, no router, query client, store or federation runtime
//    (those load with the app, at /auth and behind it);
// 2. the template html-webpack-plugin wrote from src/index.html (dist/index.html) becomes each page's
//    template, with the scripts that page starts with (PageTemplates in src/server/pages.tsx);
// 3. src/server/shell-pages.ts is built for Node, with those templates in it, into dist/server/pages.mjs
//    (shared-ui/build-preset/server-build.js). The gateway imports it and calls one function per page.
//
// Like the service worker (build/service-worker.js), these are separate compilers: a child compilation
// would inherit the federation plugin's hooks. This plugin must be applied before the service worker's,
// so the worker's precache lists the landing bundle.
const fs = require('node:fs');
const path = require('node:path');
const { brotli, compileHints, swcRule, PRODUCTION_DEVTOOL } = require('@forkcast/build-preset/create-webpack-config.js');
const { AfterEmitPlugin, compile, serverBuildConfig } = require('@forkcast/build-preset/server-build.js');

const SRC = path.join(__dirname, '../src/landing');
const WORKSPACE_SRC = ['@forkcast/design-system', '@forkcast/api-client', '@forkcast/contracts'].map((name) =>
  path.dirname(require.resolve(`${name}/package.json`)),
);

// Our own source has no import-time side effects (styled() and createGlobalStyle only define), so modules
// of the design system's and API client's entries that the landing page does not use are dropped, not just their exports.
const ownSourceIsPure = { test: /\.(t|j)sx?$/, include: [...WORKSPACE_SRC, path.join(__dirname, '../src')], sideEffects: false };

function landingClientConfig(outputDir) {
  return {
    name: 'landing',
    mode: 'production',
    target: 'web',
    entry: { landing: path.join(SRC, 'landing-entry.tsx') },
    output: {
      path: outputDir,
      publicPath: '/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: 'landing-[name].[contenthash:10].js',
      clean: false,
    },
    devtool: PRODUCTION_DEVTOOL,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [swcRule(), ownSourceIsPure, { test: /\.(png|svg|jpg|webp)$/, type: 'asset' }] },
    plugins: [compileHints(), brotli()],
    performance: { hints: false },
  };
}

/** The file the gateway imports (api-gateway/src/modules/pages/server-builds.ts). */
const SERVER_PAGES_FILE = 'server/pages.mjs';
const SLOTS = ['<!--forkcast:preload-->', '<!--forkcast:head-->', '<!--forkcast:root-->'];
const APP_SCRIPT = /<script\b[^>]*\bsrc=[^>]*><\/script>/g;

/** The files an entry needs, in order, as URLs. */
function entryScripts(stats, name) {
  return stats.entrypoints[name].assets.map((asset) => `${stats.publicPath}${asset.name}`).filter((url) => url.endsWith('.js'));
}

/** `html` with `scripts` as deferred scripts after its own (the app's entry), so they run in that order. */
const withScripts = (html, scripts) =>
  html.replace('</head>', () => `${scripts.map((src) => `<script defer src="${src}"></script>`).join('')}</head>`);

/** Each page's template (PageTemplates), from the shell's index.html. */
function pageTemplates(indexHtml, scripts) {
  const missing = SLOTS.filter((slot) => !indexHtml.includes(slot));
  if (missing.length) throw new Error(`server pages: index.html has no ${missing.join(', ')} (src/index.html names them)`);
  return {
    landing: withScripts(indexHtml.replace(APP_SCRIPT, ''), scripts.landing),
    home: withScripts(indexHtml, scripts.home),
    swipeRoom: withScripts(indexHtml, scripts.signedIn),
    app: indexHtml,
    static: indexHtml.replace(APP_SCRIPT, ''),
  };
}

/** The dynamic imports whose chunks a signed-in user's full-screen page runs at start (src/index.ts, src/bootstrap.tsx, app/app-routes.tsx). */
const SIGNED_IN_START_IMPORTS = ['./bootstrap', './start', './signed-in-routes'];
/** ...and home, inside the layout (app/lazy-tab-screens.tsx). */
const HOME_START_IMPORTS = [...SIGNED_IN_START_IMPORTS, './tab-layout', '../features/home/components/home-page'];

/**
 * The JavaScript files (URLs) a signed-in page loads after main.js: the chunks of `imports`
 * and, transitively, of the shared modules those chunks consume, as the shell provides them. Read from the
 * chunk graph, so a new dependency or a moved split point keeps the list right.
 */
function startScripts(compilation, imports) {
  const { chunkGraph, chunkGroups } = compilation;
  const providers = new Map();
  for (const group of chunkGroups) {
    for (const { module } of group.origins) {
      if (module?.constructor.name === 'ProvideSharedModule') providers.set(module._name, group);
    }
  }
  const starts = chunkGroups.filter((group) => group.origins.some((origin) => imports.includes(origin.request)));
  if (starts.length !== imports.length) throw new Error(`server pages: expected the chunk groups of ${imports.join(', ')}`);
  const chunks = new Set(starts.flatMap((group) => group.chunks));
  for (const chunk of chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      const shareKey = module.constructor.name === 'ConsumeSharedModule' ? module.options.shareKey : null;
      const provider = shareKey ? providers.get(shareKey) : null;
      // A Set visits what is added while it is iterated: the provider's own consumes are followed too.
      if (provider) for (const providerChunk of provider.chunks) chunks.add(providerChunk);
    }
  }
  const publicPath = compilation.outputOptions.publicPath;
  return [...chunks]
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => `${publicPath}${file}`);
}

/** The landing bundle, the pages' templates and the server build (see the top of this file). */
async function buildServerPages(compilation, outputDir) {
  const landingStats = (await compile(landingClientConfig(outputDir))).toJson({ all: false, entrypoints: true, publicPath: true });
  const scripts = {
    landing: entryScripts(landingStats, 'landing'),
    home: startScripts(compilation, HOME_START_IMPORTS),
    signedIn: startScripts(compilation, SIGNED_IN_START_IMPORTS),
  };
  const templates = pageTemplates(fs.readFileSync(path.join(outputDir, 'index.html'), 'utf8'), scripts);
  const entry = path.join(__dirname, '../src/server/shell-pages.ts');
  await compile(
    serverBuildConfig({
      name: 'shell-pages',
      entry,
      outputDir,
      filename: SERVER_PAGES_FILE,
      define: { __SHELL_PAGE_TEMPLATES__: templates },
    }),
  );
}

/** Production only: the dev server serves the app alone. */
function serverPagesPlugins(argv) {
  return argv.mode === 'development' ? [] : [new AfterEmitPlugin('ForkcastServerPages', buildServerPages)];
}

module.exports = { serverPagesPlugins, landingClientConfig };
