import type { Router } from 'express';
import type { Db } from '../../db/database';
import { AdminRepository } from './admin.repository';
import { createAdminRouter } from './admin.router';
import { AdminService } from './admin.service';

export interface AdminModule {
  /** /api/admin/*: the user list and a user's detail, for ADMIN_EMAILS only. */
  router: Router;
}

export function createAdminModule(deps: { db: Db; now: () => Date; adminEmails: ReadonlySet<string> }): AdminModule {
  return { router: createAdminRouter(new AdminService(new AdminRepository(deps.db, deps.now), deps.adminEmails)) };
}
