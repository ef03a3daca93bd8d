/**
 * @jest-environment node
 */
// The federation SDK's environment module is swapped for federation/sdk-env.js in release builds, so that
// main.js does not read localStorage while it is evaluated (a synchronous call to the browser process).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the preset is plain JS
const { federationEnvWithoutStorage } = require('../create-webpack-config.js') as {
  federationEnvWithoutStorage: () => webpack.WebpackPluginInstance;
};

// The SDK installed with @module-federation/enhanced (hoisted to the repository's node_modules).
const sdkEnv = path.resolve(__dirname, '../../../node_modules/@module-federation/sdk/dist/env.js');
const exportsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}|export function (\w+)/g)]
    .flatMap(([, list, fn]) => (fn ? [fn] : (list ?? '').split(',').map((name) => name.trim())))
    .filter(Boolean)
    .sort();

function build(entrySource: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-env-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), entrySource);
  const compiler = webpack({
    mode: 'production',
    context: __dirname,
    entry: path.join(dir, 'entry.js'),
    output: { path: dir, filename: 'out.js', iife: true },
    resolve: { modules: [path.resolve(__dirname, '../../../node_modules'), 'node_modules'] },
    optimization: { minimize: false },
    plugins: [federationEnvWithoutStorage()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve(fs.readFileSync(path.join(dir, 'out.js'), 'utf8'));
    }),
  );
}

describe("the federation SDK's environment module in our builds", () => {
  it('exports every name the SDK version installed exports', () => {
    expect(exportsOf(path.join(__dirname, '../federation/sdk-env.js'))).toEqual(exportsOf(sdkEnv));
  });

  it('replaces the SDK one: no localStorage read, the debug switch from the query string', async () => {
    const out = await build(`import { isDebugMode } from '@module-federation/sdk';\nglobalThis.debug = isDebugMode();\n`);
    expect(out).toMatch(/URLSearchParams/);
    expect(out).not.toMatch(/localStorage\.getItem/);
    const run = (search: string) => {
      const context: Record<string, unknown> = { URLSearchParams, window: { document: {}, location: { search } } };
      context.globalThis = context;
      vm.runInNewContext(out, context);
      return context.debug;
    };
    expect(run('')).toBe(false);
    expect(run('?FEDERATION_DEBUG=1')).toBe(true);
  }, 30_000);
});
