import crypto from 'node:crypto';
import type http from 'node:http';
import type { RequestHandler } from 'express';
import Redis from 'ioredis';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import {
  LIVE_PATH,
  registerPayloadSchema,
  type ClientToServerEvents,
  type LiveBroadcastEvent,
  type ServerToClientEvents,
} from '@forkcast/contracts';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { sessionRoom, userRoom, type LiveDelivery, type LiveEvents, type LivePayload } from './live-events';
import { createEventLimiter, DEFAULT_LIVE_EVENT_LIMITS, type LiveEventLimits } from './event-limits';

interface SocketData {
  userId: string;
  /** A guest's socket (no account): the one session it may register for, and nothing else. */
  guestSessionId?: string;
  /** Set once a register was accepted (with or without a session). */
  registered?: boolean;
  sessionId?: string;
  /** The session's other members, read when the socket joined it: a re-register of the same room reads nothing. */
  partnerIds?: string[];
  /**
   * Registered for the session from elsewhere than its swipe screen (home's card): it hears the session's
   * events without making the user 'online' to the partner. Unset means present, as sockets registered
   * before this flag existed (another instance mid-deploy) are.
   */
  watching?: boolean;
}

type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type RequestWithSession = http.IncomingMessage & {
  session?: { userId?: string };
  sessionID?: string;
  /** Set for a handshake with no signed-in session and a guest cookie that names a guest. */
  guest?: { userId: string; sessionId: string };
};

/** Every socket joins the room of the cookie session it was opened with; hashed, as room names travel through Redis. */
const httpSessionRoom = (sessionId: string): string => `http:${crypto.createHash('sha256').update(sessionId).digest('hex').slice(0, 32)}`;
/** …and the room of its account, registered or not, so deleting the account can close every device's socket. */
const accountRoom = (userId: string): string => `account:${userId}`;

export interface LiveChannelDeps {
  config: Pick<AppConfig, 'publicUrl' | 'isHttps' | 'redisUrl'>;
  /** The same cookie session middleware the HTTP routes use. */
  sessionMiddleware: RequestHandler;
  /** The user ids of a session's members (empty when the session doesn't exist). */
  membersOf(sessionId: string): Promise<string[]>;
  /** The guest a handshake's cookies name (guests module), when it carries no signed-in session. */
  guestOf?(req: http.IncomingMessage): Promise<{ userId: string; sessionId: string } | undefined>;
  logger: Logger;
  /** A connection that hasn't registered by then is closed. */
  registerTimeoutMs?: number;
  /** Limits on client messages (DEFAULT_LIVE_EVENT_LIMITS). */
  eventLimits?: LiveEventLimits;
}

/**
 * The live channel: socket.io at /ws on the gateway's HTTP server. The handshake must carry a signed-in
 * cookie session and, when it names an Origin, come from this app (the CSRF rule). The first message,
 * `register {userId, sessionId}`, joins the rooms `user:<id>` and `session:<id>`, and is accepted only
 * for the signed-in user and a session they belong to; `register {userId}` joins only `user:<id>` (the
 * notification bell). Presence ('online'/'offline' to the partner) counts only the sockets registered from
 * the swipe screen; `watching: true` (home) joins the room to hear it without counting. With REDIS_URL the
 * rooms span every instance. `registered` tells the socket its id: a tab names it on its swipes and undos,
 * whose echo to the user's room (own_swipe, own_undo: the user's other tabs) leaves that socket out.
 */
export class LiveChannel implements LiveEvents {
  private io: LiveServer | undefined;
  private redisClients: Redis[] = [];
  private closing = false;
  private readonly limits: LiveEventLimits;
  private readonly eventAllowed: ReturnType<typeof createEventLimiter>;

  constructor(private readonly deps: LiveChannelDeps) {
    this.limits = deps.eventLimits ?? DEFAULT_LIVE_EVENT_LIMITS;
    this.eventAllowed = createEventLimiter(this.limits);
  }

