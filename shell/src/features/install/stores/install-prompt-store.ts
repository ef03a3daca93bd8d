/**
 * The browser offers installation once (`beforeinstallprompt`), possibly before the screen that shows the
 * banner, and the store it reads, exist. So the offer is captured from the start (bootstrap) into the
 * `installPrompt` slot of the client store. Like the toast slot (design-system/src/toast/toast-store.ts) it is a
 * plain reducer, not an RTK slice, so the signed-out pages that capture it don't download Redux Toolkit:
 * until the signed-in store exists the same reducer runs in the tiny host below, and the store takes the slot
 * over when it is created (install-prompt-slot.ts), keeping an offer that came before.
 *
 * The state says only whether an offer is waiting. The event itself — a browser object whose prompt() works
 * once — stays in this module: store state is kept serializable (Redux DevTools, the store's checks).
 */

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallPromptState {
  /** The browser offered installation and the offer has not been used (or the app installed) since. */
  offered: boolean;
}

export const INSTALL_OFFERED = 'installPrompt/offered';
export const INSTALL_WITHDRAWN = 'installPrompt/withdrawn';
export const INSTALL_PROMPT_HANDED_OVER = 'installPrompt/handedOver';

type InstallPromptAction =
  | { type: typeof INSTALL_OFFERED }
  | { type: typeof INSTALL_WITHDRAWN }
  | { type: typeof INSTALL_PROMPT_HANDED_OVER; payload: InstallPromptState };

const initialState: InstallPromptState = { offered: false };

export function installPromptReducer(
  state: InstallPromptState = initialState,
  action: { type: string; payload?: unknown },
): InstallPromptState {
  const installAction = action as InstallPromptAction;
  switch (installAction.type) {
    case INSTALL_OFFERED:
      return state.offered ? state : { offered: true };
    case INSTALL_WITHDRAWN:
      return state.offered ? { offered: false } : state;
    case INSTALL_PROMPT_HANDED_OVER:
      return installAction.payload;
    default:
      return state;
  }
}

export const selectInstallOffered = (state: { installPrompt?: InstallPromptState }): boolean => state.installPrompt?.offered ?? false;

/** What holds the slot: the client store, or the built-in host before there is one. */
export interface InstallPromptHost {
  getState(): { installPrompt?: InstallPromptState };
  dispatch(action: InstallPromptAction): unknown;
}

function createBuiltInHost(installPrompt: InstallPromptState = initialState): InstallPromptHost {
  let state = { installPrompt };
  return {
    getState: () => state,
    dispatch(action) {
      state = { installPrompt: installPromptReducer(state.installPrompt, action) };
      return action;
    },
  };
}

let host: InstallPromptHost = createBuiltInHost();
let deferredPrompt: BeforeInstallPromptEvent | null = null;
let listening = false;

function currentState(): InstallPromptState {
  return host.getState().installPrompt ?? initialState;
}

/**
 * Moves the slot into `store` (whose reducer has the slot at `installPrompt`), carrying the current offer.
 * Returns the function that gives it back to a built-in host, for a store that goes away (a test's cleanup).
 */
export function handOverInstallPrompt(store: InstallPromptHost): () => void {
  const state = currentState();
  host = store;
  store.dispatch({ type: INSTALL_PROMPT_HANDED_OVER, payload: state });
  return () => {
    if (host === store) host = createBuiltInHost(currentState());
  };
}

function onBeforeInstallPrompt(event: Event): void {
  // Keep the browser's own mini-infobar away; the banner offers installation instead.
  event.preventDefault();
  deferredPrompt = event as BeforeInstallPromptEvent;
  host.dispatch({ type: INSTALL_OFFERED });
}

function onAppInstalled(): void {
  deferredPrompt = null;
  host.dispatch({ type: INSTALL_WITHDRAWN });
}

/** Starts listening (idempotent). Called from bootstrap, and again when the store takes the slot over. */
export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onAppInstalled);
}

/** The prompt can be shown only once per event: forget it after use. */
export function consumeInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = deferredPrompt;
  deferredPrompt = null;
  host.dispatch({ type: INSTALL_WITHDRAWN });
  return event;
}
