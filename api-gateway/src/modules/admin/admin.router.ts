import { Router } from 'express';
import { adminUserIdSchema, adminUsersQuerySchema } from '@forkcast/contracts';
import { currentUserId, requireUser } from '../../middleware/require-user';
import type { AdminService } from './admin.service';

/**
 * GET /api/admin/users?page&pageSize&sort&order&q&plan&provider (docs/product.md › API; plan and provider are optional filters): one page of users plus the platform totals;
 * 401 signed out, 403 for anyone but an admin (checked before the query is read), 400 for a bad query.
 */
export function createAdminRouter(admin: AdminService): Router {
  const router = Router();

  router.get('/admin/users', requireUser, async (req, res) => {
    await admin.assertAdmin(currentUserId(req));
    // Private and changing: never cached by a browser or a proxy.
    res.set('Cache-Control', 'no-store');
    res.json(await admin.listUsers(adminUsersQuerySchema.parse(req.query)));
  });

  /** GET /api/admin/users/:id: one user's detail view; 401, 403 as above, 400 for a malformed id, 404 for none. */
  router.get('/admin/users/:id', requireUser, async (req, res) => {
    await admin.assertAdmin(currentUserId(req));
    res.set('Cache-Control', 'no-store');
    res.json(await admin.userDetail(adminUserIdSchema.parse(req.params).id));
  });

  return router;
}
