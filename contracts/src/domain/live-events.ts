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
} as const;
export type LiveEventName = (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS];
