import { greetingName, isPremium } from '@forkcast/contracts';
import { nextUnswipedCard } from '@forkcast/contracts/domain';
import type { RequestHandler, Router } from 'express';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import type { RestaurantsService } from '../restaurants/restaurants.service';
import type { SessionsService } from '../sessions/sessions.service';
import type { UsersService } from '../users/users.service';
import { createStaticRouter } from './static.router';

export interface StaticModule {
  /** The shell's pages (prerendered, with the signed-in user inlined), the remotes and the manifest. */
  router: Router;
}

export function createStaticModule(deps: {
  config: AppConfig;
  /** The cookie session the API reads, run on page requests only. */
  sessionMiddleware: RequestHandler;
  users: Pick<UsersService, 'getById'>;
  sessions: Pick<SessionsService, 'inProgressFor' | 'swipesOf' | 'activeFor'>;
  restaurants: Pick<RestaurantsService, 'describedRestaurant'>;
  logger: Logger;
}): StaticModule {
  const { sessionMiddleware, users, sessions, restaurants, logger } = deps;
  return {
    router: createStaticRouter({
      ...deps.config,
      // The page's user, read exactly as GET /api/auth/user reads it (a session of a deleted account is none).
      pageUser: async (req, res) => {
        await new Promise<void>((resolve, reject) => sessionMiddleware(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
        const userId = req.session?.userId;
        const user = userId ? await users.getById(userId) : undefined;
        if (!user) return null;
        return { json: user, greetingName: greetingName(user), hasPreferences: Boolean(user.preferences), premium: isPremium(user) };
      },
      // GET /swipe's prerendered room: the session the user would resume, their swipes in it, and the next
      // card's details when its description is already written.
      swipeRoom: async (userId) => {
        const session = await sessions.inProgressFor(userId);
        if (!session) return null;
        const swipes = await sessions.swipesOf(userId, session.id, userId);
        const next = nextUnswipedCard(session.restaurants, swipes);
        const card = next ? await restaurants.describedRestaurant(userId, next.placeId).catch(() => null) : null;
        return { session, swipes, ...(card ? { card } : {}) };
      },
      // Home's session card, inlined into home's page: the same answer GET …/active gives.
      homeSession: (userId) => sessions.activeFor(userId),
      warn: (message) => logger.warn(message),
    }),
  };
}
