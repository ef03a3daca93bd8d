/**
 * The browser fires `beforeinstallprompt` once, possibly before any React screen that shows the banner
 * has mounted (e.g. on the landing page). So the event is captured at start-up into this tiny store and
 * the banner subscribes to it.
 */

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = () => void;

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<Listener>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

function onBeforeInstallPrompt(event: Event): void {
  // Keep the browser's own mini-infobar away; the banner offers installation instead.
  event.preventDefault();
  deferredPrompt = event as BeforeInstallPromptEvent;
  emit();
}

function onAppInstalled(): void {
  deferredPrompt = null;
  emit();
}

/** Starts listening (idempotent). Called from bootstrap and again by the hook, whichever comes first. */
export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onAppInstalled);
}

export function subscribeInstallPrompt(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getInstallPrompt(): BeforeInstallPromptEvent | null {
  return deferredPrompt;
}

/** The prompt can be shown only once per event: forget it after use. */
export function consumeInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = deferredPrompt;
  deferredPrompt = null;
  emit();
  return event;
}
