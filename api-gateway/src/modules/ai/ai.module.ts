import type { Router } from 'express';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { RestaurantFinder } from '../restaurants/restaurant-finder';
import type { SessionReads } from '../sessions/session-reads';
import type { UsersService } from '../users/users.service';
import { AiApiService } from './ai-api.service';
import { AiCacheRepository } from './ai-cache.repository';
import { createAiRouter } from './ai.router';
import { AiService } from './ai.service';
import { createAiProvider } from './create-ai-provider';

export interface AiModule {
  /** The AI layer (provider + cache): card descriptions, the deck's descriptions, Discover's texts. */
  service: AiService;
  /**
   * The /api AI routes (insights, session summaries). They read sessions, and sessions read this module's
   * deck descriptions, so app.ts builds them once the sessions module exists.
   */
  createRouter(deps: {
    finder: RestaurantFinder;
    sessions: Pick<SessionReads, 'memberSession' | 'memberProfiles' | 'deck' | 'recordedSwipes'>;
    users: Pick<UsersService, 'account'>;
  }): Router;
}

export function createAiModule(deps: { config: AppConfig; db: Db; logger: Logger; now: () => Date }): AiModule {
  const { logger, now } = deps;
  const service = new AiService(new AiCacheRepository(deps.db), createAiProvider(deps.config), logger, now);
  return {
    service,
    createRouter: ({ finder, sessions, users }) => createAiRouter(new AiApiService(service, finder, sessions, users, now, logger)),
  };
}
