import { remotePaths } from '@forkcast/contracts/domain';
import { remoteRoutes } from '@forkcast/api-client/remotes';
import { SwipeScreen } from './features/swipe/components/swipe-screen';
import { MatchScreen, NoMatchScreen, SoloCompleteScreen } from './result-screens';

// One screen per prefix declared in src/route-prefixes.json; the shell mounts each inside its one router and providers.
export const routes = remoteRoutes(remotePaths.mfe_swipe, {
  swipe: SwipeScreen,
  match: MatchScreen,
  noMatch: NoMatchScreen,
  soloComplete: SoloCompleteScreen,
});
