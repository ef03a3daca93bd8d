import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@forkcast/contracts';
import { RELEASE_FILE, releaseFileProblem, type ReleaseFile } from '@forkcast/contracts/release-file';

/**
 * mfe-releases.json, written only by scripts/remotes.mjs (publish / rollback) with an atomic rename:
 * which published version of each remote is current, and the versions published before it. Both check it by
 * the same rule (@forkcast/contracts/release-file): the script never writes a file this reader would refuse.
 *
 * Reads the current version of each remote, re-reading the file only when it changed (a publish or
 * rollback takes effect on the next page load without a restart). A missing or unreadable file means
 * nothing is published: remotes are then served from their build folders.
 */
export class ReleaseManifestReader {
  private cached: { mtimeMs: number; versions: Partial<Record<RemoteName, string>> } | null = null;

  constructor(private readonly releasesDir: string) {}

  currentVersions(): Partial<Record<RemoteName, string>> {
    const file = path.join(this.releasesDir, RELEASE_FILE);
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      this.cached = null;
      return {};
    }
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.versions;
    const versions: Partial<Record<RemoteName, string>> = {};
    try {
      const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      const problem = releaseFileProblem(data);
      if (problem) throw new Error(`${RELEASE_FILE}: ${problem}`);
      const parsed = data as ReleaseFile;
      for (const name of REMOTE_NAMES) {
        const current = parsed.remotes[name]?.current;
        // Only point at a version whose entry really exists: never send a browser to a missing bundle.
        if (current && fs.existsSync(path.join(this.releasesDir, name.replaceAll('_', '-'), current, 'remoteEntry.js'))) {
          versions[name] = current;
        }
      }
    } catch {
      return this.cached?.versions ?? {};
    }
    this.cached = { mtimeMs, versions };
    return versions;
  }
}
