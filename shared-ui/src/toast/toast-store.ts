/**
 * The app's one toast, held in a tiny external store so any code can raise it: components through
 * useToast(), plain modules (mutation callbacks, the socket) through toast(). Spec §9: one toast at a
 * time, so the state is a single slot and a new toast replaces the current one.
 */

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick(): void };
  /** Milliseconds before it closes by itself; the Toaster defaults it to 5000. */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  /** false while the closing animation runs; the record stays until the next toast replaces it. */
  open: boolean;
}

interface ToastState {
  current: ToastRecord | null;
  nextId: number;
  listeners: Set<() => void>;
}

/*
 * Kept on globalThis, not in module scope: shared-ui is a federation singleton, but should a remote
 * ever end up with its own copy (version mismatch, standalone dev), its toasts must still reach the
 * shell's one Toaster.
 */
const STATE_KEY = Symbol.for('forkcast.toast-state');
type GlobalWithToasts = typeof globalThis & { [STATE_KEY]?: ToastState };

function state(): ToastState {
  const g = globalThis as GlobalWithToasts;
  g[STATE_KEY] ??= { current: null, nextId: 1, listeners: new Set() };
  return g[STATE_KEY];
}

function set(current: ToastRecord | null): void {
  const s = state();
  s.current = current;
  s.listeners.forEach((listener) => listener());
}

/** Shows a toast, replacing any that is showing. Returns its id (for a targeted dismiss). */
export function toast(options: ToastOptions): string {
  const s = state();
  const id = String(s.nextId++);
  set({ ...options, id, open: true });
  return id;
}

/** Closes the current toast, or only the toast with this id if it is still the current one. */
export function dismiss(id?: string): void {
  const current = state().current;
  if (!current || !current.open) return;
  if (id !== undefined && current.id !== id) return;
  set({ ...current, open: false });
}

export function subscribe(listener: () => void): () => void {
  const listeners = state().listeners;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSnapshot(): ToastRecord | null {
  return state().current;
}
