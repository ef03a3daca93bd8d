import type { RegisterPayload } from '@forkcast/contracts';
import type { LiveConnection, LiveEvent } from '../../live/live-socket';
import { activeSessionEntered, activeSessionLeft, activeSessionWatched } from '../active-session-slice';
import { createAppStore, type AppStore } from '../create-app-store';
import { LiveBridge } from '../live-bridge';
import { liveSlice } from '../live-slice';
import { userSignedIn, userSignedOut } from '../signed-in-user-slice';

const ME = '11111111-1111-4111-8111-111111111111';
const PARTNER = '22222222-2222-4222-8222-222222222222';
const { selectLiveStatus, selectLiveSocketId } = liveSlice.selectors;

/** The connection a test drives: what the bridge asked of it, and the server's events on demand. */
class FakeConnection implements LiveConnection {
  registrations: RegisterPayload[] = [];
  closes = 0;
  private readonly handlers = new Map<string, Set<(payload: unknown) => void>>();
  private readonly dropHandlers = new Set<() => void>();

  open(registration: RegisterPayload): void {
    this.registrations.push(registration);
  }
  register(registration: RegisterPayload): void {
    this.registrations.push(registration);
  }
  onDrop(handler: () => void): () => void {
    this.dropHandlers.add(handler);
    return () => this.dropHandlers.delete(handler);
  }
  close(): void {
    this.closes += 1;
  }
  isOpen(): boolean {
    return this.registrations.length > 0;
  }
  on<E extends LiveEvent>(event: E, handler: unknown): () => void {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler as (payload: unknown) => void);
    this.handlers.set(event, set);
    return () => set.delete(handler as (payload: unknown) => void);
  }
  /** The server sends `event`. */
  serve(event: LiveEvent, payload: unknown): void {
    this.handlers.get(event)?.forEach((handler) => handler(payload));
  }
  drop(): void {
    this.dropHandlers.forEach((handler) => handler());
  }
  get listening(): number {
    return [...this.handlers.values()].reduce((sum, set) => sum + set.size, 0) + this.dropHandlers.size;
  }
}

let store: AppStore;
let live: FakeConnection;
let stop: () => void;

beforeEach(() => {
  window.sessionStorage.clear();
  store = createAppStore();
  live = new FakeConnection();
  stop = new LiveBridge(live, store).start();
});
afterEach(() => {
  stop();
  store.dispose();
});

const room = { sessionId: 's1', userId: ME, partnerProgress: null };

describe('LiveBridge', () => {
  it('opens nothing while signed out; registers the user once signed in', () => {
    expect(live.registrations).toEqual([]);
    expect(selectLiveStatus(store.getState())).toBe('closed');
    store.dispatch(userSignedIn({ id: ME, name: 'Ana' }));
    expect(live.registrations).toEqual([{ userId: ME }]);
    expect(selectLiveStatus(store.getState())).toBe('connecting');
  });

  it("follows the active session's room: swiping, then watching from home, then user-only again", () => {
    store.dispatch(userSignedIn({ id: ME, name: 'Ana' }));
    store.dispatch(activeSessionEntered(room));
    store.dispatch(activeSessionWatched(room));
    // The same room read again (a session refetch) registers nothing new.
    store.dispatch(activeSessionWatched(room));
    store.dispatch(activeSessionLeft());
    expect(live.registrations).toEqual([
      { userId: ME },
      { userId: ME, sessionId: 's1' },
      { userId: ME, sessionId: 's1', watching: true },
      { userId: ME },
    ]);
  });

  it('turns each server event into its action: registered makes the connection live with its socket id', () => {
    store.dispatch(userSignedIn({ id: ME, name: 'Ana' }));
    store.dispatch(activeSessionEntered(room));
    live.serve('registered', { userId: ME, sessionId: 's1', socketId: 'sock-1' });
    expect(selectLiveStatus(store.getState())).toBe('live');
    expect(selectLiveSocketId(store.getState())).toBe('sock-1');
    live.serve('partner_status', { sessionId: 's1', userId: PARTNER, status: 'online' });
    expect(store.getState().activeSession.partner).toMatchObject({ userId: PARTNER, online: true });
    live.serve('notification', { notification: { id: 'n1', type: 'session_match', read: false, createdAt: '2026-01-01T00:00:00Z' } });
    expect(store.getState().notifications.unread).toBe(1);
  });

  it('a drop says reconnecting and forgets the socket id; a refusal says refused', () => {
    store.dispatch(userSignedIn({ id: ME, name: 'Ana' }));
    live.serve('registered', { userId: ME, socketId: 'sock-1' });
    live.drop();
    expect(selectLiveStatus(store.getState())).toBe('reconnecting');
    expect(selectLiveSocketId(store.getState())).toBeNull();
    live.serve('error', { message: 'You can only register as yourself' });
    expect(selectLiveStatus(store.getState())).toBe('refused');
  });

  it('sign-out closes the connection and the status', () => {
    store.dispatch(userSignedIn({ id: ME, name: 'Ana' }));
    live.serve('registered', { userId: ME, socketId: 'sock-1' });
    store.dispatch(userSignedOut());
    expect(live.closes).toBe(1);
    expect(store.getState().live).toEqual({ status: 'closed', sessionId: null, socketId: null });
  });

  it('stop removes every handler, closes the connection, and later server events change nothing', () => {
    store.dispatch(userSignedIn({ id: ME, name: 'Ana' }));
    stop();
    expect(live.listening).toBe(0);
    expect(live.closes).toBeGreaterThanOrEqual(1);
    expect(selectLiveStatus(store.getState())).toBe('closed');
    live.serve('registered', { userId: ME, socketId: 'late' });
    expect(selectLiveStatus(store.getState())).toBe('closed');
    // The store's later changes reach no connection either.
    store.dispatch(activeSessionEntered(room));
    expect(live.registrations).toEqual([{ userId: ME }]);
    stop = () => {};
  });

  it('a browser without a live channel (register throws) still signs in; screens poll instead', () => {
    stop();
    const broken = new FakeConnection();
    broken.register = () => {
      throw new Error('WebSocket is not supported');
    };
    stop = new LiveBridge(broken, store).start();
    expect(() => store.dispatch(userSignedIn({ id: ME, name: 'Ana' }))).not.toThrow();
    expect(store.getState().signedInUser).toEqual({ id: ME, name: 'Ana' });
  });
});
