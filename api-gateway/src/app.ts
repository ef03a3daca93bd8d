import { greetingName, isPremium } from '@forkcast/contracts';
import express, { type Express, type RequestHandler } from 'express';
import compression from 'compression';
import type Redis from 'ioredis';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { NotFoundError } from './errors';
import type { Logger } from './logger';
import { errorHandler } from './middleware/error-handler';
import { createAbuseLimits } from './middleware/abuse-limits';
import { createRateLimiterFactory } from './middleware/rate-limit';
import { requireStorableText } from './middleware/storable-text';
import { createRequestLogger } from './middleware/request-logger';
import { requireUser } from './middleware/require-user';
import { createRequestGuards } from './middleware/request-guards';
import { createSecurityHeaders } from './middleware/security-headers';
import { AdminRepository } from './modules/admin/admin.repository';
import { createAdminRouter } from './modules/admin/admin.router';
import { AdminService } from './modules/admin/admin.service';
import { AiApiService } from './modules/ai/ai-api.service';
import { AiCacheRepository } from './modules/ai/ai-cache.repository';
import { createAiRouter } from './modules/ai/ai.router';
import { AiService } from './modules/ai/ai.service';
import { createAiProvider } from './modules/ai/create-ai-provider';
import { createAuthRouter } from './modules/auth/auth.router';
import { createBilling } from './modules/billing/create-billing';
import { createGoogleOidc, type GoogleOidc } from './modules/auth/google-oidc';
import { OtpRepository } from './modules/auth/otp.repository';
import { OtpService } from './modules/auth/otp.service';
import { SignInService } from './modules/auth/sign-in.service';
import { createGeocodingRouter } from './modules/geocoding/geocoding.router';
import type { GeocodingProvider } from './modules/geocoding/geocoding-provider';
import { OfflineZipProvider } from './modules/geocoding/offline-zip-provider';
import { createHealthRouter } from './modules/health/health.router';
import { createMailer } from './modules/mail/create-mailer';
import { createDevOutboxRouter } from './modules/mail/dev-outbox.router';
import { DevOutboxRepository } from './modules/mail/dev-outbox.repository';
import { DevOutboxService } from './modules/mail/dev-outbox.service';
import type { Mailer } from './modules/mail/mailer';
import { createStaticRouter } from './modules/static/static.router';
import { LiveChannel } from './modules/live/live-channel';
import { fanOutLiveEvents, type LiveEvents } from './modules/live/live-events';
import { NotificationsRepository } from './modules/notifications/notifications.repository';
import { createNotificationsRouter } from './modules/notifications/notifications.router';
import { NotificationsService } from './modules/notifications/notifications.service';
import { PushRepository } from './modules/push/push.repository';
import { createPushRouter } from './modules/push/push.router';
import { PushService } from './modules/push/push.service';
import type { ResolveHost } from './modules/push/push-endpoint';
import { PartnershipsRepository } from './modules/partnerships/partnerships.repository';
import { createPartnershipsRouter } from './modules/partnerships/partnerships.router';
import { PartnershipsService } from './modules/partnerships/partnerships.service';
import { RestaurantCacheRepository } from './modules/restaurants/restaurant-cache.repository';
import { createRestaurantsRouter } from './modules/restaurants/restaurants.router';
import { RestaurantsService } from './modules/restaurants/restaurants.service';
import { RestaurantFinder } from './modules/restaurants/restaurant-finder';
import { createRestaurantSource } from './modules/restaurants/sources/create-restaurant-source';
import { FavoritesRepository } from './modules/favorites/favorites.repository';
import { createFavoritesRouter } from './modules/favorites/favorites.router';
import { FavoritesService } from './modules/favorites/favorites.service';
import { createRandomizerRouter } from './modules/randomizer/randomizer.router';
import { RandomizerService } from './modules/randomizer/randomizer.service';
import { SpotlightRepository } from './modules/spotlight/spotlight.repository';
import { createSpotlightRouter } from './modules/spotlight/spotlight.router';
import { SpotlightService } from './modules/spotlight/spotlight.service';
import type { RestaurantSource } from './modules/restaurants/sources/restaurant-source';
import { SessionsRepository } from './modules/sessions/sessions.repository';
import { createSessionsRouter, swipeHandler } from './modules/sessions/sessions.router';
import { SessionsService } from './modules/sessions/sessions.service';
import { SwipeRepository } from './modules/sessions/swipe.repository';
import { SwipeService } from './modules/sessions/swipe.service';
import { AccountDeletion } from './modules/users/account-deletion';
import { EmailChangeRepository } from './modules/users/email-change.repository';
import { EmailChangeService } from './modules/users/email-change.service';
import { UserStatsProvider } from './modules/users/user-stats';
import type { UserStats } from './modules/users/user-view';
import { UsersRepository } from './modules/users/users.repository';
import { UsersService } from './modules/users/users.service';
import { createUsersRouter } from './modules/users/users.router';
import { DatabaseSessionStore } from './session/database-session-store';
import * as tables from './db/schema';
import { createHotSessionReader } from './session/hot-session';
import { createSessionMiddleware, sessionCookieName } from './session/session-middleware';
import { withSessionLifetime } from './session/session-lifetime';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  logger: Logger;
  /** Shared Redis connection (rate-limit counters); absent means in-memory counters. */
  redis?: Redis;
  /** Injected clock, so tests can move time (code expiry). */
  now?: () => Date;
  /** Test seams; real ones are built from config when absent. */
  mailer?: Mailer;
  geocoding?: GeocodingProvider;
  google?: GoogleOidc;
  /** Restaurant data; default from config (Google Places, Overpass or the bundled catalog). */
  restaurantSource?: RestaurantSource;
  /** Receives every live event in addition to the socket channel (tests record emissions with it). */
  liveEvents?: LiveEvents;
  /** DNS for push endpoint checks (tests answer names that rebind); default: the system resolver. */
  pushResolve?: ResolveHost;
}

