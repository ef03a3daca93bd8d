import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../../config';
import type { LatePort } from '../../late-port';
import type { Logger } from '../../logger';
import { LiveChannel } from './live-channel';
import { fanOutLiveEvents, type LiveEvents } from './live-events';

/** Who may join a session's room: its members (the sessions module answers). */
export interface SessionMembers {
  /** The user ids of a session's members (empty when the session doesn't exist). */
  memberIds(sessionId: string): Promise<string[]>;
}

/** Who a handshake without a signed-in session is, by its guest cookie (the guests module answers). */
export interface HandshakeGuests {
  guestOfHandshake(req: IncomingMessage): Promise<{ userId: string; sessionId: string } | undefined>;
}

export interface LiveModule {
  /** socket.io at /ws: server.ts attaches it and closes it; sign-out, e-mail change and deletion end sockets. */
  channel: LiveChannel;
  /** The port other modules publish live events through (the channel, plus a test recorder if given). */
  events: LiveEvents;
}

export function createLiveModule(deps: {
  config: AppConfig;
  /** The cookie session the HTTP routes see: a socket's handshake must carry a signed-in one. */
  sessionMiddleware: RequestHandler;
  /** Provided once the sessions module exists (it publishes through this module). */
  sessionMembers: LatePort<SessionMembers>;
  /** Provided once the guests module exists: the guest a socket's handshake names. */
  guests: LatePort<HandshakeGuests>;
  logger: Logger;
  /** Receives every live event in addition to the channel (tests record emissions with it). */
  recorder?: LiveEvents | undefined;
}): LiveModule {
  const channel = new LiveChannel({
    config: deps.config,
    sessionMiddleware: deps.sessionMiddleware,
    membersOf: (sessionId) => deps.sessionMembers.get().memberIds(sessionId),
    guestOf: (req) => deps.guests.get().guestOfHandshake(req),
    logger: deps.logger,
  });
  return { channel, events: deps.recorder ? fanOutLiveEvents(channel, deps.recorder) : channel };
}
