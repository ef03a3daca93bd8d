import { remotePaths } from '@forkcast/contracts/domain';
import { remoteRoutes } from '@forkcast/api-client/remotes';
import { lazy } from 'react';
import { SwipeScreen } from './features/swipe/components/swipe-screen';
import { MatchScreen, NoMatchScreen, SoloCompleteScreen } from './result-screens';

// A chunk of its own: a member's room never loads the guest's.
const GuestRoomScreen = lazy(() => import('./app/guest-room').then((module) => ({ default: module.GuestRoomScreen })));

// One screen per prefix declared in src/route-prefixes.json; the shell mounts each inside its one router and providers.
export const routes = remoteRoutes(remotePaths.mfe_swipe, {
  swipe: SwipeScreen,
  match: MatchScreen,
  noMatch: NoMatchScreen,
  soloComplete: SoloCompleteScreen,
  guest: GuestRoomScreen,
});
