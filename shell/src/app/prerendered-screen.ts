import { SWIPE_ROOM_DATA_ID } from '@forkcast/contracts/domain';
import { loadedRemoteRoutes, loadRemoteRoutes } from '../lib/remotes';
import { preloadRemotePrefixes } from './use-remote-prefixes';

/**
 * A page the gateway answered with a remote's screen prerendered (/swipe with a session in progress: the
 * room's data block is there) loads that remote's routes and the manifest's prefixes before the first
 * render, so the app's first commit is that same screen: the HTML's frame and card give way to the live
 * ones in one step, never to a spinner. Never rejects: a remote that fails to load shows its fallback as usual.
 */
export function preloadPrerenderedScreen(doc: Document = document): Promise<unknown> {
  if (!hasPrerenderedScreen(doc)) return Promise.resolve();
  return Promise.all([preloadRemotePrefixes(), loadRemoteRoutes('mfe_swipe')]).catch(() => undefined);
}

/**
 * The page's prerendered screen can be hydrated: its remote's routes are here, so the first render is that
 * same screen. A remote that failed to load renders its fallback instead, which is not what the HTML shows.
 */
export function canHydratePrerenderedScreen(doc: Document = document): boolean {
  return hasPrerenderedScreen(doc) && loadedRemoteRoutes('mfe_swipe') !== undefined;
}

/** The page arrived with a remote's full-screen room prerendered (its data block is there). */
export function hasPrerenderedScreen(doc: Document = document): boolean {
  return doc.getElementById(SWIPE_ROOM_DATA_ID) !== null;
}
