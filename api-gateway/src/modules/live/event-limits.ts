import { RateLimiterMemory } from 'rate-limiter-flexible';

/** How many messages a window of `seconds` allows. */
export interface EventRate {
  messages: number;
  seconds: number;
}

export interface LiveEventLimits {
  /** One socket. An honest tab sends a register on connect and on each move between home and the swipe screen. */
  socket: EventRate;
  /** All of one user's sockets on this instance (several tabs and devices). */
  user: EventRate;
  /** Messages dropped on one socket before it is closed: a client that keeps sending past the limit is a flood. */
  dropsBeforeDisconnect: number;
}

/**
 * Why these numbers: the app sends a handful of registers per screen change; 10 per socket and 20 per user
 * in 10 seconds is far above that and far below what hurts the server.
 */
export const DEFAULT_LIVE_EVENT_LIMITS: LiveEventLimits = {
  socket: { messages: 10, seconds: 10 },
  user: { messages: 20, seconds: 10 },
  dropsBeforeDisconnect: 30,
};

/**
 * Whether a socket's message may be handled: it counts against the socket's window and its user's. They
 * are counted in memory, per instance, on purpose: what they protect is the instance's own event loop and
 * the database reads it makes, and a message costs no Redis round trip. A user spread over N instances
 * gets at most N times the per-user rate in all (each instance still bounded), and every socket is bounded
 * on its own wherever it lands. A user's count outlives their sockets until its window ends, so
 * reconnecting doesn't reset it.
 */
export function createEventLimiter(limits: LiveEventLimits): (socketId: string, userId: string) => Promise<boolean> {
  const perSocket = new RateLimiterMemory({ points: limits.socket.messages, duration: limits.socket.seconds });
  const perUser = new RateLimiterMemory({ points: limits.user.messages, duration: limits.user.seconds });
  return async (socketId, userId) => {
    try {
      await perSocket.consume(socketId);
      await perUser.consume(userId);
      return true;
    } catch {
      // Over a limit: RateLimiterMemory rejects only then.
      return false;
    }
  };
}