  attach(server: http.Server): void {
    if (this.io) throw new Error('The live channel is already attached');
    const { config, logger } = this.deps;
    const io: LiveServer = new Server(server, {
      path: LIVE_PATH,
      serveClient: false,
      allowRequest: (req, callback) => {
        const origin = req.headers.origin;
        if (origin !== undefined) {
          const ownOrigin = `${config.isHttps ? 'https' : 'http'}://${req.headers.host ?? ''}`;
          if (origin !== config.publicUrl && origin !== ownOrigin) return callback('Cross-origin request refused', false);
        }
        // engine middlewares (the session, then the guest) have run by now.
        const withSession = req as RequestWithSession;
        if (!withSession.session?.userId && !withSession.guest) return callback('Unauthorized', false);
        callback(null, true);
      },
    });
    io.engine.use(this.deps.sessionMiddleware as unknown as Parameters<typeof io.engine.use>[0]);
    const guestOf = this.deps.guestOf;
    if (guestOf) {
      // A signed-in session wins; otherwise a guest cookie may name a guest (admitted to its one room only).
      io.engine.use((req: RequestWithSession, _res: unknown, next: (error?: unknown) => void) => {
        if (req.session?.userId) return next();
        guestOf(req).then((guest) => {
          if (guest) req.guest = guest;
          next();
        }, next);
      });
    }

    if (config.redisUrl) {
      const pub = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
      const sub = pub.duplicate();
      for (const client of [pub, sub]) client.on('error', (error) => logger.warn({ err: error }, 'live channel redis error'));
      handlePublishFailures(pub, (error) => logger.warn({ err: error }, 'live event not sent to other instances'));
      this.redisClients = [pub, sub];
      io.adapter(createAdapter(pub, sub, { key: 'forkcast:live' }));
    }

    io.use((socket, next) => {
      const request = socket.request as RequestWithSession;
      const userId = request.session?.userId ?? request.guest?.userId;
      if (!userId) return next(new Error('Unauthorized'));
      socket.data.userId = userId;
      if (!request.session?.userId && request.guest) socket.data.guestSessionId = request.guest.sessionId;
      next();
    });
    io.on('connection', (socket) => this.onConnection(io, socket));
    this.io = io;
  }

  /** Disconnects this instance's sockets and stops the engine; the HTTP server is closed by its owner. */
  async close(): Promise<void> {
    const io = this.io;
    if (!io) return;
    this.closing = true;
    this.io = undefined;
    io.local.disconnectSockets(true);
    io.engine.close();
    // The Redis adapter unsubscribes when it closes; it must finish before its clients go away, or its
    // late commands reject with "Connection is closed" after shutdown.
    await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
    await Promise.allSettled(this.redisClients.map((client) => client.quit()));
    this.redisClients = [];
  }

  /** Sign-out (ASVS 7.4.1): closes the sockets opened with that cookie session, on every instance. */
  endHttpSession(sessionId: string): void {
    this.closeRoom(httpSessionRoom(sessionId), 'a signed-out session');
  }

  /** Account deleted (ASVS 7.4.2): closes that user's sockets on every device and every instance. */
  endAccount(userId: string): void {
    this.closeRoom(accountRoom(userId), 'a deleted account');
  }

