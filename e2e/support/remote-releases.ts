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
    throw new Error(`building the ${folder} variant failed:\n${`${stdout}\n${stderr}`.trim().slice(-4000)}`);
  }
  return path.join(copy, 'dist');
}
