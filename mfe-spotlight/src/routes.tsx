import { paths } from '@forkcast/api-client';
import type { RemoteRoute } from '@forkcast/api-client/remotes';
import { SpotlightScreen } from './features/spotlight/components/spotlight-screen';
import { FavoritesScreen } from './features/favorites/components/favorites-screen';
import { RandomizerScreen } from './features/randomizer/components/randomizer-screen';

// The shell mounts each component at its path inside its one router and providers.
export const routes: RemoteRoute[] = [
  { path: paths.spotlight, Component: SpotlightScreen },
  { path: paths.favorites, Component: FavoritesScreen },
  { path: paths.randomizer, Component: RandomizerScreen },
];
