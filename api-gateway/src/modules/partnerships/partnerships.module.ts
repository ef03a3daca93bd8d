import type { Router } from 'express';
import type { Db } from '../../db/database';
import type { LiveEvents } from '../live/live-events';
import type { NotificationsService } from '../notifications/notifications.service';
import { PartnershipsRepository } from './partnerships.repository';
import { createPartnershipsRouter } from './partnerships.router';
import { PartnershipsService } from './partnerships.service';

export interface PartnershipsModule {
  /** The live partner and their tier (sessions, billing, user stats), deletion's detach, tier-change news. */
  service: PartnershipsService;
  router: Router;
}

export function createPartnershipsModule(deps: {
  db: Db;
  now: () => Date;
  /** The origin invite links point at (PUBLIC_URL). */
  publicUrl: string;
  notifications: NotificationsService;
  live: LiveEvents;
}): PartnershipsModule {
  const { now } = deps;
  const service = new PartnershipsService(
    new PartnershipsRepository(deps.db, now),
    now,
    { notifications: deps.notifications, live: deps.live },
    deps.publicUrl,
  );
  return { service, router: createPartnershipsRouter(service) };
}
