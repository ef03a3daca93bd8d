import type { ComponentType } from 'react';

// The modules the shell loads from the remotes at run time, typed as React modules. They live in the front
// end's package rather than in @forkcast/contracts, which the gateway uses too and which needs no React; the
// gateway-facing side of the same contract (RoutePrefix, MfeManifest, the swipe room's data) stays there.

/**
 * What every remote's `./routes` module exports: its own route table. The shell sends every path under one
 * of the remote's prefixes (see RoutePrefix in @forkcast/contracts) to the remote, and this table decides
 * the screen. Build it with `remoteRoutes` (./remote-routes.ts) from the remote's declared prefixes.
 */
export interface RemoteRoute {
  /**
   * Absolute route pattern under one of the remote's prefixes, e.g. '/swipe' or '/admin/users/:id'.
   * '<prefix>/*' is the remote's own not-found; without one, an unknown path under the prefix shows what
   * any unknown path shows (a redirect to the sign-in state's start page).
   */
  path: string;
  Component: ComponentType;
}
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

/**
 * mfe_account's `./AddPartnerDialog` (home's Add button, /settings' Partners section). Controlled by
 * the host; the dialog itself creates/accepts invites, shows its toasts and refreshes the partner list
 * and the current user before calling `onPartnerAdded`.
 */
export interface AddPartnerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in user's id (the invite/accept payloads carry it). */
  userId: string;
  onPartnerAdded?: () => void;
}
export interface AddPartnerDialogModule {
  default: ComponentType<AddPartnerDialogProps>;
}

/**
 * Every module a remote exposes, by remote name (RemoteName in @forkcast/contracts) and `exposes` key, with the
 * type its consumers load it as. The contract test (__tests__/remote-contracts.test.ts beside this file)
 * typechecks each remote's exposed files against this map and fails when a remote exposes a module that has no
 * entry here.
 */
export interface ExposedModuleContracts {
  mfe_swipe: { './routes': RemoteRoutesModule };
  mfe_spotlight: { './routes': RemoteRoutesModule };
  mfe_account: { './routes': RemoteRoutesModule; './AddPartnerDialog': AddPartnerDialogModule };
  mfe_admin: { './routes': RemoteRoutesModule };
}
