import { REMOTE_NAMES, type MfeManifest, type RemoteName, type RoutePrefix } from '@forkcast/contracts';

/** Remote names are JS identifiers and folders kebab-case (same rule as REMOTES in create-shared-config.js). */
export function remoteFolder(name: RemoteName): string {
  return name.replaceAll('_', '-');
}

/**
 * GET /mfe-manifest.json: where the shell loads each remote from, and the paths each remote renders (its
 * checked claims, see route-prefixes.ts). An environment override (a CDN URL, a remote's dev server) wins for
 * the entry; else the published version; else the remote's build folder.
 */
export function buildMfeManifest(
  overrides: Partial<Record<RemoteName, string>>,
  published: Partial<Record<RemoteName, string>>,
  prefixes: Record<RemoteName, RoutePrefix[]>,
): MfeManifest {
  const remotes = {} as MfeManifest['remotes'];
  for (const name of REMOTE_NAMES) remotes[name] = { ...remoteEntry(name, overrides, published), prefixes: prefixes[name] };
  return { remotes };
}

/** Where a remote's entry is served from (and which published version it is), as the manifest lists it. */
export function remoteEntry(
  name: RemoteName,
  overrides: Partial<Record<RemoteName, string>>,
  published: Partial<Record<RemoteName, string>>,
): { entry: string; version?: string } {
  const version = published[name];
  const folder = remoteFolder(name);
  if (overrides[name]) return { entry: overrides[name] };
  return version ? { entry: `/remotes/${folder}/${version}/remoteEntry.js`, version } : { entry: `/remotes/${folder}/remoteEntry.js` };
}
