import type { Router } from 'express';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { ResolveHost } from './push-endpoint';
import { PushRepository } from './push.repository';
import { createPushRouter } from './push.router';
import { PushService } from './push.service';

export interface PushModule {
  /** Web Push: the notifications module's `PushNotifier`, and a signed-out device's subscription cleanup. */
  service: PushService;
  router: Router;
}

export function createPushModule(deps: {
  config: AppConfig;
  db: Db;
  logger: Logger;
  /** DNS for the endpoint checks (tests answer names that rebind); default: the system resolver. */
  resolve?: ResolveHost | undefined;
}): PushModule {
  const { config, logger } = deps;
  const service = new PushService({
    repository: new PushRepository(deps.db),
    config: config.push,
    logger,
    ...(deps.resolve ? { resolve: deps.resolve } : {}),
  });
  // The first instance to start makes the VAPID key pair when none is configured (the others read it).
  service.vapidKeys().catch((error: unknown) => logger.warn({ err: error }, 'VAPID keys not ready yet'));
  return { service, router: createPushRouter(service) };
}
