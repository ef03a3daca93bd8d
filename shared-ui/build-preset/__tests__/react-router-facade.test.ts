/**
 * @jest-environment node
 */
// The share scope's `react-router-dom`, `@reduxjs/toolkit` and `react-redux` are narrow re-exports
// (build-preset/shared/*.js). A name a package imports (or re-exports) from one of them that its facade lacks
// type-checks, but is undefined in the built app: this test reads every front-end package's sources and fails
// on such a name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The names each facade exports, read from its source (the toolkit's facade imports an ESM file jest does not load). */
function facadeNames(file: string): Set<string> {
  const source = readFileSync(path.join(__dirname, '../shared', file), 'utf8');
  const names = [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  );
  return new Set(names.filter(Boolean));
}

const FACADES = {
  'react-router-dom': 'react-router-dom.js',
  '@reduxjs/toolkit': 'reduxjs-toolkit.js',
  'react-redux': 'react-redux.js',
} as const;
const repoRoot = path.resolve(__dirname, '../../..');
const PACKAGES = [
  'shell',
  'shared-ui/design-system',
  'shared-ui/api-client',
  'shared-ui/live-store',
  'shared-ui/test-utils',
  'shared-ui/dev-harness',
  'mfe-swipe',
  'mfe-spotlight',
  'mfe-account',
  'mfe-admin',
];

/**
 * Folders whose code never meets the share scope: tests, and the server code of the shell and mfe-swipe
 * (src/server, built for Node by build-preset/server-build.js, which uses StaticRouter from the real package).
 */
const NOT_FEDERATED = new Set(['__tests__', 'node_modules', 'server']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_FEDERATED.has(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const escape = (text: string) => text.replace(/[/.]/g, '\\$&');

/** Value names imported (or re-exported) from `from` (type-only imports need nothing at run time). */
function importedNames(source: string, from = 'react-router-dom'): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${escape(from)}'`, 'g'))) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('shared facades (react-router-dom, @reduxjs/toolkit, react-redux)', () => {
  it('reads named imports, skipping type-only ones', () => {
    expect(
      importedNames(
        "import { Link, type NavigateFunction, useNavigate as go } from 'react-router-dom';\nimport type { To } from 'react-router-dom';",
      ),
    ).toEqual(['Link', 'useNavigate']);
    expect(importedNames("export { Provider as StoreProvider } from 'react-redux';", 'react-redux')).toEqual(['Provider']);
  });

  it('reads the names a facade exports', () => {
    expect(facadeNames('react-redux.js')).toEqual(new Set(['Provider', 'useDispatch', 'useSelector', 'useStore']));
  });

  it.each(Object.entries(FACADES))('exports every name the front-end packages import from %s', (from, file) => {
    const facade = facadeNames(file);
    const used = new Set<string>();
    for (const pkg of PACKAGES) {
      for (const source of sourceFiles(path.join(repoRoot, pkg, 'src')).map((f) => readFileSync(f, 'utf8'))) {
        expect(source).not.toMatch(new RegExp(`(import|export)\\s+\\*(\\s+as\\s+\\w+)?\\s+from\\s+'${escape(from)}'`));
        for (const name of importedNames(source, from)) used.add(name);
      }
    }
    expect(used.size).toBeGreaterThan(2);
    const missing = [...used].filter((name) => !facade.has(name));
    expect(missing).toEqual([]);
  });
});
