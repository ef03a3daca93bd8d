import type { ComponentType } from 'react';
import type { Session } from './session';
import type { Swipe } from './swipe';
import type { User } from './user';

/**
 * What every remote's `./routes` module exports: its own route table. The shell sends every path under one
 * of the remote's prefixes (see RoutePrefix) to the remote, and this table decides the screen.
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

/** Remote names as registered with the Module Federation runtime (JS identifiers). */
export const REMOTE_NAMES = ['mfe_swipe', 'mfe_spotlight', 'mfe_account', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * A path a remote claims: it renders `path` and every path under it (`/admin`, `/admin/...`). Declared in the
 * remote's `src/route-prefixes.json`, built into its bundle as `route-prefixes.json`, checked by the gateway
 * and listed in /mfe-manifest.json, so a new screen ships with the remote and the shell is never rebuilt.
 */
export interface RoutePrefix {
  path: string;
  /** 'tabs': inside the signed-in layout (header, tab bar); 'full': the whole screen. */
  layout: 'tabs' | 'full';
  /** 'any': reachable in every sign-in state (the screen handles the signed-out case); else signed in with preferences only. */
  visitors: 'any' | 'signed-in';
}

/**
 * Paths the shell renders itself (landing and home at /, sign-in, onboarding, session results) or the gateway
 * answers itself: no remote may claim one of them or a path under one ('/' only itself).
 */
export const RESERVED_PATHS = ['/', '/auth', '/onboarding', '/session', '/api', '/ws', '/remotes'] as const;

/**
 * The swipe room of a signed-in user with a session in progress, as the gateway reads it for GET /swipe: it is
 * prerendered into the page and inlined as a JSON data block (id SWIPE_ROOM_DATA_ID), so the app shows the
 * next card without asking for the session and the swipes again.
 */
export interface SwipeRoomData {
  user: User;
  /** GET /api/sessions/:id's answer: the session with its deck (and the partner's progress when partnered). */
  session: Session;
  /** GET /api/sessions/:id/swipes/:userId's answer: this user's swipes in it. */
  swipes: Swipe[];
}

/** The room's first paint, rendered in Node by mfe_swipe's server bundle (server/swipe-room.js in its build). */
export interface PrerenderedRoom {
  /** Markup for inside <div id="root">. */
  html: string;
  /** Its styled-components <style> tags, for <head>. */
  styles: string;
  /** The photo the first card shows (a URL), to fetch first; null when the card has none. */
  image: string | null;
}

/** What server/swipe-room.js exports. */
export interface SwipeRoomRendererModule {
  renderSwipeRoom(room: SwipeRoomData): PrerenderedRoom;
}

/** GET /mfe-manifest.json */
export interface MfeManifest {
  remotes: Record<RemoteName, { entry: string; version?: string; prefixes: RoutePrefix[] }>;
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
