import type { Router } from 'express';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { SessionReads } from '../sessions/session-reads';
import { SharesRepository } from './shares.repository';
import { createSharesRouter } from './shares.router';
import { SharesService } from './shares.service';

export interface SharesModule {
  /** What a link shows, for the public result page (the pages module renders it). */
  service: SharesService;
  /** POST /api/sessions/:id/share. */
  router: Router;
}

export function createSharesModule(deps: {
  config: AppConfig;
  db: Db;
  sessions: Pick<SessionReads, 'memberSession' | 'memberProfiles' | 'deck' | 'recordedSwipes' | 'findById'>;
}): SharesModule {
  const service = new SharesService(new SharesRepository(deps.db), deps.sessions);
  return { service, router: createSharesRouter(service, deps.config) };
}
