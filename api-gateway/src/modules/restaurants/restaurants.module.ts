import type { Router } from 'express';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { UsersService } from '../users/users.service';
import { RestaurantCacheRepository } from './restaurant-cache.repository';
import { RestaurantFinder } from './restaurant-finder';
import { createRestaurantsRouter } from './restaurants.router';
import { RestaurantsService, type CardDescriptions } from './restaurants.service';
import { createRestaurantSource } from './sources/create-restaurant-source';
import type { RestaurantSource } from './sources/restaurant-source';

export interface RestaurantsModule {
  /** Places near a point or by id, through the cache: what sessions, spotlight, AI and the randomizer use. */
  finder: RestaurantFinder;
  /** /api/restaurants/* (a place, its photo) and the cache refresh. */
  router: Router;
  /** A place as GET /api/restaurants/:id answers it, when that answer is at hand (the swipe room's page). */
  service: Pick<RestaurantsService, 'describedRestaurant'>;
}

export function createRestaurantsModule(deps: {
  config: AppConfig;
  db: Db;
  now: () => Date;
  logger: Logger;
  users: Pick<UsersService, 'account'>;
  /** The AI layer's card descriptions (generated and cached when missing, or only read). */
  descriptions: CardDescriptions;
  /** Test seam; by default from config: Google Places, Overpass or the bundled catalog. */
  source?: RestaurantSource | undefined;
}): RestaurantsModule {
  const { config, now, logger } = deps;
  const source =
    deps.source ??
    createRestaurantSource({
      ...(config.restaurants.googlePlacesApiKey ? { googlePlacesApiKey: config.restaurants.googlePlacesApiKey } : {}),
      ...(config.restaurants.overpassUrl ? { overpassUrl: config.restaurants.overpassUrl } : {}),
    });
  const cache = new RestaurantCacheRepository(deps.db);
  const finder = new RestaurantFinder(cache, source, now, config.restaurants.cacheTtlMs);
  const service = new RestaurantsService(finder, cache, source, deps.users, now, logger, deps.descriptions);
  return { finder, router: createRestaurantsRouter(service), service };
}
