import { Router } from 'express';
import type { Database } from '../../db/database';
import type { RestaurantSourcesHealth } from '../restaurants/restaurants.module';

/**
 * Liveness never touches the database (a slow DB must not get the process restarted); readiness does.
 * With Redis configured, readiness also says whether this instance is connected to it ('up'/'down'), but
 * stays 200 without it: the HTTP flow works on PostgreSQL alone (rate limits count locally, live events
 * reach this instance's sockets), so taking the instance out of rotation would only make things worse.
 */
export function createHealthRouter({
  database,
  redisUp,
  restaurants,
}: {
  database: Database;
  redisUp?: (() => boolean) | undefined;
  restaurants: () => RestaurantSourcesHealth;
}): Router {
  const router = Router();
  // Where restaurants come from, read from memory (the live source's last answer), never asked here: a
  // liveness probe must not call a public service. `live.state` is 'untried' until the first search.
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok', restaurants: restaurants() });
  });
  router.get('/ready', async (req, res) => {
    const redis = redisUp ? { redis: redisUp() ? 'up' : 'down' } : {};
    try {
      await database.ping();
      res.json({ status: 'ready', database: database.engine, ...redis });
    } catch (error) {
      req.log?.warn({ err: error }, 'readiness check failed');
      res.status(503).json({ message: 'Database unavailable', ...redis });
    }
  });
  return router;
}
