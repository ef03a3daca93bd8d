import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@forkcast/contracts';
import { RELEASE_FILE, releaseFileProblem, type ReleaseFile } from '@forkcast/contracts/release-file';
import { remoteFolder } from './mfe-manifest';

/**
 * mfe-releases.json, written only by scripts/remotes.mjs (publish / rollback) with an atomic rename:
 * which published version of each remote is current, and the versions published before it. Both check it by
 * the same rule (@forkcast/contracts/release-file): the script never writes a file this reader would refuse.
 *
 * Reads the current version of each remote, re-reading the file only when it changed (a publish or
 * rollback takes effect on the next page load without a restart). A missing or unreadable file means
 * nothing is published: remotes are then served from their build folders.
 *
 * A current version whose folder is gone stays current: the manifest keeps pointing at it, so the remote's
 * pages show the shell's failure card (with Retry) rather than vanishing, and never quietly run another build
 * (the build folder may hold anything). The operator is told once, with the way back.
 */
export class ReleaseManifestReader {
  private cached: { mtimeMs: number; versions: Partial<Record<RemoteName, string>> } | null = null;
  /** `<remote> <version>` of the current versions found missing and already reported. */
  private reportedMissing = new Set<string>();

  constructor(
    private readonly releasesDir: string,
    private readonly warn: (message: string) => void = () => {},
  ) {}

  currentVersions(): Partial<Record<RemoteName, string>> {
    const versions = this.readVersions();
    this.reportMissing(versions);
    return versions;
  }

  private readVersions(): Partial<Record<RemoteName, string>> {
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
        if (current) versions[name] = current;
      }
    } catch {
      return this.cached?.versions ?? {};
    }
    this.cached = { mtimeMs, versions };
    return versions;
  }

  private reportMissing(versions: Partial<Record<RemoteName, string>>): void {
    for (const name of REMOTE_NAMES) {
      const version = versions[name];
      if (!version) continue;
      const folder = remoteFolder(name);
      const entry = path.join(this.releasesDir, folder, version, 'remoteEntry.js');
      const key = `${name} ${version}`;
      if (fs.existsSync(entry)) this.reportedMissing.delete(key);
      else if (!this.reportedMissing.has(key)) {
        this.reportedMissing.add(key);
        this.warn(
          `${key} is current in ${RELEASE_FILE} but ${entry} is missing: its pages show the failure card until ` +
            `the folder is restored or another version is current (npm run remote:rollback -- ${folder})`,
        );
      }
    }
  }
}
