// Session rules (zod-free; contracts/session.ts holds the schemas).

import { countOf } from './plural';

/** True while the session can still be swiped. */
export function isSessionActive(session: { status: string; completedAt: string | null }): boolean {
  return session.status === 'active' && !session.completedAt;
}

/**
 * docs/product.md › Screens › Start session: the started session and its restaurants are kept in the browser's
 * sessionStorage under this key, as a snapshot of the client store's active session (a store listener
 * writes it, the store is restored from it when created). Value: JSON of { userId, session, restaurants }.
 */
export const ACTIVE_SESSION_STORAGE_KEY = 'forkcast.activeSession';

/** Home's session card: a partner's session waiting for this user (partner fields), or the user's own solo session. */
export function isPartnerActiveSession<T extends object>(session: T): session is Extract<T, { partnerId: string }> {
  return 'partnerId' in session;
}

/** 'N of M swiped': how far the user is in their solo session's deck (home's card and the Start dialog). */
export function soloProgressText(session: { restaurants: readonly unknown[]; restaurantCount: number }): string {
  const total = session.restaurants.length;
  return `${Math.max(0, total - session.restaurantCount)} of ${total} swiped`;
}

/**
 * The card a room resumes at: the first of the deck this user has not swiped (the gateway's page, its server
 * render and mfe_swipe's use-swipe-deck.ts agree on it).
 */
export function nextUnswipedCard<T extends { placeId: string }>(
  deck: readonly T[],
  swipes: readonly { restaurantId: string }[],
): T | undefined {
  const swiped = new Set(swipes.map((swipe) => swipe.restaurantId));
  return deck.find((restaurant) => !swiped.has(restaurant.placeId));
}

/** 'Alex · 7 of 20': how far the waiting partner is, on home's partner session card. */
export function partnerProgressText(progress: { name: string; swiped: number; total: number }): string {
  return `${progress.name} · ${progress.swiped} of ${progress.total}`;
}

/** docs/product.md › Limits and constants (active-session count fallback): shown when the server reports no count. */
export const FALLBACK_RESTAURANT_COUNT = 10;

/** '12 restaurants ready to swipe': what a partner's waiting session has left for this user (home's card). */
export function partnerSessionReadyText(session: { restaurantCount: number }): string {
  const count = session.restaurantCount > 0 ? session.restaurantCount : FALLBACK_RESTAURANT_COUNT;
  return `${countOf(count, 'restaurant')} ready to swipe`;
}

/** The id of the page's JSON data block holding the prerendered swipe room (SwipeRoomData). */
export const SWIPE_ROOM_DATA_ID = 'forkcast-swipe-room';

/**
 * How many <Suspense> boundaries the shell renders above a remote's full-screen route: the route set's
 * (shell/src/app/app-routes.tsx) and the remote screen's (shell/src/app/remote-screen.tsx). The browser hydrates
 * the prerendered room inside them, and hydration needs the HTML to carry each boundary's markers, so the
 * server renderer (mfe-swipe/src/server/render-swipe-room.tsx) nests the room in as many.
 */
export const SHELL_SUSPENSE_BOUNDARIES_ABOVE_A_REMOTE_SCREEN = 2;

/** A group session: the starter and 2–5 of their partners. */
export const GROUP_MIN_PARTNERS = 2;
export const GROUP_MAX_PARTNERS = 5;
export const GROUP_SIZE_MESSAGE = `A group session takes ${GROUP_MIN_PARTNERS} to ${GROUP_MAX_PARTNERS} partners`;
export const GROUP_DUPLICATE_MESSAGE = 'The same partner is in the group twice';
export const GROUP_FOREIGN_MESSAGE = 'Everyone in a group must be your partner';

/**
 * docs/product.md › Swiping › Can still match: how many cards no member has passed yet, shown in a partner or
 * group room ('7 cards can still match'); at 0 the room says NO_CARD_CAN_MATCH and offers End now.
 */
export function canStillMatchText(count: number): string {
  return `${countOf(count, 'card')} can still match`;
}
export const NO_CARD_CAN_MATCH = 'No card left can be a match';
/** POST /api/sessions/:id/end on a partnered session while a card can still match (409). */
export const CAN_STILL_MATCH_END_MESSAGE = 'A card can still be a match: the session ends early only once none can';

/** POST /api/sessions/:id/share before the session has its match or its no-match results (409). */
export const SHARE_NOT_READY_MESSAGE = 'A session can be shared once it has its match or its results';
/** The share link's token: 32 bytes from the CSPRNG, base64url (43 characters); anything else is no link. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** What the share sheet (or the clipboard) carries beside the link; 'Link copied' when it went to the clipboard. */
export const SHARE_LINK_COPIED = 'Link copied';

/** "3 of 4 liked": how many members liked a place, for a group's results. */
export function likedByText(likes: number, memberCount: number): string {
  return `${likes} of ${memberCount} liked`;
}

/** A session's results opened by someone not in it (the API answers 403): every results screen says this. */
export const NOT_YOUR_SESSION = {
  title: 'Not your session',
  text: 'This session belongs to other people, so its results are not yours to see.',
} as const;

/** 'Alex', 'Alex and Sam', 'Alex, Sam and Jo'. */
export function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** 'Liked by Ana, Ben and Cy': who liked a place, in a group's results. */
export function likedByNamesText(names: readonly string[]): string {
  return `Liked by ${joinNames(names)}`;
}

// Texts that count a session's people, the viewer included: a pair (2) keeps the spec's words; a group is the
// starter and 2–5 partners (3–6), who are "all" of them, never "both".
const isGroupOf = (memberCount: number) => memberCount > 2;

/** /match's lead: 'You both liked this place.' for a pair, 'All 4 of you liked this place.' for a group. */
export function matchLeadText(memberCount: number): string {
  return isGroupOf(memberCount) ? `All ${memberCount} of you liked this place.` : 'You both liked this place.';
}

/** /no-match's lead. */
export function noMatchLeadText(memberCount: number): string {
  return isGroupOf(memberCount) ? "You didn't all like the same place this time." : "You didn't both like the same place this time.";
}

/**
 * partner_completed, in the bell and on the device: a pair's is the spec's 'Your partner finished swiping!';
 * a group's names who finished (its members need not be each other's partners). `memberName` is their first
 * name, null when they have none; `memberCount` is set only for a group.
 */
export function memberFinishedText(data: { memberName?: string | null; memberCount?: number } | null | undefined): string {
  if (!data?.memberCount || !isGroupOf(data.memberCount)) return 'Your partner finished swiping!';
  return `${data.memberName || 'Someone in your group'} finished swiping!`;
}
