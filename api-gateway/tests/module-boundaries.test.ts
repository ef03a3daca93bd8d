import fs from 'node:fs';
import path from 'node:path';

/**
 * Gateway modules own their data: a module's `*.repository.ts` is imported only by files of that same
 * module. Other modules call its service (router → service → its own repository). Tests (`__tests__/`)
 * and the composition root (src/app.ts, src/cli/) may construct repositories; they are outside this rule.
 */
const MODULES_DIR = path.resolve(__dirname, '../src/modules');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every module specifier: `import … from '…'`, `export … from '…'`, `import('…')`, `require('…')`. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The module a file under src/modules belongs to (its first folder), or null outside src/modules. */
function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES_DIR, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

/** `from` importing another module's repository, as "file → target". */
function repositoryViolations(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) => {
    const own = moduleOf(file);
    return specifiers(read(file))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.resolve(path.dirname(file), specifier))
      .filter((target) => /\.repository(\.tsx?)?$/.test(target) && moduleOf(target) !== null && moduleOf(target) !== own)
      .map((target) => `${path.relative(MODULES_DIR, file)} → ${path.relative(MODULES_DIR, target)}`);
  });
}

describe('gateway module boundaries', () => {
  it("no module imports another module's repository (it calls that module's service)", () => {
    const files = sourceFiles(MODULES_DIR);
    expect(files.length).toBeGreaterThan(50);
    expect(repositoryViolations(files, (file) => fs.readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('catches value, type-only, re-exported and dynamic imports, and allows a module its own repository', () => {
    const at = (relative: string) => path.join(MODULES_DIR, relative);
    const sources: Record<string, string> = {
      [at('spotlight/spotlight.service.ts')]: [
        "import type { SpotlightRepository } from './spotlight.repository';",
        "import type { FavoritesRepository } from '../favorites/favorites.repository';",
        "import { FavoritesService } from '../favorites/favorites.service';",
      ].join('\n'),
      [at('sessions/deep/helper.ts')]: "export type { NewNotification } from '../../notifications/notifications.repository';",
      [at('ai/lazy.ts')]: "const repo = await import('../users/users.repository');",
      [at('sessions/swipe.service.ts')]: "import type { DeckCard } from './sessions.repository';",
    };
    expect(repositoryViolations(Object.keys(sources), (file) => sources[file]!)).toEqual([
      `spotlight/spotlight.service.ts → favorites/favorites.repository`,
      `sessions/deep/helper.ts → notifications/notifications.repository`,
      `ai/lazy.ts → users/users.repository`,
    ]);
  });
});
