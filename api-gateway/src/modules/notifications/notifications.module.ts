import type { Router } from 'express';
import type { Db } from '../../db/database';
import { NotificationsRepository } from './notifications.repository';
import { createNotificationsRouter } from './notifications.router';
import { NotificationsService } from './notifications.service';
import type { PushNotifier } from './push-notifier';

export interface NotificationsModule {
  /** Stores notifications in the caller's transaction and pushes them to devices after its commit. */
  service: NotificationsService;
  router: Router;
}

export function createNotificationsModule(deps: { db: Db; push: PushNotifier }): NotificationsModule {
  const service = new NotificationsService(new NotificationsRepository(deps.db), deps.push);
  return { service, router: createNotificationsRouter(service) };
}
