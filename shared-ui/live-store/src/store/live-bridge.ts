import type { RegisterPayload } from '@forkcast/contracts';
import type { LiveConnection, LiveEvent } from '../live/live-socket';
import { liveConnectionClosed, liveConnectionDropped, liveConnectionOpened, liveEventActions } from './live-actions';
import type { AppStore } from './create-app-store';

/**
 * The tab's one live connection, owned by the shell and driven by the store: it opens when a user signs in,
 * registers for the active session when there is one — swiping on /swipe, watching from home (the same
 * socket moves between rooms and between the two) — closes on sign-out, and turns every server event into
 * an action. socket.io reconnects with backoff by itself and
 * the connection registers again on each reconnect. Screens never touch the socket: they read the store.
 */
export class LiveBridge {
  private registered: string | null = null;
  private readonly stops: (() => void)[] = [];

  constructor(
    private readonly live: LiveConnection,
    private readonly store: Pick<AppStore, 'dispatch' | 'getState' | 'subscribe'>,
  ) {}

  start(): () => void {
    for (const event of Object.keys(liveEventActions) as LiveEvent[]) {
      const action = liveEventActions[event] as (payload: unknown) => { type: string };
      this.stops.push(this.live.on(event, (payload: unknown) => this.store.dispatch(action(payload))));
    }
    this.stops.push(this.live.onDrop(() => this.store.dispatch(liveConnectionDropped())));
    this.stops.push(this.store.subscribe(() => this.follow()));
    this.follow();
    return () => this.stop();
  }

  stop(): void {
    this.stops.splice(0).forEach((stop) => stop());
    if (this.registered !== null) this.store.dispatch(liveConnectionClosed());
    this.registered = null;
    this.live.close();
  }

  /** Keeps the registration in step with who is signed in and which session is active. */
  private follow(): void {
    const { signedInUser, activeSession } = this.store.getState();
    const registration: RegisterPayload | null = !signedInUser
      ? null
      : activeSession.sessionId
        ? { userId: signedInUser.id, sessionId: activeSession.sessionId, ...(activeSession.watching ? { watching: true } : {}) }
        : { userId: signedInUser.id };
    const key = registration && `${registration.userId}/${registration.sessionId ?? ''}/${registration.watching ? 'watching' : ''}`;
    if (key === this.registered) return;
    // Set before dispatching: the dispatch below runs this listener again.
    this.registered = key;
    if (!registration) {
      this.live.close();
      this.store.dispatch(liveConnectionClosed());
      return;
    }
    this.store.dispatch(liveConnectionOpened(registration));
    try {
      this.live.register(registration);
    } catch {
      // No live channel in this browser: screens fall back to polling.
    }
  }
}
