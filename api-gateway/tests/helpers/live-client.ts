import { CookieAccessInfo, type CookieJar } from 'cookiejar';
import { io, type Socket } from 'socket.io-client';
import { LIVE_PATH } from '@forkcast/contracts';

/** A socket.io-client connection to a listening test gateway, recording every event it receives. */
export class LiveTestClient {
  readonly events: { event: string; payload: unknown }[] = [];
  closed = false;
  private waiters: { test: () => boolean; resolve: () => void }[] = [];

  private constructor(private readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => {
      this.events.push({ event, payload });
      this.check();
    });
    socket.on('disconnect', () => {
      this.closed = true;
      this.check();
    });
  }

  /** Connects like the app does (websocket only); rejects when the handshake is refused. */
  static connect(port: number, options: { cookie?: string; origin?: string } = {}): Promise<LiveTestClient> {
    const extraHeaders: Record<string, string> = {};
    if (options.cookie) extraHeaders.cookie = options.cookie;
    if (options.origin) extraHeaders.origin = options.origin;
    const socket = io(`http://127.0.0.1:${port}`, {
      path: LIVE_PATH,
      transports: ['websocket'],
      extraHeaders,
      reconnection: false,
      forceNew: true,
    });
    const client = new LiveTestClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(client));
      socket.once('connect_error', (error) => {
        socket.close();
        reject(new Error(`handshake refused: ${error.message}`));
      });
    });
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  emit(event: string, payload: unknown): void {
    this.socket.emit(event, payload);
  }

  received(event: string): unknown[] {
    return this.events.filter((entry) => entry.event === event).map((entry) => entry.payload);
  }

  /** Resolves with the first `event` payload that matches, rejects after `timeoutMs`. */
  async next(event: string, matches: (payload: any) => boolean = () => true, timeoutMs = 3000): Promise<any> {
    await this.until(() => this.received(event).some(matches), timeoutMs, `no ${event}`);
    return this.received(event).find(matches);
  }

  waitClosed(timeoutMs = 3000): Promise<void> {
    return this.until(() => this.closed, timeoutMs, 'socket still open');
  }

  close(): void {
    this.socket.close();
  }

  private until(test: () => boolean, timeoutMs: number, what: string): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(what)), timeoutMs).unref();
      this.waiters.push({
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  private check(): void {
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.test()) return true;
      waiter.resolve();
      return false;
    });
  }
}

/** The session cookie a supertest agent holds, as a Cookie header. */
export function cookieOf(agent: unknown): string {
  const jar = (agent as { jar: CookieJar }).jar;
  return jar
    .getCookies(CookieAccessInfo.All)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}
