/** True when the person asked the system for less motion (no fling, no confetti). */
export function prefersReducedMotion(): boolean {
  // jsdom and very old browsers have no matchMedia: treat as "no preference".
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
