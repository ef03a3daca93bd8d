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
 * mfe_swipe's `./RestaurantDetailsDialog` (docs/product.md › Screens › Restaurant details): one place's facts, AI
 * insights and a favourite toggle. Controlled by the host; it loads GET /api/restaurants/:id/insights
 * itself and shows its own loading, error (with Retry) and favourite toasts.
 */
export interface RestaurantDetailsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The place id as the deck carries it (may hold a slash: 'osm:node/123'). */
  restaurantId: string;
  /** The signed-in user's id, for the favourite toggle; read from the current user when left out. */
  userId?: string;
}
export interface RestaurantDetailsDialogModule {
  default: ComponentType<RestaurantDetailsDialogProps>;
}

/**
 * Every module a remote exposes, by remote name and `exposes` key, with the type its consumers load it as.
 * The contract test (contracts/__tests__/remote-contracts.test.ts) typechecks each remote's exposed files
 * against this map and fails when a remote exposes a module that has no entry here.
 */
export interface ExposedModuleContracts {
  mfe_swipe: { './routes': RemoteRoutesModule; './RestaurantDetailsDialog': RestaurantDetailsDialogModule };
  mfe_spotlight: { './routes': RemoteRoutesModule };
  mfe_account: { './routes': RemoteRoutesModule; './AddPartnerDialog': AddPartnerDialogModule };
  mfe_admin: { './routes': RemoteRoutesModule };
}
