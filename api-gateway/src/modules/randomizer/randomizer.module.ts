import type { Router } from 'express';
import type { GeocodingProvider } from '../geocoding/geocoding-provider';
import type { RestaurantFinder } from '../restaurants/restaurant-finder';
import { createRandomizerRouter } from './randomizer.router';
import { RandomizerService } from './randomizer.service';

export interface RandomizerModule {
  /** POST /api/restaurants/random: mounted before the restaurants router's /restaurants/:id. */
  router: Router;
}

export function createRandomizerModule(deps: {
  geocoding: GeocodingProvider;
  finder: Pick<RestaurantFinder, 'search' | 'nearestCoveredArea'>;
}): RandomizerModule {
  return { router: createRandomizerRouter(new RandomizerService(deps.geocoding, deps.finder)) };
}
