import { remotePaths } from '@forkcast/contracts/domain';
import { remoteRoutes } from '@forkcast/api-client/remotes';
import { SpotlightScreen } from './features/spotlight/components/spotlight-screen';
import { FavoritesScreen } from './features/favorites/components/favorites-screen';
import { RandomizerScreen } from './features/randomizer/components/randomizer-screen';

// One screen per prefix declared in src/route-prefixes.json; the shell mounts each inside its one router and providers.
export const routes = remoteRoutes(remotePaths.mfe_spotlight, {
  spotlight: SpotlightScreen,
  favorites: FavoritesScreen,
  randomizer: RandomizerScreen,
});
