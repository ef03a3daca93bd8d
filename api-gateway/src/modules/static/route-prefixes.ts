import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, RESERVED_PATHS, type RemoteName, type RoutePrefix } from '@forkcast/contracts';

/** Written into every remote build by build-preset/route-prefixes-plugin.js, next to remoteEntry.js. */
const ROUTE_PREFIXES_FILE = 'route-prefixes.json';

/** Lower-case path segments: '/settings', '/no-match', '/admin/reports'. */
const PREFIX_PATTERN = /^(\/[a-z0-9][a-z0-9-]*){1,4}$/;
const MAX_PREFIXES = 20;

const declarationSchema = z
  .array(z.object({ path: z.string(), layout: z.enum(['tabs', 'full']), visitors: z.enum(['any', 'signed-in']) }).strict())
  .max(MAX_PREFIXES);

/** One remote's declaration as read from its build folder. */
export interface Declaration {
  prefixes: RoutePrefix[];
  /** When the file was written (a publish copies it): the earlier claim keeps a contested path. */
  declaredAt: number;
}

interface RefusedClaim {
  remote: RemoteName;
  path: string;
  reason: string;
}

const isUnder = (child: string, parent: string) => (parent === '/' ? child === '/' : child === parent || child.startsWith(`${parent}/`));
const overlaps = (a: string, b: string) => isUnder(a, b) || isUnder(b, a);

/**
 * Which remote renders which paths. A remote may not claim the shell's or the gateway's own paths
 * (RESERVED_PATHS) nor a path another remote claims or one nested in it; a contested path stays with the
 * remote that declared it first (the older file, so a newly published version cannot take a path away).
 */
export function claimRoutePrefixes(declarations: Partial<Record<RemoteName, Declaration>>): {
  claims: Record<RemoteName, RoutePrefix[]>;
  refused: RefusedClaim[];
} {
  const claims = Object.fromEntries(REMOTE_NAMES.map((name) => [name, [] as RoutePrefix[]])) as Record<RemoteName, RoutePrefix[]>;
  const refused: RefusedClaim[] = [];
  const owners: { remote: RemoteName; path: string }[] = [];
  const order = REMOTE_NAMES.filter((name) => declarations[name]).sort(
    (a, b) => declarations[a]!.declaredAt - declarations[b]!.declaredAt || REMOTE_NAMES.indexOf(a) - REMOTE_NAMES.indexOf(b),
  );
  for (const remote of order) {
    for (const prefix of declarations[remote]!.prefixes) {
      const reason = RESERVED_PATHS.some((reserved) => isUnder(prefix.path, reserved))
        ? "is the shell's or the gateway's own path"
        : !PREFIX_PATTERN.test(prefix.path)
          ? 'is not a path prefix like /settings (lower-case segments, at most 4)'
          : claimedBy(owners, remote, prefix.path);
      if (reason) refused.push({ remote, path: prefix.path, reason });
      else {
        claims[remote].push(prefix);
        owners.push({ remote, path: prefix.path });
      }
    }
  }
  return { claims, refused };
}

function claimedBy(owners: { remote: RemoteName; path: string }[], remote: RemoteName, path: string): string | undefined {
  const owner = owners.find((o) => overlaps(o.path, path));
  if (!owner) return undefined;
  return owner.remote === remote ? `overlaps its own ${owner.path}` : `overlaps ${owner.path}, claimed by ${owner.remote}`;
}

/**
 * Reads each remote's declaration from the folder its current entry is served from, re-reading a file
 * only when it changed, and reports refused claims once per change rather than on every manifest request.
 */
export class RoutePrefixReader {
  private cache = new Map<string, { mtimeMs: number; declaration: Declaration | string }>();
  private last: { key: string; claims: Record<RemoteName, RoutePrefix[]> } | null = null;

  constructor(private readonly warn: (message: string) => void = () => {}) {}

  /**
   * `folders`: where each remote's declaration is read, in order; the first folder that has one counts, else the
   * first folder's problem is reported. The folder its current build is served from (its published version,
   * else its build folder), then any fallbacks.
   */
  claims(folders: Record<RemoteName, readonly string[]>): Record<RemoteName, RoutePrefix[]> {
    const declarations: Partial<Record<RemoteName, Declaration>> = {};
    const problems: string[] = [];
    const keyParts: string[] = [];
    for (const name of REMOTE_NAMES) {
      const reads = folders[name].map((folder) => ({ folder, read: this.read(path.join(folder, ROUTE_PREFIXES_FILE)) }));
      const { folder, read } = reads.find((r) => typeof r.read !== 'string') ?? reads[0]!;
      keyParts.push(`${folder}:${typeof read === 'string' ? read : read.declaredAt}`);
      if (typeof read === 'string') problems.push(`${name} claims no paths: ${read}`);
      else declarations[name] = read;
    }
    const key = keyParts.join('|');
    if (this.last?.key === key) return this.last.claims;
    const { claims, refused } = claimRoutePrefixes(declarations);
    for (const problem of problems) this.warn(problem);
    for (const { remote, path: prefix, reason } of refused) this.warn(`${remote} may not claim ${prefix}: it ${reason}`);
    this.last = { key, claims };
    return claims;
  }

  /** The declaration, or why there is none. */
  private read(file: string): Declaration | string {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      // Removed while the gateway runs (a published version's folder deleted): the paths it declared stay, so
      // the remote's pages show its failure card instead of vanishing.
      const known = this.cache.get(file)?.declaration;
      if (known && typeof known !== 'string') return known;
      return `${file} is missing (a build from before remotes declared their paths: rebuild and publish it)`;
    }
    const cached = this.cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.declaration;
    let declaration: Declaration | string;
    try {
      declaration = { prefixes: declarationSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))), declaredAt: mtimeMs };
    } catch (error) {
      declaration = `${file} is not a list of { path, layout: 'tabs' | 'full', visitors: 'any' | 'signed-in' } (${(error as Error).message.slice(0, 200)})`;
    }
    this.cache.set(file, { mtimeMs, declaration });
    return declaration;
  }
}
