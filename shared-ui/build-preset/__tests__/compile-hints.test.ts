/**
 * @jest-environment node
 */
// Every production bundle but the service worker starts with V8's compile hint, so Chrome compiles its
// functions while it streams in instead of on the main thread at their first call (create-webpack-config.js).
// The hint is a comment: it must survive minification and must not shift the source maps.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports -- the build preset is plain JS */
const { compile } = require('../compile.js') as { compile: (config: object) => Promise<unknown> };
const { compileHints, minimizer, PRODUCTION_DEVTOOL } = require('../create-webpack-config.js') as {
  compileHints: () => object;
  minimizer: () => object;
  PRODUCTION_DEVTOOL: string;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const HINT = '//# allFunctionsCalledOnLoad';
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.writeFileSync(
    path.join(dir, 'app.js'),
    "// A comment the minifier drops.\nexport function greet(name) {\n  return 'hello ' + name;\n}\nconsole.log(greet(location.hash));\n",
  );
  fs.writeFileSync(path.join(dir, 'sw.js'), "self.addEventListener('fetch', () => {});\n");
  await compile({
    mode: 'production',
    context: dir,
    entry: { main: './app.js', sw: './sw.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js' },
    devtool: PRODUCTION_DEVTOOL,
    optimization: { minimizer: [minimizer()] },
    plugins: [compileHints()],
  });
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');

describe('the compile hint of production bundles', () => {
  it('is the first line of a minified bundle', () => {
    const [first, ...rest] = read('main.js').split('\n');
    expect(first).toBe(HINT);
    // The code itself is minified (one line), the source comment gone.
    expect(rest.join('\n')).toContain('hello ');
    expect(rest.join('\n')).not.toContain('A comment the minifier drops');
  });

  it('leaves the source map pointing at the right lines: the hint line maps to nothing', () => {
    const map = JSON.parse(read('main.js.map')) as { mappings: string };
    const [hintLine, codeLine] = map.mappings.split(';');
    expect(hintLine).toBe('');
    expect(codeLine).not.toBe('');
  });

  it('is not on the service worker (no page load to compile it for)', () => {
    expect(read('sw.js').startsWith(HINT)).toBe(false);
  });
});
