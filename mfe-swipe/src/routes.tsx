import { paths } from '@forkcast/api-client';
import type { RemoteRoute } from '@forkcast/contracts';
import { SwipeScreen } from './features/swipe/components/swipe-screen';
import { MatchScreen } from './features/match/components/match-screen';
import { NoMatchScreen } from './features/no-match/components/no-match-screen';
import { SoloCompleteScreen } from './features/solo-complete/components/solo-complete-screen';

// The shell mounts each component at its path inside its one router and providers.
export const routes: RemoteRoute[] = [
  { path: paths.swipe, Component: SwipeScreen },
  { path: paths.match, Component: MatchScreen },
  { path: paths.noMatch, Component: NoMatchScreen },
  { path: paths.soloComplete, Component: SoloCompleteScreen },
];
