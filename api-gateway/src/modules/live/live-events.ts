import type { LiveBroadcastEvent, ServerToClientEvents } from '@forkcast/contracts';

export type LivePayload<E extends LiveBroadcastEvent> = Parameters<ServerToClientEvents[E]>[0];

export interface LiveDelivery {
  /** A socket of the room left out: the tab whose own change it is (LIVE_SOCKET_HEADER) has it already. */
  exceptSocket?: string;
}

/**
 * The port services push live events through. Delivery is best effort: implementations never throw,
 * so an HTTP request never fails because a socket (or Redis) did.
 */
export interface LiveEvents {
  toSession<E extends LiveBroadcastEvent>(sessionId: string, event: E, payload: LivePayload<E>): void;
  toUser<E extends LiveBroadcastEvent>(userId: string, event: E, payload: LivePayload<E>, delivery?: LiveDelivery): void;
  /** These users left the session (a group member taken out): their open sockets stop hearing its room. */
  leaveSession(sessionId: string, userIds: readonly string[]): void;
}

export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;
export const userRoom = (userId: string): string => `user:${userId}`;

/** Sends every event to several ports (the socket channel, plus a test recorder). */
export function fanOutLiveEvents(...targets: LiveEvents[]): LiveEvents {
  return {
    toSession: (sessionId, event, payload) => targets.forEach((target) => target.toSession(sessionId, event, payload)),
    toUser: (userId, event, payload, delivery) => targets.forEach((target) => target.toUser(userId, event, payload, delivery)),
    leaveSession: (sessionId, userIds) => targets.forEach((target) => target.leaveSession(sessionId, userIds)),
  };
}
