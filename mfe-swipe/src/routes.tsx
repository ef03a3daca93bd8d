import { paths } from '@forkcast/api-client';
import type { RemoteRoute } from '@forkcast/api-client/remotes';
import { SwipeScreen } from './features/swipe/components/swipe-screen';
import { MatchScreen, NoMatchScreen, SoloCompleteScreen } from './result-screens';

// The shell mounts each component at its path inside its one router and providers.
export const routes: RemoteRoute[] = [
  { path: paths.swipe, Component: SwipeScreen },
  { path: paths.match, Component: MatchScreen },
  { path: paths.noMatch, Component: NoMatchScreen },
  { path: paths.soloComplete, Component: SoloCompleteScreen },
];
