/** mfe-releases.json: which published version of each remote is current, and the versions before it. */
export interface ReleaseFile {
  remotes: Record<string, { current: string; history: string[] }>;
}
export const RELEASE_FILE: 'mfe-releases.json';
/** A version name: the folder <releases>/<remote>/<version>/ (no separator, no leading dot, at most 64). */
export const VERSION_PATTERN: RegExp;
/** Why `version` cannot name a published version, or undefined. */
export function versionNameProblem(version: unknown): string | undefined;
/** Why `data` is not a release file the gateway accepts, or undefined (then it is a ReleaseFile). */
export function releaseFileProblem(data: unknown): string | undefined;
