import type { RegisterPayload, ServerToClientEvents } from '@forkcast/contracts';
import type { LiveConnection, LiveEvent, LiveHandler } from '@forkcast/live-store';

/** The live channel without a server: tests push server events with `push` and read what was opened. */
export class FakeLiveConnection implements LiveConnection {
  registrations: RegisterPayload[] = [];
  closed = 0;
  /** Sockets opened so far: a register while open moves the same one. */
  opened = 0;
  private open_ = false;
  private readonly dropHandlers = new Set<() => void>();
  private readonly handlers = new Map<LiveEvent, Set<(payload: unknown) => void>>();

  open(registration: RegisterPayload): void {
    this.registrations.push(registration);
    this.opened += 1;
    this.open_ = true;
  }
  register(registration: RegisterPayload): void {
    if (!this.open_) return this.open(registration);
    this.registrations.push(registration);
  }
  onDrop(handler: () => void): () => void {
    this.dropHandlers.add(handler);
    return () => this.dropHandlers.delete(handler);
  }
  /** The connection drops (socket.io would now retry). */
  drop(): void {
    this.dropHandlers.forEach((handler) => handler());
  }
  close(): void {
    this.closed += 1;
    this.open_ = false;
  }
  isOpen(): boolean {
    return this.open_;
  }
  on<E extends LiveEvent>(event: E, handler: LiveHandler<E>): () => void {
    const set = this.handlers.get(event) ?? new Set();
    const anyHandler = handler as (payload: unknown) => void;
    set.add(anyHandler);
    this.handlers.set(event, set);
    return () => set.delete(anyHandler);
  }
  /** Delivers a server event to the screen's handlers (wrap in act()). */
  push<E extends LiveEvent>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]): void {
    this.handlers.get(event)?.forEach((handler) => handler(payload));
  }
  listenerCount(): number {
    return [...this.handlers.values()].reduce((sum, set) => sum + set.size, 0);
  }
}
