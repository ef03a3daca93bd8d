/**
 * @jest-environment node
 */
// The share scope's `react-router-dom` is a narrow re-export (build/shared/react-router-dom.js). A name a
// package imports from react-router-dom that the re-export lacks type-checks, but is undefined in the
// built app: this test reads every front-end package's sources and fails on such a name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain JS module without types
const facade = require('../shared/react-router-dom.js') as Record<string, unknown>;
const repoRoot = path.resolve(__dirname, '../../..');
const PACKAGES = ['shell', 'shared-ui/design-system', 'shared-ui/api-client', 'shared-ui/live-store', 'shared-ui/test-utils', 'mfe-swipe', 'mfe-spotlight', 'mfe-account', 'mfe-admin'];

/**
 * Folders whose code never meets the share scope: tests, the shell's static pages, which
 * shell/build/static-pages.js compiles on its own, without federation, against the real react-router-dom,
 * and mfe-swipe's server renderer (src/server, built for Node by build/swipe-room-renderer.js, which uses
 * StaticRouter from the real package).
 */
const NOT_FEDERATED = new Set(['__tests__', 'node_modules', 'static-pages', 'server']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_FEDERATED.has(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names imported from react-router-dom (type-only imports need nothing at run time). */
function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('shared react-router-dom', () => {
  it('reads named imports, skipping type-only ones', () => {
    expect(
      importedNames("import { Link, type NavigateFunction, useNavigate as go } from 'react-router-dom';\nimport type { To } from 'react-router-dom';"),
    ).toEqual(['Link', 'useNavigate']);
  });

  it('exports every name the front-end packages import from react-router-dom', () => {
    const used = new Set<string>();
    for (const pkg of PACKAGES) {
      for (const file of sourceFiles(path.join(repoRoot, pkg, 'src'))) {
        const source = readFileSync(file, 'utf8');
        expect(source).not.toMatch(/import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'/);
        for (const name of importedNames(source)) used.add(name);
      }
    }
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].filter((name) => facade[name] === undefined);
    expect(missing).toEqual([]);
  });
});
