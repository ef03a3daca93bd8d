/** What each moment feels like: a tick for a swipe, a double tick for an undo, a longer buzz for a match. */
const PATTERNS = {
  swipe: 12,
  undo: [8, 40, 8],
  match: [40, 60, 40, 60, 90],
} as const satisfies Record<string, number | readonly number[]>;

export type Haptic = keyof typeof PATTERNS;

/**
 * A short vibration where the browser has one (Android Chrome; iOS Safari and desktops have none, and
 * nothing happens there). Never throws: a refused vibration (no user gesture yet) is not an error.
 */
export function haptic(kind: Haptic): void {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
  try {
    const pattern = PATTERNS[kind];
    navigator.vibrate(typeof pattern === 'number' ? pattern : [...pattern]);
  } catch {
    // Blocked by the browser's policy: the swipe itself is what matters.
  }
}
