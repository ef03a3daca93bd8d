// Web Push: the kinds of push, their switches in Settings › Notifications, and what a push carries.

/** Each kind of push has its own switch; every switch is on until the person turns it off. */
export const PUSH_KINDS = ['partnerStarted', 'match', 'partnerFinished', 'inviteAccepted'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export type PushSettings = Record<PushKind, boolean>;

export const DEFAULT_PUSH_SETTINGS: PushSettings = { partnerStarted: true, match: true, partnerFinished: true, inviteAccepted: true };

/** Settings › Notifications: the label of each switch. */
export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  partnerStarted: 'Partner started a session',
  match: 'You have a match',
  partnerFinished: 'Partner finished swiping',
  inviteAccepted: 'Invite accepted',
};

/**
 * The decrypted body of a push, read by the service worker: exactly what the notification shows (title,
 * body), where a tap leads (a same-origin path) and the tag that makes a newer push of one session replace
 * the older one. Never an e-mail address, a user id or a partner's choices.
 */
export interface PushMessage {
  kind: PushKind;
  title: string;
  body: string;
  /** A path of this app, e.g. /swipe or /match?sessionId=… */
  url: string;
  tag: string;
}

/** The button that asks for permission (only ever after this tap). */
export const PUSH_OPT_IN_LABEL = 'Get notified when your partner starts';