export interface ForkcastApp {
  app: Express;
  /** For the /ws upgrade later: the same cookie session the HTTP routes see. */
  sessionMiddleware: RequestHandler;
  /** The socket.io channel at /ws; server.ts attaches it to the HTTP server and closes it on shutdown. */
  live: LiveChannel;
  /** DELETE /api/users/:id's registry of per-feature cleanups (tests check every user table is covered). */
  accountDeletion: AccountDeletion;
  /** Web Push: tests wait on `push.idle()` for the sends a request enqueued. */
  push: PushService;
  /** Stops timers owned by the app (the database and Redis are closed by their owner). */
  close(): void;
}

export function createApp(deps: AppDeps): ForkcastApp {
  const { config, database, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const db = database.db;

  // Repositories and services: plain objects wired once here.
  const usersRepository = new UsersRepository(db, now);
  const outbox = new DevOutboxRepository(db);
  const mailer = deps.mailer ?? createMailer(config, outbox, logger);
  const push = new PushService({
    repository: new PushRepository(db),
    config: config.push,
    logger,
    ...(deps.pushResolve ? { resolve: deps.pushResolve } : {}),
  });
  // The first instance to start makes the VAPID key pair when none is configured (the others read it).
  push.vapidKeys().catch((error: unknown) => logger.warn({ err: error }, 'VAPID keys not ready yet'));
  const notifications = new NotificationsService(new NotificationsRepository(db), push);
  const sessionStore = new DatabaseSessionStore(db, { now, ...(deps.redis ? { redis: deps.redis } : {}) });
  // Assigned below, once the live channel exists: an e-mail change closes the other sessions' sockets.
  let closeLiveSession: (sessionId: string) => void = () => {};
  const emailChange = new EmailChangeService({
    changes: new EmailChangeRepository(db),
    users: usersRepository,
    mailer,
    secret: config.sessionSecret,
    now,
    ttlMs: config.otpTtlMs,
    signOutOtherSessions: async (userId, keepSessionId) => {
      for (const sid of await sessionStore.destroyOthersForUser(userId, keepSessionId)) closeLiveSession(sid);
    },
  });
  // The counters come from sessions and partnerships, whose services need this one: the provider is
  // created below and only called per request.
  const users = new UsersService(usersRepository, emailChange, { of: (userId): Promise<UserStats> => userStats.of(userId) });
  const otpRepository = new OtpRepository(db);
  const otp = new OtpService(otpRepository, mailer, config.sessionSecret, now, config.otpTtlMs);
  const signIn = new SignInService(users, config.adminEmails, now);
  const google =
    deps.google ??
    (config.google &&
      createGoogleOidc({ ...config.google, redirectUri: `${config.publicUrl}/api/auth/google/callback` }));
  const sessionMiddleware = withSessionLifetime(createSessionMiddleware(config, sessionStore), {
    maxLifetimeMs: config.session.maxLifetimeMs,
    now,
  });

  const restaurantSource =
    deps.restaurantSource ??
    createRestaurantSource({
      ...(config.restaurants.googlePlacesApiKey ? { googlePlacesApiKey: config.restaurants.googlePlacesApiKey } : {}),
      ...(config.restaurants.overpassUrl ? { overpassUrl: config.restaurants.overpassUrl } : {}),
    });
  const restaurantCache = new RestaurantCacheRepository(db);
  const restaurantFinder = new RestaurantFinder(restaurantCache, restaurantSource, now, config.restaurants.cacheTtlMs);
  const ai = new AiService(new AiCacheRepository(db), createAiProvider(config), logger, now);
  const live = new LiveChannel({
    config,
    sessionMiddleware,
    membersOf: (sessionId): Promise<string[]> => sessions.memberIds(sessionId),
    logger,
  });
  closeLiveSession = (sessionId) => live.endHttpSession(sessionId);
  const liveEvents = deps.liveEvents ? fanOutLiveEvents(live, deps.liveEvents) : live;
  const partnerships = new PartnershipsService(new PartnershipsRepository(db, now), now, { notifications, live: liveEvents }, config.publicUrl);
  const sessions = new SessionsService(new SessionsRepository(db), users, partnerships, restaurantFinder, now, ai, liveEvents, notifications);
  const userStats = new UserStatsProvider(sessions, partnerships);
  const geocoding = deps.geocoding ?? new OfflineZipProvider();
  const favorites = new FavoritesService(new FavoritesRepository(db));
  const swipes = new SwipeService(new SwipeRepository(db), notifications, liveEvents, now, logger, favorites);
  const spotlight = new SpotlightService({
    spotlight: new SpotlightRepository(db),
    favorites,
    sessions,
    users,
    finder: restaurantFinder,
    // Discover's own AI task: what the place is and why it fits this user's preferences.
    describe: (places, preferences) => ai.discoverDescriptions(places, preferences),
    now,
    logger,
  });

  // Account deletion: every feature that keeps rows of a user registers their cleanup here (one
  // transaction, in this order; tests/account-deletion.test.ts fails for a user table nobody covers).
  const accountDeletion = new AccountDeletion(usersRepository)
    // First, before any row goes: a running web subscription is cancelled with its provider (Stripe); if
    // that fails the deletion is refused with a 503 and rolls back. (`billing` is created further down;
    // this runs only when an account is deleted.)
    .register('billing provider', [], (tx, account) => billing.cancelForAccountDeletion(account.id, tx))
    .register('partnerships', [tables.partnerships, tables.partnerInvites], (tx, account) => partnerships.detachUser(tx, account.id))
    .register('sessions', [tables.swipeSessions, tables.swipeSessionMembers, tables.swipes], (tx, account) =>
      sessions.detachUser(tx, account.id),
    )
    .registerOwnedRows('e-mail changes', tables.emailChanges.userId)
    .registerOwnedRows('notifications', tables.notifications.userId)
    .registerOwnedRows('push subscriptions', tables.pushSubscriptions.userId)
    .registerOwnedRows('push settings', tables.pushSettings.userId)
    .registerOwnedRows('favorites', tables.favorites.userId)
    .registerOwnedRows('spotlight', tables.spotlightEntries.userId)
    // Billing rows go with the account (the provider subscription was cancelled first, above).
    .registerOwnedRows('billing', tables.subscriptions.userId)
    .registerOwnedRows('billing checkout tokens', tables.devBillingTokens.userId)
    .register('sign-in codes', [tables.otpCodes], (tx, account) => otpRepository.deleteForEmail(tx, account.email))
    .register('dev outbox', [tables.devOutbox], (tx, account) => outbox.deleteForRecipient(tx, account.email))
    .register('cookie sessions', [tables.httpSessions], (tx, account) => sessionStore.destroyAllForUser(tx, account.id));

  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-* (client IP for rate limits, https for Secure cookies) only from the proxies in TRUST_PROXY.
  app.set('trust proxy', config.trustProxy.length > 0 ? [...config.trustProxy] : false);

  const requestLogger = createRequestLogger(logger);
  const securityHeaders = createSecurityHeaders(config);
  // What every /api call passes before its session is read, in this order (the hot route below too).
  const apiEntry = [createRequestGuards(config.publicUrl), express.json({ limit: '100kb' }), requireStorableText];
  const rateLimiter = createRateLimiterFactory(deps.redis, logger);
  const abuseLimits = createAbuseLimits(config, rateLimiter, async (userId) => (await users.account(userId))?.email);

  // The hot route: a swipe is sent for every card. It passes every middleware that can apply to
  // it, in the general order (request logger, security headers, apiEntry, abuse limits, requireUser) and the
  // sessions router's own handler, behind a read-only session read (hot-session.ts). What it skips: the
  // routers for other paths matched in turn, compression (its answer is a few hundred bytes) and the
  // session's write-back (the rolling cookie). A request the session reader cannot decide alone continues
  // down the general stack below, unchanged. Why and the figures: docs/decisions/hot-swipe-route.md.
  const hotRoutes = express.Router();
  hotRoutes.post(
    '/sessions/:id/swipe',
    createHotSessionReader({
      cookieName: sessionCookieName(config.isHttps),
      secret: config.sessionSecret,
      store: sessionStore,
      maxLifetimeMs: config.session.maxLifetimeMs,
      now,
    }),
    requestLogger,
    securityHeaders,
    ...apiEntry,
    abuseLimits,
    requireUser,
    swipeHandler(swipes),
  );
  app.use('/api', hotRoutes);

  app.use(requestLogger);
  app.use(securityHeaders);
  app.use(compression());

  const api = express.Router();
  const billing = createBilling({
    config,
    db,
    users,
    partnerships,
    sessionMiddleware,
    logger,
    now,
    onSubscriptionChanged: (userId) =>
      void partnerships.announceSubscriptionChange(userId).catch((error: unknown) => logger.warn({ err: error }, 'subscription change not announced')),
  });
  // Provider webhooks first: Stripe signs the raw body, and providers are not browsers (no CSRF guard).
  api.use(billing.webhooksRouter);
  api.use(...apiEntry);
  api.use(createHealthRouter(database, deps.redis ? () => deps.redis?.status === 'ready' && live.redisReady() : undefined));
  api.use(sessionMiddleware);
  api.use(abuseLimits);
  api.use(
    createAuthRouter({
      config,
      otp,
      signIn,
      users,
      google,
      rateLimiter,
      logger,
      onSessionEnded: async (sessionId) => {
        live.endHttpSession(sessionId);
        // Sign-out: this device's push subscription goes with its session.
        await push.sessionEnded(sessionId);
      },
      now,
    }),
  );
  api.use(createUsersRouter({ users, accountDeletion, secureCookies: config.isHttps, onAccountDeleted: (id) => live.endAccount(id) }));
  api.use(createGeocodingRouter(geocoding));
  api.use(createPartnershipsRouter(partnerships));
  api.use(createSessionsRouter(sessions, swipes));
  api.use(createAiRouter(new AiApiService(ai, restaurantFinder, sessions, users, now, logger)));
  api.use(createNotificationsRouter(notifications));
  api.use(createPushRouter(push));
  api.use(billing.apiRouter);
  api.use(createAdminRouter(new AdminService(new AdminRepository(db, now), config.adminEmails)));
  api.use(createFavoritesRouter(favorites));
  api.use(createSpotlightRouter(spotlight));
  // Before the restaurants router and its /restaurants/:id (a GET, but keep the literal path first).
  api.use(createRandomizerRouter(new RandomizerService(geocoding, restaurantFinder)));
  api.use(
    createRestaurantsRouter(
      new RestaurantsService(restaurantFinder, restaurantCache, restaurantSource, users, now, logger, (place) => ai.describe(place)),
    ),
  );
  if (!config.isProduction) api.use(createDevOutboxRouter(new DevOutboxService(outbox)));
  api.use((_req, _res, next) => next(new NotFoundError()));
  app.use('/api', api);

  if (billing.devBillingRouter) app.use(billing.devBillingRouter);
  app.use(
    createStaticRouter({
      ...config,
      // The page's user, read exactly as GET /api/auth/user reads it (a session of a deleted account is none).
      pageUser: async (req, res) => {
        await new Promise<void>((resolve, reject) => sessionMiddleware(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
        const userId = req.session?.userId;
        const user = userId ? await users.getById(userId) : undefined;
        if (!user) return null;
        return { json: user, greetingName: greetingName(user), hasPreferences: Boolean(user.preferences), premium: isPremium(user) };
      },
      // GET /swipe's prerendered room: the session the user would resume, and their swipes in it.
      swipeRoom: async (userId) => {
        const session = await sessions.inProgressFor(userId);
        return session ? { session, swipes: await sessions.swipesOf(userId, session.id, userId) } : null;
      },
      // Home's session card, inlined into home's page: the same answer GET …/active gives.
      homeSession: (userId) => sessions.activeFor(userId),
      warn: (message) => logger.warn(message),
    }),
  );
  app.use(errorHandler);

  return {
    app,
    sessionMiddleware,
    live,
    accountDeletion,
    push,
    close: () => {
      sessionStore.close();
      mailer.close?.();
    },
  };
}
