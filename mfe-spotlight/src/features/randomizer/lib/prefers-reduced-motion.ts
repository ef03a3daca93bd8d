/** Read at the moment of the spin, so a setting changed mid-visit is respected. */
export function prefersReducedMotion(): boolean {
  // jsdom and very old browsers have no matchMedia: treat as "no preference".
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
