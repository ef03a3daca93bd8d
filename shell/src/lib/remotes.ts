import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { MfeManifest, RemoteName } from '@forkcast/contracts';
import type { RemoteRoutesModule } from '@forkcast/api-client/remotes';
import { yieldToBrowser } from '@forkcast/design-system';

let registration: Promise<unknown> = Promise.resolve();
let manifestRequest: Promise<MfeManifest> | null = null;

/** Reads the gateway's manifest and registers every remote's entry with the federation runtime. */
export function registerRemotesFromManifest(): Promise<MfeManifest> {
  const done = fetchAndRegister();
  manifestRequest = done;
  registration = done.catch(() => undefined);
  return done;
}

/** The manifest the page asked for last (the router reads each remote's path prefixes from it). */
export function remoteManifest(): Promise<MfeManifest> {
  return manifestRequest ?? registerRemotesFromManifest();
}

async function fetchAndRegister(): Promise<MfeManifest> {
  const res = await fetch('/mfe-manifest.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const manifest = (await res.json()) as MfeManifest;
  rememberManifest(manifest);
  registerRemotes(
    Object.entries(manifest.remotes).map(([name, { entry }]) => ({ name, entry })),
    { force: true },
  );
  return manifest;
}

/**
 * Loads a module a remote exposes (`remote/expose`), once the manifest has been read. `options` are the
 * runtime's own (`loadFactory: false`: the module's factory, not yet run).
 */
export async function loadFromRemote<T>(id: string, ...options: [] | [Parameters<typeof loadRemote>[1]]): Promise<T | null> {
  await registration;
  return loadRemote<T>(id, ...options);
}

const loadedRoutes = new Map<RemoteName, RemoteRoutesModule>();

/**
 * Loads a remote's `./routes`. Rejects when the remote is down, so the caller can show a fallback. Two steps,
 * a task apart: the remote's entry, its share scope and its chunks; then the routes module itself (the
 * remote's screens). Run together after the entry's load event they were one long task on a phone.
 */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  const factory = await loadFromRemote<() => RemoteRoutesModule | Promise<RemoteRoutesModule>>(`${remote}/routes`, {
    loadFactory: false,
    from: 'runtime',
  });
  if (typeof factory !== 'function') throw new Error(`Remote ${remote} did not load`);
  await yieldToBrowser();
  const mod = await factory();
  if (!mod || !Array.isArray(mod.routes)) throw new Error(`Remote ${remote} did not load`);
  loadedRoutes.set(remote, mod);
  return mod;
}

/** A remote's `./routes` when it has already loaded (a screen can then render it without suspending). */
export function loadedRemoteRoutes(remote: RemoteName): RemoteRoutesModule | undefined {
  return loadedRoutes.get(remote);
}

let lastManifest: MfeManifest | null = null;

/** Remembers the manifest so a Retry can re-register one remote (force drops the runtime's cached failure). */
export function rememberManifest(manifest: MfeManifest): void {
  lastManifest = manifest;
}

export function reRegisterRemote(remote: RemoteName): void {
  const entry = lastManifest?.remotes[remote]?.entry;
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
