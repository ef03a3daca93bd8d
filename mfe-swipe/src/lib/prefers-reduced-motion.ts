import { useState } from 'react';
import { useHydrating } from '@forkcast/design-system';

/** True when the person asked the system for less motion (no fling, no confetti). */
export function prefersReducedMotion(): boolean {
  // jsdom and very old browsers have no matchMedia: treat as "no preference".
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * prefersReducedMotion, read once per mounted screen (a preference changed mid-deck would switch animations
 * under a flying card). While a prerendered screen hydrates it is the server's answer ("no preference"), so
 * the first render matches the HTML; the render right after hydration uses the browser's.
 */
export function usePrefersReducedMotion(): boolean {
  const hydrating = useHydrating();
  const [preferred] = useState(prefersReducedMotion);
  return !hydrating && preferred;
}
