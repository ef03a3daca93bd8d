import type { Router } from 'express';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { UsersService } from '../users/users.service';
import { RestaurantCacheRepository } from './restaurant-cache.repository';
import { RestaurantFinder } from './restaurant-finder';
import { createRestaurantsRouter } from './restaurants.router';
import { RestaurantsService, type CardDescriptions } from './restaurants.service';
import type { GeocodingProvider } from '../geocoding/geocoding-provider';
import { restaurantAvailability } from './restaurant-availability';
import { createRestaurantSources } from './sources/create-restaurant-source';
import type { LiveSourceHealth } from './sources/live-source-guard';
import type { RestaurantSource } from './sources/restaurant-source';

export interface RestaurantsModule {
  /** Places near a point or by id, through the cache: what sessions, spotlight, AI and the randomizer use. */
  finder: RestaurantFinder;
  /** /api/restaurants/* (a place, its photo) and the cache refresh. */
  router: Router;
  /** A place as GET /api/restaurants/:id answers it, when at hand (the swipe room's page), and a place's photo (a shared result's preview). */
  service: Pick<RestaurantsService, 'describedRestaurant' | 'photo'>;
  /** For /api/health: the source asked first, and the live one's state (null when the catalog is the only source). */
  health: () => RestaurantSourcesHealth;
}

export interface RestaurantSourcesHealth {
  source: RestaurantSource['kind'];
  live: LiveSourceHealth | null;
  fallback: 'catalog' | null;
}

export function createRestaurantsModule(deps: {
  config: AppConfig;
  db: Db;
  now: () => Date;
  logger: Logger;
  users: Pick<UsersService, 'account'>;
  geocoding: GeocodingProvider;
  /** The AI layer's card descriptions (generated and cached when missing, or only read). */
  descriptions: CardDescriptions;
  /** Test seam, asked alone (no catalog stand-in); by default from config: Google Places or Overpass with the catalog behind, or the catalog. */
  source?: RestaurantSource | undefined;
}): RestaurantsModule {
  const { config, now, logger } = deps;
  const { mode, googlePlacesApiKey, overpassUrl, timeoutMs, userAgent, cacheTtlMs } = config.restaurants;
  const sources = deps.source
    ? { primary: deps.source, catalog: undefined, live: null }
    : createRestaurantSources({
        mode,
        timeoutMs,
        userAgent,
        ...(googlePlacesApiKey ? { googlePlacesApiKey } : {}),
        ...(overpassUrl ? { overpassUrl } : {}),
      });
  const cache = new RestaurantCacheRepository(deps.db);
  const finder = new RestaurantFinder(cache, sources.primary, now, cacheTtlMs, sources.catalog);
  const service = new RestaurantsService(finder, cache, sources.primary, deps.users, now, logger, deps.descriptions);
  const availability = (query: Parameters<typeof restaurantAvailability>[1]) =>
    restaurantAvailability({ finder, geocoding: deps.geocoding }, query);
  return {
    finder,
    router: createRestaurantsRouter(service, availability),
    service,
    health: () => ({ source: sources.primary.kind, live: sources.live?.health() ?? null, fallback: sources.live ? 'catalog' : null }),
  };
}
