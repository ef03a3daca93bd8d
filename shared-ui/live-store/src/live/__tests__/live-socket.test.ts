import { EventEmitter } from 'node:events';
import { LIVE_EVENTS, type MatchFoundPayload, type PartnerStatusPayload } from '@forkcast/contracts';
import { LiveSocket, type LiveClientSocket, type LiveSocketFactory } from '../live-socket';

/** Just enough of a socket.io client socket: server events come in through `receive`. */
class FakeClientSocket extends EventEmitter {
  connected = false;
  emitted: Array<[string, unknown]> = [];
  private anyListeners: Array<(event: string, payload: unknown) => void> = [];
  disconnect = jest.fn(() => {
    this.connected = false;
  });

  override emit(event: string, ...args: unknown[]): boolean {
    if (event === 'connect') return super.emit(event);
    this.emitted.push([event, args[0]]);
    return true;
  }
  onAny(listener: (event: string, payload: unknown) => void): this {
    this.anyListeners.push(listener);
    return this;
  }
  offAny(): this {
    this.anyListeners = [];
    return this;
  }
  connectNow(): void {
    this.connected = true;
    super.emit('connect');
  }
  receive(event: string, payload: unknown): void {
    this.anyListeners.forEach((listener) => listener(event, payload));
  }
}

const REGISTRATION = { userId: '3f1c2f0e-8f1e-4a4e-9d1a-0c6b0d3c9a01', sessionId: '7a0d3c1e-2b4f-4c5d-8e6f-1a2b3c4d5e6f' };

function setup() {
  const sockets: FakeClientSocket[] = [];
  const factory = jest.fn<ReturnType<LiveSocketFactory>, Parameters<LiveSocketFactory>>(() => {
    const socket = new FakeClientSocket();
    sockets.push(socket);
    return socket as unknown as LiveClientSocket;
  });
  return { live: new LiveSocket(factory), factory, sockets };
}

describe('LiveSocket', () => {
  it('connects to /ws over websocket with credentials and registers on every (re)connect', () => {
    const { live, factory, sockets } = setup();
    live.open(REGISTRATION);

    expect(factory).toHaveBeenCalledWith({ path: '/ws', transports: ['websocket'], withCredentials: true });
    const socket = sockets[0]!;
    expect(live.isOpen()).toBe(false);
    socket.connectNow();
    expect(live.isOpen()).toBe(true);
    socket.connectNow();
    expect(socket.emitted).toEqual([
      [LIVE_EVENTS.register, REGISTRATION],
      [LIVE_EVENTS.register, REGISTRATION],
    ]);
  });

  it('delivers typed events to handlers added before or after open, until unsubscribed', () => {
    const { live, sockets } = setup();
    const statuses: PartnerStatusPayload[] = [];
    const matches: MatchFoundPayload[] = [];
    const stopStatus = live.on('partner_status', (payload) => statuses.push(payload));
    live.open(REGISTRATION);
    live.on('match_found', (payload) => matches.push(payload));

    const status: PartnerStatusPayload = { sessionId: REGISTRATION.sessionId, userId: 'partner', status: 'online' };
    sockets[0]!.receive('partner_status', status);
    sockets[0]!.receive('match_found', { sessionId: REGISTRATION.sessionId, restaurant: { placeId: 'p1' } });
    stopStatus();
    sockets[0]!.receive('partner_status', { ...status, status: 'offline' });

    expect(statuses).toEqual([status]);
    expect(matches).toHaveLength(1);
  });

  it('close disconnects, stops delivery and is safe to repeat; open again keeps the handlers', () => {
    const { live, sockets } = setup();
    const handler = jest.fn();
    live.on('session_results', handler);
    live.open(REGISTRATION);
    sockets[0]!.connectNow();

    live.close();
    live.close();
    expect(sockets[0]!.disconnect).toHaveBeenCalledTimes(1);
    expect(live.isOpen()).toBe(false);
    sockets[0]!.receive('session_results', { sessionId: REGISTRATION.sessionId, match: null });
    expect(handler).not.toHaveBeenCalled();

    live.open(REGISTRATION);
    sockets[1]!.receive('session_results', { sessionId: REGISTRATION.sessionId, match: null });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('opening for another session replaces the previous connection', () => {
    const { live, sockets } = setup();
    live.open(REGISTRATION);
    live.open({ ...REGISTRATION, sessionId: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' });
    expect(sockets).toHaveLength(2);
    expect(sockets[0]!.disconnect).toHaveBeenCalled();
  });

  it('register moves the open socket to another room, re-sent on reconnect; opens one when closed; reports drops', () => {
    const { live, sockets } = setup();
    const userOnly = { userId: REGISTRATION.userId };
    const dropped = jest.fn();
    live.onDrop(dropped);
    live.register(userOnly);
    const socket = sockets[0]!;
    socket.connectNow();
    live.register(REGISTRATION);
    expect(sockets).toHaveLength(1);
    // socket.io retries after a drop; the reconnect registers for the session, not the user only.
    socket.connected = false;
    EventEmitter.prototype.emit.call(socket, 'disconnect');
    expect(dropped).toHaveBeenCalledTimes(1);
    socket.connectNow();
    expect(socket.emitted).toEqual([
      [LIVE_EVENTS.register, userOnly],
      [LIVE_EVENTS.register, REGISTRATION],
      [LIVE_EVENTS.register, REGISTRATION],
    ]);
    live.close();
    live.register(userOnly);
    expect(sockets).toHaveLength(2);
  });

  it('with a lazily loaded client, registers once it arrives, and drops one that arrives after close', async () => {
    const late = new FakeClientSocket();
    const arrived = new FakeClientSocket();
    const pending: Array<(socket: LiveClientSocket) => void> = [];
    const live = new LiveSocket(() => new Promise<LiveClientSocket>((resolve) => pending.push(resolve)));

    live.open(REGISTRATION);
    live.close();
    pending[0]!(late as unknown as LiveClientSocket);
    await Promise.resolve();
    expect(late.disconnect).toHaveBeenCalled();

    live.open(REGISTRATION);
    pending[1]!(arrived as unknown as LiveClientSocket);
    await Promise.resolve();
    arrived.connectNow();
    expect(arrived.emitted).toEqual([[LIVE_EVENTS.register, REGISTRATION]]);
    expect(live.isOpen()).toBe(true);
  });
});
