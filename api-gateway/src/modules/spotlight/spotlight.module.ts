import type { Router } from 'express';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { FavoritesService } from '../favorites/favorites.service';
import type { RestaurantFinder } from '../restaurants/restaurant-finder';
import type { SessionReads } from '../sessions/session-reads';
import type { UsersService } from '../users/users.service';
import type { DescribeForDiscover } from './describe-place';
import { SpotlightRepository } from './spotlight.repository';
import { createSpotlightRouter } from './spotlight.router';
import { SpotlightService } from './spotlight.service';

export interface SpotlightModule {
  /** /api/spotlight/*: the To Go and Visited lists, and Discover. */
  router: Router;
}

export function createSpotlightModule(deps: {
  db: Db;
  now: () => Date;
  logger: Logger;
  favorites: Pick<FavoritesService, 'restaurantIdsOf'>;
  sessions: Pick<SessionReads, 'swipedPlaceIds'>;
  users: Pick<UsersService, 'account'>;
  finder: RestaurantFinder;
  /** Discover's own AI task: what the place is and why it fits this user's preferences. */
  describe: DescribeForDiscover;
}): SpotlightModule {
  const service = new SpotlightService({
    spotlight: new SpotlightRepository(deps.db),
    favorites: deps.favorites,
    sessions: deps.sessions,
    users: deps.users,
    finder: deps.finder,
    describe: deps.describe,
    now: deps.now,
    logger: deps.logger,
  });
  return { router: createSpotlightRouter(service) };
}
