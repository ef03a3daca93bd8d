/**
 * @jest-environment node
 */
// Production bundles do not point at their source maps: the maps hold every line of the source, the
// gateway answers 404 for them unless SERVE_SOURCE_MAPS is set, and a `sourceMappingURL` naming a file that
// answers 404 only adds a warning to every visitor's DevTools. They are still written, as build artifacts.
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mfe-swipe', 'mfe-spotlight', 'mfe-account', 'mfe-admin'];

type WebpackConfig = { devtool: string | false };
const configOf = (app: string, mode: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the apps' webpack configs are plain JS
  (require(path.join(repoRoot, app, 'webpack.config.js')) as (env: unknown, argv: { mode: string }) => WebpackConfig)({}, { mode });

describe('source maps of the production build', () => {
  it.each(APPS)('%s: written, but not referenced from the bundles', (app) => {
    expect(configOf(app, 'production').devtool).toBe('hidden-source-map');
    // Development keeps maps the browser finds by itself (dev servers are not public).
    expect(configOf(app, 'development').devtool).toBe('eval-cheap-module-source-map');
  });

  it("the shell's prerendered landing bundle likewise", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- plain JS
    const { landingClientConfig } = require(path.join(repoRoot, 'shell/build/server-pages.js')) as {
      landingClientConfig: (dir: string) => WebpackConfig;
    };
    expect(landingClientConfig('/tmp/out').devtool).toBe('hidden-source-map');
  });
});
