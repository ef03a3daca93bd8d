import { Router } from 'express';
import type { Database } from '../../db/database';

/**
 * Liveness never touches the database (a slow DB must not get the process restarted); readiness does.
 * With Redis configured, readiness also says whether this instance is connected to it ('up'/'down'), but
 * stays 200 without it: the HTTP flow works on PostgreSQL alone (rate limits count locally, live events
 * reach this instance's sockets), so taking the instance out of rotation would only make things worse.
 */
export function createHealthRouter(database: Database, redisUp?: () => boolean): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
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
