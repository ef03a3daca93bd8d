import { Router } from 'express';
import { z } from 'zod';
import { BadRequestError } from '../../errors';
import { currentUserId, requireUser } from '../../middleware/require-user';
import type { NotificationsService } from './notifications.service';

const notificationIdSchema = z.uuid();

/** The shell's bell: list (polled every 30 s), mark one read, mark all read. Always the signed-in user's own. */
export function createNotificationsRouter(notifications: NotificationsService): Router {
  const router = Router();

  router.get('/notifications', requireUser, async (req, res) => {
    res.json(await notifications.list(currentUserId(req)));
  });

  router.patch('/notifications/read-all', requireUser, async (req, res) => {
    res.json(await notifications.markAllRead(currentUserId(req)));
  });

  router.patch('/notifications/:id/read', requireUser, async (req, res) => {
    const parsed = notificationIdSchema.safeParse(req.params.id);
    if (!parsed.success) throw new BadRequestError('Invalid notification id');
    res.json(await notifications.markRead(currentUserId(req), parsed.data.toLowerCase()));
  });

  return router;
}
