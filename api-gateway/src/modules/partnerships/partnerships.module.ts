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
  /** Where invite links point (see linkOrigin). */
  links: { publicUrl: string; hasExplicitPublicUrl: boolean };
  notifications: NotificationsService;
  live: LiveEvents;
}): PartnershipsModule {
  const { now } = deps;
  const service = new PartnershipsService(new PartnershipsRepository(deps.db, now), now, {
    notifications: deps.notifications,
    live: deps.live,
  });
  return { service, router: createPartnershipsRouter(service, deps.links) };
}
