import { Router } from 'express';
import type { Database } from '../../db/database';

/** Liveness never touches the database (a slow DB must not get the process restarted); readiness does. */
export function createHealthRouter(database: Database): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (req, res) => {
    try {
      await database.ping();
      res.json({ status: 'ready', database: database.engine });
    } catch (error) {
      req.log?.warn({ err: error }, 'readiness check failed');
      res.status(503).json({ message: 'Database unavailable' });
    }
  });
  return router;
}
