import { io, type Socket } from 'socket.io-client';
import { LIVE_PATH } from '@forkcast/contracts';

/**
 * A live channel connection as the app keeps it: socket.io-client reconnects on its own after a lost
 * connection, and every (re)connect registers again for the session, so rooms are rejoined on whichever
 * instance answered. Records every event it receives.
 */
export class LiveTab {
  readonly events: { event: string; payload: any; at: number }[] = [];
  connects = 0;
  private readonly socket: Socket;
  private waiters: (() => void)[] = [];

  constructor(baseUrl: string, cookie: string, register: { userId: string; sessionId?: string }) {
    this.socket = io(baseUrl, {
      path: LIVE_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie },
      forceNew: true,
      reconnection: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
      randomizationFactor: 0,
    });
    this.socket.on('connect', () => {
      this.connects += 1;
      this.socket.emit('register', register);
    });
    this.socket.onAny((event: string, payload: unknown) => {
      this.events.push({ event, payload, at: Date.now() });
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.socket.on('disconnect', () => {
      this.events.push({ event: '$disconnect', payload: null, at: Date.now() });
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  received(event: string, matches: (payload: any) => boolean = () => true): any[] {
    return this.events.filter((entry) => entry.event === event && matches(entry.payload)).map((entry) => entry.payload);
  }

  /** The first `event` (after index `from` of the event log) that matches; rejects after `timeoutMs`. */
  async next(event: string, matches: (payload: any) => boolean = () => true, timeoutMs = 5000, from = 0): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(from).find((entry) => entry.event === event && matches(entry.payload));
      if (found) return found.payload;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${event} within ${timeoutMs} ms (got: ${this.events.map((e) => e.event).join(', ')})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The position in the event log: pass to `next` to wait only for what comes later. */
  mark(): number {
    return this.events.length;
  }

  close(): void {
    this.socket.close();
  }
}
