import { lazy } from 'react';

/*
 * The screens a session ends on (/match, /no-match, /solo-complete): chunks of their own, so the swipe room's
 * first card does not wait for them. A session's end starts loading them (use-session-end.ts) while its
 * message is up, so the results open without a spinner.
 */
const loadMatch = () => import('./features/match/components/match-screen');
const loadNoMatch = () => import('./features/no-match/components/no-match-screen');
const loadSoloComplete = () => import('./features/solo-complete/components/solo-complete-screen');

export const MatchScreen = lazy(() => loadMatch().then((module) => ({ default: module.MatchScreen })));
export const NoMatchScreen = lazy(() => loadNoMatch().then((module) => ({ default: module.NoMatchScreen })));
export const SoloCompleteScreen = lazy(() => loadSoloComplete().then((module) => ({ default: module.SoloCompleteScreen })));

/** Starts loading the results screens (a failure is left to the route, which shows its own fallback). */
export function preloadResultScreens(): void {
  for (const load of [loadMatch, loadNoMatch, loadSoloComplete]) load().catch(() => undefined);
}
