import { Router } from 'express';
import { currentUserId, requireUser } from '../../middleware/require-user';
import type { AdminService } from './admin.service';

/** GET /api/admin/users (spec §7): 401 signed out, 403 for anyone but an admin. */
export function createAdminRouter(admin: AdminService): Router {
  const router = Router();

  router.get('/admin/users', requireUser, async (req, res) => {
    await admin.assertAdmin(currentUserId(req));
    // Private and changing: never cached by a browser or a proxy.
    res.set('Cache-Control', 'no-store');
    res.json(await admin.listUsers());
  });

  return router;
}
