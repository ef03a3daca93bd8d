/**
 * @jest-environment node
 */
// The way from home to the first swipe card downloads no schema library: the gateway validates
// every answer and request, and the client types answers with `import type` from the contracts. A value
// imported from `@forkcast/contracts` (or zod itself) anywhere on that way would pull zod (~25 KB
// gzip) back into the bundle while everything still type-checks and works: this test follows the static value
// imports from each entry of that way (each lazily loaded part is an entry of its own) and fails with the
// chain that reaches zod.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

/** The `exports` of a workspace package (@forkcast/<folder>). */
function workspaceExports(folder: string): Record<string, string> | null {
  const file = path.join(repoRoot, folder, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { exports: Record<string, string> }).exports : null;
}

/** Every module specifier a file imports for its values: `import type`, `export type` and all-type `{ type A }` lists are erased at build. */
function valueImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'/g)) {
    const [, typeOnly, clause = '', specifier = ''] = match;
    if (typeOnly) continue;
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    const names = named?.[1]
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (names && names.length > 0 && names.every((name) => name.startsWith('type '))) continue;
    specifiers.push(specifier);
  }
  for (const match of source.matchAll(/(?:^|\n)\s*import\s+'([^']+)'/g)) specifiers.push(match[1] ?? '');
  return specifiers;
}

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** A workspace file, or the package name for anything from node_modules. */
function resolve(specifier: string, from: string): string {
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), specifier)) ?? specifier;
  const workspace = /^@forkcast\/([a-z-]+)(\/.*)?$/.exec(specifier);
  if (workspace) {
    const [, folder = '', subpath = ''] = workspace;
    const target = workspaceExports(folder)?.[`.${subpath}`];
    if (target) return resolveFile(path.join(repoRoot, folder, target)) ?? specifier;
  }
  return specifier;
}

/** The import chain from `entry` to zod, or null when there is none. */
function chainToZod(entry: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
      const target = resolve(specifier, file);
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      if (target === 'zod' || target.startsWith('zod/')) {
        const chain = [target];
        for (let step = cameFrom.get(target); step; step = cameFrom.get(step)) chain.unshift(path.relative(repoRoot, step));
        return chain;
      }
      if (path.isAbsolute(target)) queue.push(target);
    }
  }
  return null;
}

describe('no zod from home to the first swipe card', () => {
  it.each([
    // The shell: its start and each route set (lazy), so landing, sign-in and onboarding too.
    'shell/src/bootstrap.tsx',
    'shell/src/app/signed-out-routes.tsx',
    'shell/src/app/onboarding-routes.tsx',
    'shell/src/app/signed-in-routes.tsx',
    // The federation-shared packages' entries and the zod-free rules.
    'shared-ui/design-system/src/index.ts',
    'shared-ui/api-client/src/index.ts',
    'shared-ui/live-store/src/index.ts',
    'shared-ui/contracts/src/domain/index.ts',
    // mfe-swipe: its screens.
    'mfe-swipe/src/routes.tsx',
  ])('%s reaches no zod through its value imports', (entry) => {
    expect(chainToZod(path.join(repoRoot, entry))).toBeNull();
  });

  it('notices a value import from the contracts (the check itself works)', () => {
    expect(chainToZod(path.join(repoRoot, 'shared-ui/contracts/src/contracts/index.ts'))).toEqual(expect.arrayContaining(['zod']));
    expect(valueImports("import { type A, b } from './x';\nimport type { C } from './y';\nimport { type D } from './z';")).toEqual(['./x']);
  });
});
