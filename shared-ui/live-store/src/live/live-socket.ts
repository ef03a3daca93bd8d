import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { ClientToServerEvents, RegisterPayload, ServerToClientEvents } from '@forkcast/contracts';
import { LIVE_EVENTS, LIVE_PATH } from '@forkcast/contracts/domain';

export type LiveEvent = keyof ServerToClientEvents;
export type LiveHandler<E extends LiveEvent> = ServerToClientEvents[E];
export type LiveClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * What screens depend on: the real LiveSocket below, or a fake a test injects. `on` returns the
 * function that removes the handler, so an effect's cleanup is one line.
 */
export interface LiveConnection {
  open(registration: RegisterPayload): void;
  /**
   * Changes what an open connection is registered for (entering or leaving a session) on the same socket;
   * opens one if there is none. The server moves the socket between session rooms.
   */
  register(registration: RegisterPayload): void;
  /** Called when an open connection drops (socket.io then retries with backoff and registers again). */
  onDrop(handler: () => void): () => void;
  close(): void;
  isOpen(): boolean;
  on<E extends LiveEvent>(event: E, handler: LiveHandler<E>): () => void;
}

/** Makes the socket.io client; injectable so the class can be tested without a server. */
export type LiveSocketFactory = (options: Partial<ManagerOptions & SocketOptions>) => LiveClientSocket | Promise<LiveClientSocket>;

// Same origin: the gateway serves the app and the channel, so the session cookie rides along.
// socket.io-client is imported on first use: pages that never open the channel (landing, sign-in)
// don't download it.
const connectSameOrigin: LiveSocketFactory = async (options) =>
  (await import(/* webpackChunkName: "live-socket" */ 'socket.io-client')).io(options);

type AnyHandler = (payload: unknown) => void;

/**
 * The live channel (docs/product.md › API): one socket.io connection at /ws, registered for one session.
 * Handlers are kept here rather than on the socket so they survive close/open (a new session, a
 * reconnect with a new socket) and can be added before `open`.
 */
export class LiveSocket implements LiveConnection {
  private socket: LiveClientSocket | null = null;
  /** Bumped by every open/close, so a connection that arrives after a newer open/close is dropped. */
  private generation = 0;
  private readonly handlers = new Map<LiveEvent, Set<AnyHandler>>();
  private readonly dropHandlers = new Set<() => void>();
  /** The latest registration: every (re)connect sends it, so a change made while offline isn't lost. */
  private registration: RegisterPayload | null = null;

  constructor(private readonly connect: LiveSocketFactory = connectSameOrigin) {}

  open(registration: RegisterPayload): void {
    this.close();
    this.registration = registration;
    const generation = this.generation;
    const made = this.connect({
      path: LIVE_PATH,
      // Straight to WebSocket: long-polling would need sticky sessions across gateway instances.
      transports: ['websocket'],
      withCredentials: true,
    });
    if (made instanceof Promise) {
      made.then(
        (socket) => (generation === this.generation ? this.attach(socket) : socket.disconnect()),
        () => undefined, // no live channel: screens fall back to polling
      );
    } else {
      this.attach(made);
    }
  }

  register(registration: RegisterPayload): void {
    if (this.registration === null) return this.open(registration); // closed: nothing to move
    this.registration = registration;
    if (this.socket?.connected) this.socket.emit(LIVE_EVENTS.register, registration);
  }

  onDrop(handler: () => void): () => void {
    this.dropHandlers.add(handler);
    return () => {
      this.dropHandlers.delete(handler);
    };
  }

  private attach(socket: LiveClientSocket): void {
    // The server forgets rooms with the connection, so every (re)connect registers again.
    socket.on('connect', () => {
      if (this.registration) socket.emit(LIVE_EVENTS.register, this.registration);
    });
    socket.on('disconnect', () => this.dropHandlers.forEach((handler) => handler()));
    socket.onAny((event: string, payload: unknown) => {
      this.handlers.get(event as LiveEvent)?.forEach((handler) => handler(payload));
    });
    this.socket = socket;
  }

  close(): void {
    this.generation += 1;
    this.registration = null;
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.offAny();
    socket.removeAllListeners();
    socket.disconnect();
  }

  isOpen(): boolean {
    return this.socket?.connected === true;
  }

  on<E extends LiveEvent>(event: E, handler: LiveHandler<E>): () => void {
    const set = this.handlers.get(event) ?? new Set<AnyHandler>();
    const anyHandler = handler as AnyHandler;
    set.add(anyHandler);
    this.handlers.set(event, set);
    return () => {
      set.delete(anyHandler);
    };
  }
}
