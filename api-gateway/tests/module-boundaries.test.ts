import fs from 'node:fs';
import path from 'node:path';

/**
 * Gateway modules own their edges: a file of one module imports from another module only that module's
 * service (`<module>/<name>.service.ts`) or a file of its public surface below (its public types and pure
 * rules). Routers, repositories, views and helpers stay inside their module; what several modules share
 * and belongs to none (request parsers, one-time code rules, errors) sits outside src/modules.
 * A module's entry (`<module>/<module>.module.ts`: its `create<Module>Module` and the types of what it
 * offers) is public to types only: a module may name what another offers (`LiveModule['channel']`) in the
 * ports it declares, but never builds another module; only the composition root calls the factories.
 * Tests (`__tests__/`) and the composition root (src/app.ts, src/cli/) are outside this rule.
 */
const MODULES_DIR = path.resolve(__dirname, '../src/modules');

/** Besides its services, what each module offers the others (paths inside the module; a folder means all of it). */
const PUBLIC_SURFACE: Record<string, readonly string[]> = {
  // The place domain (Place, geo, filters, cuisines, deck rules), the finder other modules look places up
  // with, the saved-place fields favorites and spotlight answer with, the photo reference format, and an
  // illustration as a data: URL (the prerendered swipe room draws its card's into the page).
  // Why a search came back empty, told one way by sessions, the randomizer and the availability check.
  restaurants: [
    'domain/',
    'restaurant-finder.ts',
    'empty-result.ts',
    'saved-place-view.ts',
    'photos/photo-ref.ts',
    'photos/illustration-data-url.ts',
  ],
  // Every tier rule: what a subscription grants and until when, partner limits, premium via a partner.
  billing: ['tier-rules.ts'],
  // Who is an admin (the ADMIN_EMAILS list), read by sign-in and the admin module.
  users: ['admin-rule.ts'],
  // The ports other modules publish live events and send mail through, and the geocoder's interface.
  live: ['live-events.ts'],
  mail: ['mailer.ts'],
  geocoding: ['geocoding-provider.ts'],
  // The notification as the client sees it, built in the caller's transaction, and the port the push module
  // implements to deliver notifications to devices.
  notifications: ['notification-view.ts', 'push-notifier.ts'],
  // What other modules read of sessions (member-checked reads and a few unchecked ones), never the repository,
  // and the group rule after someone leaves (a member leaving a group, a guest taken out).
  sessions: ['session-reads.ts', 'settle-after-leave.ts'],
  // Where each remote is served from and which published version is current, read by the pages (the swipe
  // room renders with the current version's server code).
  static: ['mfe-manifest.ts', 'release-manifest.ts'],
};

/**
 * Imports the rule does not yet hold, each with the change that removes it (an entry that no longer
 * occurs fails the test, so the list only shrinks).
 */
const KNOWN_LEAKS: readonly string[] = [];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

interface Specifier {
  path: string;
  /** `import type … from` or `export type … from`: erased at build time, so it cannot build anything. */
  typeOnly: boolean;
}

/** Every module specifier: `import … from '…'`, `export … from '…'`, `import('…')`, `require('…')`, `import '…'`. */
function specifiers(source: string): Specifier[] {
  const found: Specifier[] = [];
  // The statement from its keyword to its specifier (a named list may span lines; it holds no quote or `;`).
  const statement = /^\s*(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) found.push({ path: match[2]!, typeOnly: Boolean(match[1]) });
  const call = /(?:\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(call)) found.push({ path: match[1]!, typeOnly: false });
  return found;
}

/** The module a file under src/modules belongs to (its first folder), or null outside src/modules. */
function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES_DIR, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

/** Whether another module may import `target` (a path under src/modules, with or without its extension). */
function isPublic(target: string, typeOnly: boolean): boolean {
  const [module, ...rest] = path.relative(MODULES_DIR, target).split(path.sep);
  const inside = rest.join('/').replace(/\.tsx?$/, '');
  if (/^[\w-]+\.service$/.test(inside)) return true;
  if (inside === `${module}.module`) return typeOnly;
  return (PUBLIC_SURFACE[module!] ?? []).some((entry) =>
    entry.endsWith('/') ? inside.startsWith(entry) : inside === entry.replace(/\.tsx?$/, ''),
  );
}

