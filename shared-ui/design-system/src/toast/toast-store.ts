/**
 * The app's one toast. docs/product.md › Limits and constants: one toast at a time, so the state is a single slot and a new toast replaces
 * the current one. Any code raises it — components through useToast(), plain modules (mutation callbacks, the
 * live channel) through toast() — and toast() dispatches an action.
 *
 * The state is the `toasts` slice of the client store (live-store/src/store). It is a plain reducer, not an
 * RTK createSlice, on purpose: the signed-out pages (landing, sign-in) raise toasts too, and they must not
 * download Redux Toolkit. Until the shell's store exists, the same reducer runs in the tiny host below; when
 * the store is created it takes the slot over (handOverToasts), so a toast raised before keeps showing.
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

export interface ToastsState {
  current: ToastRecord | null;
  nextId: number;
}

export const TOAST_SHOWN = 'toasts/shown';
export const TOAST_DISMISSED = 'toasts/dismissed';

type ToastAction = { type: typeof TOAST_SHOWN; payload: ToastOptions } | { type: typeof TOAST_DISMISSED; payload: { id?: string } };

export const toastShown = (options: ToastOptions): ToastAction => ({ type: TOAST_SHOWN, payload: options });
export const toastDismissed = (id?: string): ToastAction => ({ type: TOAST_DISMISSED, payload: { id } });

const initialToasts: ToastsState = { current: null, nextId: 1 };

export function toastsReducer(state: ToastsState = initialToasts, action: { type: string; payload?: unknown }): ToastsState {
  const toastAction = action as ToastAction;
  switch (toastAction.type) {
    case TOAST_SHOWN:
      return { current: { ...toastAction.payload, id: String(state.nextId), open: true }, nextId: state.nextId + 1 };
    case TOAST_DISMISSED: {
      const { current } = state;
      if (!current || !current.open) return state;
      if (toastAction.payload.id !== undefined && current.id !== toastAction.payload.id) return state;
      return { ...state, current: { ...current, open: false } };
    }
    default:
      return state;
  }
}

export const selectCurrentToast = (state: { toasts?: ToastsState }): ToastRecord | null => state.toasts?.current ?? null;

/** What holds the slot: the client store, or the built-in host before there is one. */
export interface ToastHost {
  getState(): { toasts?: ToastsState };
  dispatch(action: ToastAction): unknown;
  subscribe(listener: () => void): () => void;
}

function createBuiltInHost(toasts: ToastsState = initialToasts): ToastHost {
  let state = { toasts };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      state = { toasts: toastsReducer(state.toasts, action) };
      listeners.forEach((listener) => listener());
      return action;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface Hosting {
  host: ToastHost;
  unsubscribeHost: () => void;
  listeners: Set<() => void>;
}

/*
 * Kept on globalThis, not in module scope: @forkcast/design-system is a federation singleton, but should a remote ever end
 * up with its own copy (version mismatch), its toasts must still reach the shell's one Toaster.
 */
const HOSTING_KEY = Symbol.for('forkcast.toast-hosting');
type GlobalWithToasts = typeof globalThis & { [HOSTING_KEY]?: Hosting };

function hosting(): Hosting {
  const g = globalThis as GlobalWithToasts;
  if (!g[HOSTING_KEY]) {
    const listeners = new Set<() => void>();
    const host = createBuiltInHost();
    g[HOSTING_KEY] = { host, listeners, unsubscribeHost: host.subscribe(() => listeners.forEach((l) => l())) };
  }
  return g[HOSTING_KEY];
}

/** The slot's current state, for a store that takes it over (its preloaded `toasts`). */
export function getToastsState(): ToastsState {
  return hosting().host.getState().toasts ?? initialToasts;
}

/**
 * Moves the slot into `store` (null: back into a built-in host, carrying the current toast). Returns the
 * function that gives the slot back, for a store that goes away (sign-out, a test's cleanup).
 */
export function handOverToasts(store: ToastHost | null): () => void {
  const h = hosting();
  const next = store ?? createBuiltInHost(getToastsState());
  h.unsubscribeHost();
  h.host = next;
  h.unsubscribeHost = next.subscribe(() => h.listeners.forEach((l) => l()));
  h.listeners.forEach((l) => l());
  return () => {
    if (hosting().host === next) handOverToasts(null);
  };
}

/** Shows a toast, replacing any that is showing. Returns its id (for a targeted dismiss). */
export function toast(options: ToastOptions): string {
  const { host } = hosting();
  const id = String(getToastsState().nextId);
  host.dispatch(toastShown(options));
  return id;
}

/** Closes the current toast, or only the toast with this id if it is still the current one. */
export function dismiss(id?: string): void {
  hosting().host.dispatch(toastDismissed(id));
}

export function subscribe(listener: () => void): () => void {
  const { listeners } = hosting();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSnapshot(): ToastRecord | null {
  return selectCurrentToast(hosting().host.getState());
}
