import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@forkcast/contracts';

/**
 * mfe-releases.json, written only by scripts/remotes.mjs (publish / rollback) with an atomic rename:
 * which published version of each remote is current, and the versions published before it.
 */
export const RELEASE_FILE = 'mfe-releases.json';
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

const releaseFileSchema = z.object({
  remotes: z.record(
    z.string(),
    z.object({ current: z.string().regex(VERSION_PATTERN), history: z.array(z.string().regex(VERSION_PATTERN)) }),
  ),
});
export type ReleaseFile = z.infer<typeof releaseFileSchema>;

/**
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
      const parsed = releaseFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
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
