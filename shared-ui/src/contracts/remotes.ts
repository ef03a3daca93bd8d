import type { ComponentType } from 'react';

/**
 * What every remote's `./routes` module exports. The shell owns the one router and the path table
 * (config/paths.ts); a remote only says which component renders each of its paths.
 */
export interface RemoteRoute {
  /** Absolute path as listed in paths.ts, e.g. '/swipe'. */
  path: string;
  Component: ComponentType;
}
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

/** Remote names as registered with the Module Federation runtime (JS identifiers). */
export const REMOTE_NAMES = ['mfe_swipe', 'mfe_spotlight', 'mfe_account', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** GET /mfe-manifest.json */
export interface MfeManifest {
  remotes: Record<RemoteName, { entry: string; version?: string }>;
}
