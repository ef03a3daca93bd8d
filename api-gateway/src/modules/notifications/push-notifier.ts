import { memberFinishedText, paths, type PushKind, type PushMessage } from '@forkcast/contracts';

/**
 * The port the notifications service hands pushes to (the push module implements it). `notify` returns at
 * once: delivery happens off the request that caused it, and never fails it.
 */
export interface PushNotifier {
  notify(userId: string, message: PushMessage): void;
}

export const noPush: PushNotifier = { notify: () => {} };

/** A session's pushes share one tag, so a newer one replaces the older on the device. */
const sessionTag = (sessionId: string) => `session-${sessionId}`;

/**
 * What each push says. Only what the notification shows: a first name, a restaurant name; never an e-mail
 * address, a user id or what the partner liked or passed.
 */
export const pushMessages = {
  /** `memberCount` only for a group (the starter and 2–5 partners); a pair's push keeps its words. */
  partnerStarted: (sessionId: string, starterFirstName: string | null, memberCount?: number): PushMessage => ({
    kind: 'partnerStarted',
    title: `${starterFirstName || 'Your partner'} started a ${memberCount ? 'group ' : ''}session`,
    body: memberCount ? `Tap to join and swipe together, all ${memberCount} of you.` : 'Tap to join and swipe together.',
    url: paths.swipe,
    tag: sessionTag(sessionId),
  }),
  match: (sessionId: string, restaurantId: string, restaurantName: string | null): PushMessage => ({
    kind: 'match',
    title: "It's a match!",
    body: `Match found at ${restaurantName || 'a restaurant'}!`,
    url: `/match?${new URLSearchParams({ sessionId, restaurantId }).toString()}`,
    tag: sessionTag(sessionId),
  }),
  /** `group`: who finished and how many are in it, for a group session only. */
  partnerFinished: (sessionId: string, group?: { memberName: string | null; memberCount: number }): PushMessage => ({
    kind: 'partnerFinished',
    title: memberFinishedText(group),
    body: group ? 'Finish your cards to see if you all matched.' : 'Finish your cards to see if you matched.',
    url: paths.swipe,
    tag: sessionTag(sessionId),
  }),
  inviteAccepted: (partnershipId: string, partnerFirstName: string | null): PushMessage => ({
    kind: 'inviteAccepted',
    title: `${partnerFirstName || 'Your partner'} accepted your invite`,
    body: 'You can swipe together now.',
    url: '/',
    tag: `partnership-${partnershipId}`,
  }),
} satisfies Record<PushKind, (...args: never[]) => PushMessage>;
