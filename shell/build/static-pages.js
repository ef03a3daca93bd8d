// Pages that paint before any script runs. After the shell's build is emitted:
// 1. the landing page's own small bundle (shell/src/static-pages/landing-entry.tsx) is compiled without Module
//    Federation: React, styled-components and the page, tree-shaken, no router, query client, store or
//    federation runtime (those load with the app, at /auth and behind it);
// 2. the landing page is rendered to HTML in Node (render-static-pages.tsx) with its styled-components CSS
//    (ServerStyleSheet) and written to dist/landing.html from the shell's own index.html, so both pages
//    share one head (meta, manifest, icons). The gateway answers / with it for a visitor who is not signed in;
// 3. home's first paint (header, greeting, tab bar; home-frame.tsx) goes into dist/home.html (free users) and
//    dist/home-premium.html, the app's page for a signed-in user on /, with the name filled in by the gateway;
//    dist/signed-in.html is the same page with an empty #root, which the gateway prerenders the swipe room into.
//
// Like the service worker (build/service-worker.js), these are separate compilers: a child compilation
// would inherit the federation plugin's hooks. This plugin must be applied before the service worker's,
// so the worker's precache lists the landing files.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { brotli, compileHints, swcRule, PRODUCTION_DEVTOOL } = require('@forkcast/build-preset/create-webpack-config.js');
const { compile } = require('@forkcast/build-preset/compile.js');

const SRC = path.join(__dirname, '../src/static-pages');
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

function rendererConfig(outputDir) {
  return {
    name: 'static-pages-renderer',
    mode: 'production',
    target: 'node',
    entry: path.join(SRC, 'render-static-pages.tsx'),
    output: { path: outputDir, filename: 'render.js', library: { type: 'commonjs2' } },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    // Packages are required from node_modules (one styled-components for the components and the sheet);
    // our own workspace packages are compiled in.
    // Resolved to absolute paths here, because the bundle runs from a temporary folder.
    externals: ({ request, context }, callback) =>
      /^[^./]/.test(request) && !request.startsWith('@forkcast/')
        ? callback(null, `commonjs ${require.resolve(request, { paths: [context] })}`)
        : callback(),
    module: { rules: [swcRule(), { test: /\.(png|svg|jpg|webp)$/, type: 'asset/inline' }] },
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** The files an entry needs, in order, as URLs. */
function entryScripts(stats, name) {
  return stats.entrypoints[name].assets.map((asset) => `${stats.publicPath}${asset.name}`).filter((url) => url.endsWith('.js'));
}

/** dist/landing.html: the shell's index.html with the rendered page, its CSS, and its own script instead of the app's. */
function landingHtml(indexHtml, page, scripts) {
  // html-webpack-plugin minifies index.html in production (attribute quotes may be gone).
  const root = /<div id="?root"?><\/div>/;
  const withoutAppScripts = indexHtml.replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '');
  if (!root.test(withoutAppScripts)) throw new Error('static pages: index.html has no empty #root');
  return withoutAppScripts
    .replace('</head>', () => `${page.styles}${scripts.map((src) => `<script defer src="${src}"></script>`).join('')}</head>`)
    .replace(root, () => `<div id="root">${page.html}</div>`)
    .replace(/<noscript>.*?<\/noscript>/s, '');
}

/**
 * dist/home.html: the app's index.html (same scripts) with home's first paint in #root and its CSS, plus the
 * scripts home starts with (startScripts) as deferred scripts: the browser fetches them while it parses
 * the page, and the runtime finds them installed instead of adding a script element for each and waiting a
 * round trip per level of the chunk waterfall (docs/decisions/first-paint.md).
 */
function withPrerenderedRoot(indexHtml, page, startScripts) {
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(indexHtml)) throw new Error('static pages: index.html has no empty #root');
  const scripts = startScripts.map((src) => `<script defer src="${src}"></script>`).join('');
  return indexHtml.replace('</head>', () => `${page.styles}${scripts}</head>`).replace(root, () => `<div id="root">${page.html}</div>`);
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
  if (starts.length !== imports.length) throw new Error(`static pages: expected the chunk groups of ${imports.join(', ')}`);
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
  return [...chunks].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js')).sort().map((file) => `${publicPath}${file}`);
}

class StaticPagesPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ForkcastStaticPages', async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      const outputDir = compilation.outputOptions.path;
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-pages-'));
      try {
        const [clientStats] = await Promise.all([compile(landingClientConfig(outputDir)), compile(rendererConfig(scratch))]);
        const client = clientStats.toJson({ all: false, entrypoints: true, publicPath: true });
        const { renderStaticPages } = require(path.join(scratch, 'render.js'));
        const pages = renderStaticPages();
        const indexHtml = fs.readFileSync(path.join(outputDir, 'index.html'), 'utf8');
        fs.writeFileSync(path.join(outputDir, 'landing.html'), landingHtml(indexHtml, pages.landing, entryScripts(client, 'landing')));
        const homeScripts = startScripts(compilation, HOME_START_IMPORTS);
        fs.writeFileSync(path.join(outputDir, 'home.html'), withPrerenderedRoot(indexHtml, pages.home, homeScripts));
        fs.writeFileSync(path.join(outputDir, 'home-premium.html'), withPrerenderedRoot(indexHtml, pages.homePremium, homeScripts));
        // With the user's solo session card (its progress a slot the gateway fills).
        fs.writeFileSync(path.join(outputDir, 'home-solo.html'), withPrerenderedRoot(indexHtml, pages.homeSolo, homeScripts));
        fs.writeFileSync(path.join(outputDir, 'home-premium-solo.html'), withPrerenderedRoot(indexHtml, pages.homePremiumSolo, homeScripts));
        // With a partner's waiting session card (the partner's name and what is ready are slots the gateway fills).
        fs.writeFileSync(path.join(outputDir, 'home-partner.html'), withPrerenderedRoot(indexHtml, pages.homePartner, homeScripts));
        fs.writeFileSync(path.join(outputDir, 'home-premium-partner.html'), withPrerenderedRoot(indexHtml, pages.homePremiumPartner, homeScripts));
        // The app's page with the same start scripts and nothing in #root: the gateway prerenders into it
        // (the swipe room of a user with a session in progress, api-gateway/src/modules/static/swipe-room-page.ts).
        const fullScreenScripts = startScripts(compilation, SIGNED_IN_START_IMPORTS);
        fs.writeFileSync(path.join(outputDir, 'signed-in.html'), withPrerenderedRoot(indexHtml, { html: '', styles: '' }, fullScreenScripts));
      } finally {
        fs.rmSync(scratch, { recursive: true, force: true });
      }
    });
  }
}

/** Production only: the dev server serves the app alone. */
function staticPagesPlugins(argv) {
  return argv.mode === 'development' ? [] : [new StaticPagesPlugin()];
}

module.exports = { staticPagesPlugins, landingHtml, withPrerenderedRoot, landingClientConfig };
