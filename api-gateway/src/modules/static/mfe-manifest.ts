import { REMOTE_NAMES, type MfeManifest, type RemoteName } from '@forkcast/shared-ui/contracts';

/** Remote names are JS identifiers and folders kebab-case (same rule as REMOTES in create-shared-config.js). */
export function remoteFolder(name: RemoteName): string {
  return name.replaceAll('_', '-');
}

/** GET /mfe-manifest.json: where the shell loads each remote from, overridable per remote by env. */
export function buildMfeManifest(overrides: Partial<Record<RemoteName, string>>): MfeManifest {
  const remotes = {} as MfeManifest['remotes'];
  for (const name of REMOTE_NAMES) {
    remotes[name] = { entry: overrides[name] ?? `/remotes/${remoteFolder(name)}/remoteEntry.js` };
  }
  return { remotes };
}
