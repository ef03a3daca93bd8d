/**
 * True when the person asked the system for less motion (no card fling, no confetti, no wheel spin). A
 * function rather than a hook: read at the moment the motion would start, so a setting changed mid-visit counts.
 */
export function prefersReducedMotion(): boolean {
  // The server render, jsdom and very old browsers have no matchMedia: treat as "no preference".
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