  /**
   * Takes the users' sockets out of the session's room, on every instance (the member was taken out of a
   * group); a later register of that room on the same socket is checked again, since it is no longer in it.
   */
  leaveSession(sessionId: string, userIds: readonly string[]): void {
    if (userIds.length === 0) return;
    try {
      this.io?.in(userIds.map(userRoom)).socketsLeave(sessionRoom(sessionId));
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'live sockets not taken out of a session room');
    }
  }

  private closeRoom(room: string, whose: string): void {
    try {
      this.io?.in(room).disconnectSockets(true);
    } catch (error) {
      this.deps.logger.warn({ err: error }, `live sockets of ${whose} not closed`);
    }
  }

  /** With Redis: both adapter connections are up (rooms span instances); false while they reconnect. */
  redisReady(): boolean {
    return this.redisClients.length > 0 && this.redisClients.every((client) => client.status === 'ready');
  }

  toSession<E extends LiveBroadcastEvent>(sessionId: string, event: E, payload: LivePayload<E>): void {
    this.emit(sessionRoom(sessionId), event, payload);
  }

  toUser<E extends LiveBroadcastEvent>(userId: string, event: E, payload: LivePayload<E>, delivery?: LiveDelivery): void {
    this.emit(userRoom(userId), event, payload, delivery);
  }

  private emit<E extends LiveBroadcastEvent>(room: string, event: E, payload: LivePayload<E>, delivery?: LiveDelivery): void {
    try {
      const io = this.io;
      if (!io) return;
      // Every socket is in the room of its own id, on every instance, so `except` works across the adapter.
      const target = delivery?.exceptSocket ? io.to(room).except(delivery.exceptSocket) : io.to(room);
      // The typed emit can't take a generic event name; the payload type is checked by the signature above.
      (target as { emit(event: string, payload: unknown): boolean }).emit(event, payload);
    } catch (error) {
      this.deps.logger.warn({ err: error, room, event }, 'live event not delivered');
    }
  }

  private onConnection(io: LiveServer, socket: LiveSocket): void {
    const { sessionID: httpSessionId } = socket.request as RequestWithSession;
    if (httpSessionId) void socket.join(httpSessionRoom(httpSessionId));
    // A guest's too: taking the guest out closes its sockets as deleting an account does.
    if (socket.data.userId) void socket.join(accountRoom(socket.data.userId));
    const timeout = setTimeout(() => {
      if (!socket.data.registered) this.refuse(socket, 'Register first');
    }, this.deps.registerTimeoutMs ?? 10_000);
    timeout.unref();

    // Every client message, whatever its name, counts against the socket's limit and its user's (a
    // register flood slowed every user's requests). Past the limit a message is dropped; a socket that
    // keeps sending anyway is closed.
    let dropped = 0;
    socket.use((_packet, next) => {
      void this.eventAllowed(socket.id, socket.data.userId).then((allowed) => {
        if (allowed) return next();
        dropped += 1;
        if (dropped === this.limits.dropsBeforeDisconnect) {
          this.deps.logger.warn({ userId: socket.data.userId }, 'live socket closed: too many messages');
          this.refuse(socket, 'Too many messages');
        }
      });
    });

    // One register at a time per socket: each reads what the one before it left in socket.data.
    let registering = Promise.resolve();
    socket.on('register', (payload) => {
      registering = registering.then(() =>
        this.register(io, socket, payload).catch((error: unknown) => {
          this.deps.logger.warn({ err: error }, 'live register failed');
          this.refuse(socket, 'Could not register');
        }),
      );
    });
    socket.on('disconnect', () => {
      clearTimeout(timeout);
      const { userId, sessionId, watching } = socket.data;
      if (sessionId && !watching && !this.closing) {
        void this.announceIfGone(io, sessionId, userId).catch((error: unknown) =>
          this.deps.logger.warn({ err: error }, 'live partner status not delivered'),
        );
      }
    });
  }

  private async register(io: LiveServer, socket: LiveSocket, payload: unknown): Promise<void> {
    const parsed = registerPayloadSchema.safeParse(payload);
    if (!parsed.success) return this.refuse(socket, 'Invalid register message');
    const userId = parsed.data.userId.toLowerCase();
    if (userId !== socket.data.userId) return this.refuse(socket, 'You can only register as yourself');
    // A guest joins its own session's room only (its user room holds nothing but its own echoes).
    const guestSessionId = socket.data.guestSessionId;
    if (guestSessionId && parsed.data.sessionId && parsed.data.sessionId.toLowerCase() !== guestSessionId)
      return this.refuse(socket, 'Guests can only join the session they joined');
    if (!parsed.data.sessionId) return this.registerUserOnly(io, socket, userId);
    const sessionId = parsed.data.sessionId.toLowerCase();
    const previous = socket.data.sessionId;
    // A session's members never grow, so a socket still in this room is not checked again; a group member
    // taken out was taken out of the room too (leaveSession), so their next register of it is checked.
    const sameRoom = previous === sessionId && socket.rooms.has(sessionRoom(sessionId));
    let partnerIds = sameRoom ? socket.data.partnerIds : undefined;
    if (!partnerIds) {
      const members = await this.deps.membersOf(sessionId);
      if (!members.includes(userId)) return this.refuse(socket, 'You are not part of this session');
      partnerIds = members.filter((member) => member !== userId);
    }
    if (!socket.connected) return;

    const watching = parsed.data.watching === true;
    const wasPresent = previous !== undefined && !socket.data.watching;
    // Not counted from here on, so the announcements below see the user's other sockets only.
    socket.data.watching = true;
    if (previous && previous !== sessionId) {
      await socket.leave(sessionRoom(previous));
      if (wasPresent) await this.announceIfGone(io, previous, userId);
    }
    socket.data.sessionId = sessionId;
    socket.data.partnerIds = partnerIds;
    socket.data.registered = true;
    await socket.join([userRoom(userId), sessionRoom(sessionId)]);
    socket.emit('registered', { userId, sessionId, socketId: socket.id });

    const inRoom = await this.socketsIn(io, sessionRoom(sessionId));
    const present = new Set(inRoom.filter((other) => other.id !== socket.id && !other.data.watching).map((other) => other.data.userId));
    // partner_status goes out only when the user's presence changes: not for another tab, nor a re-register.
    const presentBefore = (wasPresent && sameRoom) || present.has(userId);
    if (!watching) {
      socket.data.watching = false;
      if (!presentBefore) socket.to(sessionRoom(sessionId)).emit('partner_status', { sessionId, userId, status: 'online' });
    } else if (wasPresent && sameRoom && !present.has(userId)) {
      // From the swipe screen back to home: still in the room, no longer on the screen.
      io.to(sessionRoom(sessionId)).emit('partner_status', { sessionId, userId, status: 'offline' });
    }

    // Tell the newcomer where their partner stands right away.
    for (const partnerId of partnerIds) {
      socket.emit('partner_status', { sessionId, userId: partnerId, status: present.has(partnerId) ? 'online' : 'offline' });
    }
  }

  /** Only the user's own room: notifications reach every page, with no session presence announced. */
  private async registerUserOnly(io: LiveServer, socket: LiveSocket, userId: string): Promise<void> {
    const previous = socket.data.sessionId;
    if (previous) {
      const wasPresent = !socket.data.watching;
      delete socket.data.sessionId;
      delete socket.data.partnerIds;
      delete socket.data.watching;
      await socket.leave(sessionRoom(previous));
      if (wasPresent) await this.announceIfGone(io, previous, userId);
    }
    if (!socket.connected) return;
    socket.data.registered = true;
    await socket.join(userRoom(userId));
    socket.emit('registered', { userId, socketId: socket.id });
  }

  /** 'offline' to the session room once the user's last swiping socket there is gone (they may have two tabs). */
  private async announceIfGone(io: LiveServer, sessionId: string, userId: string): Promise<void> {
    const sockets = await this.socketsIn(io, sessionRoom(sessionId));
    if (sockets.some((other) => other.data.userId === userId && !other.data.watching)) return;
    io.to(sessionRoom(sessionId)).emit('partner_status', { sessionId, userId, status: 'offline' });
  }

  /**
   * The room's sockets on every instance; while Redis is unreachable, this instance's only, so a
   * connection can still register (presence is then best effort) instead of being refused or waiting
   * on the adapter's reconnect attempts.
   */
  private async socketsIn(io: LiveServer, room: string) {
    if (!this.deps.config.redisUrl || this.redisReady()) {
      try {
        return await io.in(room).fetchSockets();
      } catch (error) {
        this.deps.logger.warn({ err: error, room }, 'presence from this instance only');
      }
    }
    return io.local.in(room).fetchSockets();
  }

  private refuse(socket: LiveSocket, message: string): void {
    socket.emit('error', { message });
    socket.disconnect(true);
  }
}

/**
 * The Redis adapter publishes every broadcast without awaiting it, so while Redis is down each publish
 * rejects with nobody listening: an unhandled rejection, which ends the process. The local half of the
 * broadcast has already been delivered by then; the other instances' half is lost for the outage (the
 * state is in the database and the clients re-read it). Handling the rejection here keeps the process up.
 */
function handlePublishFailures(client: Redis, onFailure: (error: unknown) => void): void {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
  (client as unknown as { publish: (...args: unknown[]) => Promise<number> }).publish = (...args) => {
    const sent = publish(...args);
    sent.catch(onFailure);
    return sent;
  };
}
