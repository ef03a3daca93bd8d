import { REMOTE_NAMES, type MfeManifest, type RemoteName } from '@forkcast/shared-ui/contracts';

/** Remote names are JS identifiers and folders kebab-case (same rule as REMOTES in create-shared-config.js). */
export function remoteFolder(name: RemoteName): string {
  return name.replaceAll('_', '-');
}

/**
 * GET /mfe-manifest.json: where the shell loads each remote from. An environment override (a CDN URL, a
 * remote's dev server) wins; else the published version; else the remote's build folder.
 */
export function buildMfeManifest(
  overrides: Partial<Record<RemoteName, string>>,
  published: Partial<Record<RemoteName, string>> = {},
): MfeManifest {
  const remotes = {} as MfeManifest['remotes'];
  for (const name of REMOTE_NAMES) {
    const version = published[name];
    const folder = remoteFolder(name);
    remotes[name] = overrides[name]
      ? { entry: overrides[name] }
      : version
        ? { entry: `/remotes/${folder}/${version}/remoteEntry.js`, version }
        : { entry: `/remotes/${folder}/remoteEntry.js` };
  }
  return { remotes };
}
