import type { Router } from 'express';
import type { Database } from '../../db/database';
import { createHealthRouter } from './health.router';

export interface HealthModule {
  /** /api/health (liveness) and /api/ready (the database, and Redis when configured). */
  router: Router;
}

/** `redisUp`: with Redis configured, whether this instance is connected to it (readiness reports it). */
export function createHealthModule(deps: { database: Database; redisUp?: (() => boolean) | undefined }): HealthModule {
  return { router: createHealthRouter(deps.database, deps.redisUp) };
}
