import { startTransition, useEffect, useState } from 'react';
import type { MfeManifest, RemoteName, RoutePrefix } from '@forkcast/contracts';
import { registerRemotesFromManifest, remoteManifest } from '../lib/remotes';

/** A path prefix and the remote that renders it. */
export interface RemotePrefix extends RoutePrefix {
  remote: RemoteName;
}

/** `prefixes` is empty until the manifest is read ('ready'); 'failed': it could not be read. */
export interface RemotePrefixes {
  status: 'loading' | 'ready' | 'failed';
  prefixes: RemotePrefix[];
}

/** Every remote's prefixes, as the gateway listed (and checked) them. */
function prefixesOf(manifest: MfeManifest): RemotePrefix[] {
  return Object.entries(manifest.remotes).flatMap(([remote, { prefixes }]) =>
    (Array.isArray(prefixes) ? prefixes : []).map((prefix) => ({ ...prefix, remote: remote as RemoteName })),
  );
}

// What each manifest request said, kept by request: every route set reads the page's one request (a route
// set mounted later, after signing in, finds it already read), and a Retry's new request starts as loading.
const LOADING: RemotePrefixes = { status: 'loading', prefixes: [] };
const results = new WeakMap<Promise<MfeManifest>, RemotePrefixes>();
const watched = new WeakSet<Promise<MfeManifest>>();
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function watch(request: Promise<MfeManifest>): void {
  if (watched.has(request)) return;
  watched.add(request);
  request.then(
    (manifest) => (results.set(request, { status: 'ready', prefixes: prefixesOf(manifest) }), notify()),
    () => (results.set(request, { status: 'failed', prefixes: [] }), notify()),
  );
}

function snapshot(): RemotePrefixes {
  const request = remoteManifest();
  watch(request);
  return results.get(request) ?? LOADING;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the page's manifest is read (or failed): a route set rendered after that starts with its prefixes. */
export function preloadRemotePrefixes(): Promise<void> {
  const request = remoteManifest();
  watch(request);
  return request.then(
    () => undefined,
    () => undefined,
  );
}

/** Asks for the manifest again (the Retry of a path that waited for an unreachable manifest). */
export function retryRemotePrefixes(): void {
  registerRemotesFromManifest().catch(() => undefined);
  notify();
}

/**
 * The paths the remotes render, from /mfe-manifest.json: the router is built from them at run time, so a
 * remote that adds a screen ships it without a shell build.
 */
export function useRemotePrefixes(): RemotePrefixes {
  // State and a transition, not useSyncExternalStore: the manifest usually arrives while React renders the
  // first screen in slices, and a store that changes during a sliced render makes React throw that render
  // away and render the whole page again in one blocking task. As a transition the new prefixes render after.
  // Each reading is state of its own, so a route set reads it once and hands its status down (UnknownPath).
  const [prefixes, setPrefixes] = useState(snapshot);
  useEffect(() => {
    const update = () => startTransition(() => setPrefixes(snapshot()));
    update(); // the manifest may have been read between the render and this effect
    return subscribe(update);
  }, []);
  return prefixes;
}
