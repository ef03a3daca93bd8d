// A remote's build carries the paths it claims: src/route-prefixes.json is emitted next to remoteEntry.js as
// route-prefixes.json, so publishing a version publishes its prefixes with it (scripts/remotes.mjs requires the
// file; the gateway checks the claims and lists them in /mfe-manifest.json).
const fs = require('node:fs');
const path = require('node:path');

const FILE = 'route-prefixes.json';
const NAME = 'RoutePrefixesPlugin';

class RoutePrefixesPlugin {
  /** @param {string} appDir the remote's package folder */
  constructor(appDir) {
    this.source = path.join(appDir, 'src', FILE);
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // Rebuilt by the dev server when the declaration changes.
        compilation.fileDependencies.add(this.source);
        try {
          const text = fs.readFileSync(this.source, 'utf8');
          if (!Array.isArray(JSON.parse(text))) throw new Error('expected a JSON array of { path, layout, visitors }');
          compilation.emitAsset(FILE, new sources.RawSource(text));
        } catch (error) {
          compilation.errors.push(new WebpackError(`${this.source}: ${error.message}`));
        }
      });
    });
  }
}

/** For a remote's webpack.config.js: `extend: withRoutePrefixes(__dirname)`. */
function withRoutePrefixes(appDir) {
  return (config) => ({ ...config, plugins: [...config.plugins, new RoutePrefixesPlugin(appDir)] });
}

module.exports = { withRoutePrefixes };
