import { Router, type RequestHandler } from 'express';
import type { ActiveSession, Session, Swipe } from '@forkcast/contracts';
import { nextUnswipedCard } from '@forkcast/contracts/domain';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { linkOrigin } from '../../request-origin';
import type { RestaurantsService } from '../restaurants/restaurants.service';
import type { SharesService } from '../shares/shares.service';
import type { UsersService } from '../users/users.service';
import { createPagesRouter } from './pages.router';
import { createSharedResultPhotoRouter } from './shared-result-photo.router';
import { WARM_UP_ROOM, WARM_UP_USER } from './warm-up';

export interface PagesModule {
  /** Every page navigation, rendered on the server (pages.router.ts); anything else outside /api is a 404. */
  router: Router;
}

export function createPagesModule(deps: {
  config: AppConfig;
  /** The cookie session the API reads, run on page requests only. */
  sessionMiddleware: RequestHandler;
  users: Pick<UsersService, 'getById'>;
  /** The session reads the pages make, as the sessions module answers them to the API. */
  sessions: {
    inProgressFor(userId: string): Promise<Session | null>;
    swipesOf(viewerId: string, sessionId: string, ownerId: string): Promise<Swipe[]>;
    activeFor(userId: string): Promise<ActiveSession | null>;
  };
  restaurants: Pick<RestaurantsService, 'describedRestaurant' | 'photo'>;
  /** What a session's public result link shows (/r/<token>). */
  shares: Pick<SharesService, 'result'>;
  logger: Logger;
}): PagesModule {
  const { config, sessionMiddleware, users, sessions, restaurants, shares, logger } = deps;
  const pages = createPagesRouter({
    ...config,
    // The page's user, read exactly as GET /api/auth/user reads it (a session of a deleted account is none).
    pageUser: async (req, res) => {
      await new Promise<void>((resolve, reject) => sessionMiddleware(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
      const userId = req.session?.userId;
      return (userId ? await users.getById(userId) : undefined) ?? null;
    },
    // GET /swipe's room: the session the user would resume, their swipes in it, and the next card's details
    // when its description is already written.
    swipeRoom: async (userId) => {
      const session = await sessions.inProgressFor(userId);
      if (!session) return null;
      const swipes = await sessions.swipesOf(userId, session.id, userId);
      const next = nextUnswipedCard(session.restaurants, swipes);
      const card = next ? await restaurants.describedRestaurant(userId, next.placeId).catch(() => null) : null;
      return { session, swipes, ...(card ? { card } : {}) };
    },
    // Home's session card: the same answer GET …/active gives.
    homeSession: (userId) => sessions.activeFor(userId),
    // /r/<token>: what a session's public link shows, its links pointing where the app is served.
    sharedResult: (token) => shares.result(token),
    linkOrigin: (req) => linkOrigin(req, config),
    // Nobody has a session, so the warm-up's room read stops at the first query: this is the rest of the
    // database's part. Never the next card's details: that asks the restaurant source (Google Places, live
    // OpenStreetMap), and a start must not make outside calls, billed ones least of all.
    warmRoomReads: () => Promise.allSettled([sessions.swipesOf(WARM_UP_USER.id, WARM_UP_ROOM.session.id, WARM_UP_USER.id)]),
    warn: (message) => logger.warn(message),
  });
  // The server builds load now, not on the first page a visitor asks for after a start.
  void pages.warm();
  // A shared result's photo first: the page fallback must not answer it.
  const router = Router();
  router.use(createSharedResultPhotoRouter({ shares, restaurants }));
  router.use(pages.router);
  return { router };
}
