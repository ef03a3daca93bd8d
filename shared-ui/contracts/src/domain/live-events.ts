// Names of the live channel, shared by the gateway and the client (zod-free; contracts/live-events.ts holds the payloads).

/** socket.io path of the live channel on the gateway (docs/product.md › API › Live channel). */
export const LIVE_PATH = '/ws';

/** Every event name of the live channel, shared by the gateway and the client. */
export const LIVE_EVENTS = {
  /** client → server, first message: join the user's room and, when it names one, the session's. */
  register: 'register',
  /** server → client: register refused (the server disconnects right after). */
  error: 'error',
  /** server → client: acknowledges a register. */
  registered: 'registered',
  partnerStatus: 'partner_status',
  partnerSwipe: 'partner_swipe',
  partnerCompleted: 'partner_completed',
  sessionResults: 'session_results',
  matchFound: 'match_found',
  notification: 'notification',
  /** server → this user's other tabs: a swipe or an undo made in one tab moves the deck in the others. */
  ownSwipe: 'own_swipe',
  ownUndo: 'own_undo',
  /** server → each member: a session started; a partner's home shows its Active Session card at once. */
  sessionStarted: 'session_started',
  /** server → the user and their partners: a subscription changed, so tier and sessions left may have. */
  subscriptionChanged: 'subscription_changed',
  /** server → both members: a partnership ended; the other member's home, settings and tier update at once. */
  partnershipEnded: 'partnership_ended',
  /** server → a session's room: someone joined it by a guest link or was taken out; read it again. */
  sessionMembers: 'session_members',
} as const;
export type LiveEventName = (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS];

/**
 * Request header naming the tab's live connection (its socket id, from `registered`) on a swipe or an undo:
 * the gateway echoes the change to the user's other sockets, not back to the tab that made it.
 */
export const LIVE_SOCKET_HEADER = 'X-Live-Socket';
