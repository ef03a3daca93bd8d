import { paths } from '../domain/paths';
import type { Restaurant } from './restaurant';
import type { Session } from './session';
import type { ActiveSession, Swipe } from './swipe';
import type { User } from './user';

// The React side of the remotes' contract (their route tables, the dialogs they expose, ExposedModuleContracts)
// is in @forkcast/api-client/remotes: this package is the gateway's too and needs no React.

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
export const RESERVED_PATHS = [paths.home, paths.auth, '/onboarding', '/session', '/api', '/ws', '/remotes'] as const;

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
  /**
   * GET /api/restaurants/:id's answer for the room's next card (this user's distance and diet warnings, and its
   * AI description), when the gateway has that description already written: the page never waits for one to
   * be generated. Absent: the app asks, as it does for every later card.
   */
  card?: Restaurant;
}

/** The room's first paint, rendered in Node by mfe_swipe's server build (server/swipe-room.mjs in its build). */
export interface PrerenderedRoom {
  /** Markup for inside <div id="root">. */
  html: string;
  /** Its styled-components <style> tags, for <head>. */
  styles: string;
  /** The photo the first card shows (a URL), to fetch first; null when the card has none. */
  image: string | null;
}

/** What server/swipe-room.mjs exports. */
export interface SwipeRoomRendererModule {
  renderSwipeRoom(room: SwipeRoomData): PrerenderedRoom;
}

/** What /r/<token> shows: nothing of the session but the place and the first names (docs/product.md › Screens › Shared result). */
export interface SharedResult {
  /** 'match': everyone liked it. 'top-pick': no match; the place most of them liked. 'none': nobody liked any. */
  kind: 'match' | 'top-pick' | 'none';
  restaurant: Restaurant | null;
  /** First names of who liked it (for a match, everyone), as they gave them; a member without one is left out. */
  names: string[];
  /** How many liked it (for a match, everyone). */
  likes: number;
  /** People in the session. */
  memberCount: number;
  /** The place's own photo (the source's, not a drawn illustration): the preview's image. */
  photoRef: string | null;
}

/** /r/<token> as the gateway hands it to the shell's page: the result and the absolute links its preview needs. */
export interface SharedResultPage {
  /** null: the link opens nothing (unknown, or no longer shown); the page says so (served with 404). */
  result: SharedResult | null;
  /** The page's own address (og:url). */
  url: string;
  /** The preview's image (og:image): the place's photo through the link, or the app's preview image. */
  image: string;
  /** What the card shows: the place's photo through the link, its drawn illustration, or nothing. */
  photo: string | null;
  /** The app's address, for 'Open Forkcast'. */
  home: string;
}

/**
 * What the shell's server build (shell/dist/server/pages.mjs) exports: one function per page the gateway
 * renders, each answering the whole HTML document (the shell's template with its slots filled).
 */
export interface ShellPagesModule {
  /** / for a visitor who is not signed in. */
  landing(): string;
  /**
   * / for an onboarded user: home's frame with their greeting and session card. `session` is GET …/active's
   * answer (inlined for the app), or undefined when it could not be read (the app then asks).
   */
  home(page: { user: User; session: ActiveSession | null | undefined }): string;
  /**
   * /swipe with a session in progress: the room as the swipe remote rendered it, its data inlined, its photo
   * preloaded first (`inlineImage`: that photo drawn into the page as a data: URL) and `scriptHints` hinted.
   */
  swipeRoom(page: { room: SwipeRoomData; rendered: PrerenderedRoom; inlineImage: string | null; scriptHints: readonly string[] }): string;
  /** Every other page: the app with an empty #root and the signed-in user (null: nobody) inlined. */
  app(page: { user: User | null }): string;
  /** /r/<token>, a session's public result: a page of its own, with Open Graph tags and no scripts. */
  sharedResult(page: SharedResultPage): string;
}

/** GET /mfe-manifest.json */
export interface MfeManifest {
  remotes: Record<RemoteName, { entry: string; version?: string; prefixes: RoutePrefix[] }>;
}