/** Imports that cross from one module into a non-public file of another, as "file → target.ts". */
function boundaryViolations(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) => {
    const own = moduleOf(file);
    return specifiers(read(file))
      .filter((specifier) => specifier.path.startsWith('.'))
      .map((specifier) => ({ target: path.resolve(path.dirname(file), specifier.path), typeOnly: specifier.typeOnly }))
      .filter(({ target, typeOnly }) => moduleOf(target) !== null && moduleOf(target) !== own && !isPublic(target, typeOnly))
      .map(({ target }) => `${path.relative(MODULES_DIR, file)} → ${path.relative(MODULES_DIR, target).replace(/(\.tsx?)?$/, '.ts')}`);
  });
}

describe('gateway module boundaries', () => {
  it("a module imports from another only that module's service and public surface", () => {
    const files = sourceFiles(MODULES_DIR);
    expect(files.length).toBeGreaterThan(50);
    expect(boundaryViolations(files, (file) => fs.readFileSync(file, 'utf8')).sort()).toEqual([...KNOWN_LEAKS].sort());
  });

  it('every public surface entry names a file or folder that exists', () => {
    const missing = Object.entries(PUBLIC_SURFACE).flatMap(([module, entries]) =>
      entries.filter((entry) => !fs.existsSync(path.join(MODULES_DIR, module, entry))).map((entry) => `${module}/${entry}`),
    );
    expect(missing).toEqual([]);
  });

  it('catches value, type-only, re-exported and dynamic imports of repositories, routers and helpers', () => {
    const at = (relative: string) => path.join(MODULES_DIR, relative);
    const sources: Record<string, string> = {
      [at('spotlight/spotlight.service.ts')]: [
        "import type { SpotlightRepository } from './spotlight.repository';",
        "import type { FavoritesRepository } from '../favorites/favorites.repository';",
        "import { FavoritesService } from '../favorites/favorites.service';",
        "import { toRestaurant } from '../restaurants/domain/to-restaurant';",
        "import { tierAt } from '../billing/tier-rules';",
      ].join('\n'),
      [at('sessions/deep/helper.ts')]: "export type { NewNotification } from '../../notifications/notifications.repository';",
      [at('ai/lazy.ts')]: "const repo = await import('../users/users.repository');",
      [at('ai/ai.router.ts')]: "import { parseSessionId } from '../sessions/sessions.router';",
      [at('users/user-stats.ts')]: "import { startOfUtcDay } from '../sessions/session-view';",
      [at('users/email-change.service.ts')]: "import { INVALID_CODE } from '../auth/otp.service';\nimport { x } from '../auth/otp/helper';",
      [at('sessions/swipe.service.ts')]: "import type { DeckCard } from './sessions.repository';",
    };
    expect(boundaryViolations(Object.keys(sources), (file) => sources[file]!)).toEqual([
      `spotlight/spotlight.service.ts → favorites/favorites.repository.ts`,
      `sessions/deep/helper.ts → notifications/notifications.repository.ts`,
      `ai/lazy.ts → users/users.repository.ts`,
      `ai/ai.router.ts → sessions/sessions.router.ts`,
      `users/user-stats.ts → sessions/session-view.ts`,
      `users/email-change.service.ts → auth/otp/helper.ts`,
    ]);
  });

  it("lets a module name the types another module's entry offers, but not call its factory", () => {
    const at = (relative: string) => path.join(MODULES_DIR, relative);
    const sources: Record<string, string> = {
      [at('users/users.module.ts')]: [
        "import type { LiveModule } from '../live/live.module';",
        'import type {',
        '  LiveModule as Live,',
        '  SessionMembers,',
        "} from '../live/live.module';",
        "export type { LiveModule } from '../live/live.module';",
      ].join('\n'),
      [at('auth/auth.module.ts')]: "import { createUsersModule } from '../users/users.module';",
      [at('ai/ai.module.ts')]: "export { createSessionsModule } from '../sessions/sessions.module';",
      [at('spotlight/spotlight.module.ts')]: "const { createFavoritesModule } = await import('../favorites/favorites.module');",
    };
    expect(boundaryViolations(Object.keys(sources), (file) => sources[file]!)).toEqual([
      `auth/auth.module.ts → users/users.module.ts`,
      `ai/ai.module.ts → sessions/sessions.module.ts`,
      `spotlight/spotlight.module.ts → favorites/favorites.module.ts`,
    ]);
  });
});
