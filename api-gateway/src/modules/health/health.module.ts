import type { Router } from 'express';
import type { Database } from '../../db/database';
import type { RestaurantSourcesHealth } from '../restaurants/restaurants.module';
import { createHealthRouter } from './health.router';

export interface HealthModule {
  /** /api/health (liveness, and where restaurants come from) and /api/ready (the database, and Redis when configured). */
  router: Router;
}

/** `redisUp`: with Redis configured, whether this instance is connected to it (readiness reports it). */
export function createHealthModule(deps: {
  database: Database;
  redisUp?: (() => boolean) | undefined;
  restaurants: () => RestaurantSourcesHealth;
}): HealthModule {
  return { router: createHealthRouter(deps) };
}
