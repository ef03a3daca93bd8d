import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Shipping a remote the way a team does: build a changed copy, publish it, roll it back (scripts/remotes.mjs). */
export const repoRoot = path.resolve(__dirname, '../..');

/** Runs scripts/remotes.mjs against this run's releases folder (the gateway re-reads it per request). */
export function remotesCli(releasesDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, [path.join(repoRoot, 'scripts/remotes.mjs'), ...args], {
    env: { ...process.env, FORKCAST_RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });
}

/** A hash of every file under `dir`: equal before and after means nothing there was rebuilt. */
export function hashTree(dir: string): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

/**
 * Builds a changed version of a remote without touching tracked files: the remote's package is copied to a
 * temporary folder (its own node_modules and dist left out; the repo's node_modules linked beside it, so
 * packages resolve as in the repo), `change` edits the copy, and the copy is built in production mode.
 * Returns the copy's build folder, ready for `remotesCli(dir, 'publish', folder, '--from', <it>)`.
 */
export function buildRemoteVariant(folder: string, change: (copy: string) => void): string {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `forkcast-${folder}-variant-`));
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  const copy = path.join(work, folder);
  const source = path.join(repoRoot, folder);
  fs.cpSync(source, copy, {
    recursive: true,
    filter: (file) => !/^(node_modules|dist)(\/|$)/.test(path.relative(source, file)),
  });
  change(copy);
  try {
    execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: copy, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`building the ${folder} variant failed:\n${`${stdout}\n${stderr}`.trim().slice(-4000)}`, {
      cause: error,
    });
  }
  return path.join(copy, 'dist');
}

/** What any visitor who is not an admin sees on /admin, in every version of mfe-admin. */
export const DENIED_TEXT = "You don't have permission to access this page";
/** The route prefix mfe-admin v2 adds (under the tab layout, for signed-in users). */
export const NEW_PREFIX = { path: '/whats-new', layout: 'tabs', visitors: 'signed-in' };

/** mfe-admin v2 changes one visible text: the denied message ends in "(v2)". */
function markDeniedTextV2(copy: string): void {
  const source = path.join(copy, 'src');
  const file = fs
    .readdirSync(source, { recursive: true })
    .map((name) => path.join(source, String(name)))
    .filter((full) => /\.tsx?$/.test(full) && !/__tests__|\.test\.tsx?$/.test(full))
    .find((full) => fs.readFileSync(full, 'utf8').includes('permission to access this page'));
  if (!file) throw new Error(`no component under ${source} shows "${DENIED_TEXT}"`);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/permission to access this page/, 'permission to access this page (v2)'));
}

/** mfe-admin v2 adds two routes: one under a new prefix (in the tab layout), one nested under /admin. */
function addRoutes(copy: string): void {
  const declaration = path.join(copy, 'src/route-prefixes.json');
  fs.writeFileSync(declaration, JSON.stringify([...JSON.parse(fs.readFileSync(declaration, 'utf8')), NEW_PREFIX]));
  fs.writeFileSync(
    path.join(copy, 'src/variant-routes.tsx'),
    `import type { RemoteRoute } from '@forkcast/api-client/remotes';
     function WhatsNew() { return <main><h1>What's new in Forkcast</h1></main>; }
     function Reports() { return <main><h1>Admin reports</h1></main>; }
     export const variantRoutes: RemoteRoute[] = [
       { path: '/whats-new', Component: WhatsNew },
       { path: '/admin/reports', Component: Reports },
     ];`,
  );
  fs.appendFileSync(
    path.join(copy, 'src/routes.tsx'),
    "\nimport { variantRoutes } from './variant-routes';\nroutes.push(...variantRoutes);\n",
  );
}

/**
 * The build folder of mfe-admin v2 as its team would ship it: one text changed and two screens added. Both
 * platform-wide specs publish it; it is built once per run (a production build takes 20-60 s on the 2-core
 * machine) and kept beside the run's releases folder.
 */
export function mfeAdminV2(releasesDir: string): string {
  const kept = `${releasesDir}-mfe-admin-v2`;
  if (fs.existsSync(path.join(kept, 'remoteEntry.js'))) return kept;
  const built = buildRemoteVariant('mfe-admin', (copy) => {
    markDeniedTextV2(copy);
    addRoutes(copy);
  });
  fs.cpSync(built, kept, { recursive: true });
  return kept;
}
