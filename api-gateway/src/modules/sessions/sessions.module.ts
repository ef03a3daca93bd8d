import type { Router } from 'express';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { SoloLikeSaver } from '../favorites/favorites.service';
import type { LiveEvents } from '../live/live-events';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PartnershipsService } from '../partnerships/partnerships.service';
import type { RestaurantFinder } from '../restaurants/restaurant-finder';
import type { UsersService } from '../users/users.service';
import { SessionsRepository } from './sessions.repository';
import { createSessionsRouter } from './sessions.router';
import { SessionCommands, type DeckDescriptions } from './session-commands';
import { SessionQueries } from './session-queries';
import { createSessionReads, type SessionReads } from './session-reads';
import { SwipeRepository } from './swipe.repository';
import { SwipeService } from './swipe.service';

export interface SessionsModule {
  /** Sessions, decks and members for the other modules (AI, spotlight, user stats, the live channel, pages). */
  service: SessionReads;
  /** /api/sessions/*, swipes included. */
  router: Router;
}

export function createSessionsModule(deps: {
  db: Db;
  now: () => Date;
  logger: Logger;
  users: Pick<UsersService, 'account'>;
  partnerships: Pick<PartnershipsService, 'findLive' | 'partnerTiers'>;
  finder: RestaurantFinder;
  /** The AI layer's deck descriptions (cached ones in the deck, the rest warmed). */
  descriptions: DeckDescriptions;
  live: LiveEvents;
  notifications: NotificationsService;
  /** A solo session's like is saved as a favourite, in the swipe's transaction. */
  favorites: SoloLikeSaver;
}): SessionsModule {
  const { db, now, live, notifications } = deps;
  const repository = new SessionsRepository(db);
  const queries = new SessionQueries(repository, now);
  const swipes = new SwipeService(new SwipeRepository(db), notifications, live, now, deps.logger, deps.favorites);
  const commands = new SessionCommands(
    repository,
    queries,
    deps.users,
    deps.partnerships,
    deps.finder,
    now,
    deps.descriptions,
    live,
    notifications,
    swipes,
  );
  return {
    service: createSessionReads(queries, repository, now),
    router: createSessionsRouter({ commands, queries, swipes }),
  };
}
