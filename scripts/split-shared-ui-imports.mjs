// One-off rewrite of issue 19 (shared-ui split): every `@forkcast/shared-ui…` specifier becomes the new
// package's. Subpaths map one to one (SUBPATHS); the old barrel's named imports are split by which new entry
// exports each name (read from design-system/api-client/live-store's src/index.ts).
// Usage: node scripts/split-shared-ui-imports.mjs <file or folder>...
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SUBPATHS = {
  contracts: '@forkcast/contracts',
  domain: '@forkcast/contracts/domain',
  store: '@forkcast/live-store',
  testing: '@forkcast/test-utils',
  'testing/mock-api': '@forkcast/test-utils/mock-api',
  ...Object.fromEntries(['slider', 'chip-group', 'tabs', 'restaurant-photo', 'error-card', 'icon-note'].map((s) => [s, `@forkcast/design-system/${s}`])),
  ...Object.fromEntries(['favorite-query-keys', 'remove-favorite', 'maps-url'].map((s) => [s, `@forkcast/api-client/${s}`])),
};
/** name -> package, from each barrel's `export { a, b as c }` / `export type { … }` lines. */
const owner = new Map([['StandaloneHarness', '@forkcast/live-store/harness']]);
for (const [pkg, file] of [['@forkcast/design-system', 'design-system/src/index.ts'], ['@forkcast/api-client', 'api-client/src/index.ts'], ['@forkcast/live-store', 'live-store/src/index.ts']]) {
  for (const m of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of m[1].split(',').map((s) => s.trim()).filter(Boolean)) owner.set(part.split(/\s+as\s+/).pop().trim(), pkg);
  }
}
function rewrite(src, file) {
  // the barrel: import [type] { names } from '@forkcast/shared-ui';
  src = src.replace(/(^|\n)([ \t]*)import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@forkcast\/shared-ui';/g, (_m, lead, indent, typeKw = '', list) => {
    const groups = new Map();
    for (const part of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      const name = part.replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
      const pkg = owner.get(name);
      if (!pkg) throw new Error(`${file}: no package exports ${name}`);
      if (!groups.has(pkg)) groups.set(pkg, []);
      groups.get(pkg).push(part);
    }
    return lead + [...groups].map(([pkg, parts]) => `${indent}import ${typeKw}{ ${parts.join(', ')} } from '${pkg}';`).join('\n');
  });
  // jest.mock('@forkcast/shared-ui', …) and the like cannot be split by name: report them.
  if (/'@forkcast\/shared-ui'/.test(src)) console.warn(`${file}: bare '@forkcast/shared-ui' left`);
  src = src.replace(/@forkcast\/shared-ui\/build\//g, '@forkcast/build-preset/');
  src = src.replace(/@forkcast\/shared-ui\/([a-z-]+(?:\/[a-z-]+)?)(?=['"`\s])/g, (m, sub) => SUBPATHS[sub] ?? (console.warn(`${file}: unknown ${m}`), m));
  return src;
}
function walk(p) {
  const st = fs.statSync(p);
  if (st.isDirectory()) {
    for (const e of fs.readdirSync(p)) if (!['node_modules', 'dist', 'test-results', 'playwright-report'].includes(e)) walk(path.join(p, e));
  } else if (/\.(tsx?|jsx?|mjs|cjs)$/.test(p)) {
    const src = fs.readFileSync(p, 'utf8');
    const out = rewrite(src, path.relative(root, p));
    if (out !== src) fs.writeFileSync(p, out);
  }
}
for (const arg of process.argv.slice(2)) walk(path.resolve(arg));
