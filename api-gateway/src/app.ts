import express, { type Express, type RequestHandler } from 'express';
import compression from 'compression';
import type Redis from 'ioredis';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import * as tables from './db/schema';
import { NotFoundError } from './errors';
import { LatePort } from './late-port';
import type { Logger } from './logger';
import { createAbuseLimits } from './middleware/abuse-limits';
import { errorHandler } from './middleware/error-handler';
import { createRateLimiterFactory } from './middleware/rate-limit';
import { createRequestGuards } from './middleware/request-guards';
import { createRequestLogger } from './middleware/request-logger';
import { requireUser } from './middleware/require-user';
import { createSecurityHeaders } from './middleware/security-headers';
import { requireStorableText } from './middleware/storable-text';
import { createAdminModule } from './modules/admin/admin.module';
import { createAiModule } from './modules/ai/ai.module';
import { createAuthModule } from './modules/auth/auth.module';
import type { GoogleOidc } from './modules/auth/google-oidc';
import { createBillingModule } from './modules/billing/billing.module';
import { createFavoritesModule } from './modules/favorites/favorites.module';
import type { GeocodingProvider } from './modules/geocoding/geocoding-provider';
import { createGeocodingModule } from './modules/geocoding/geocoding.module';
import { createHealthModule } from './modules/health/health.module';
import type { LiveChannel } from './modules/live/live-channel';
import type { LiveEvents } from './modules/live/live-events';
import { createLiveModule, type SessionMembers } from './modules/live/live.module';
import { createMailModule } from './modules/mail/mail.module';
import type { Mailer } from './modules/mail/mailer';
import { createNotificationsModule } from './modules/notifications/notifications.module';
import { createPartnershipsModule } from './modules/partnerships/partnerships.module';
import type { ResolveHost } from './modules/push/push-endpoint';
import { createPushModule } from './modules/push/push.module';
import type { PushService } from './modules/push/push.service';
import { createRandomizerModule } from './modules/randomizer/randomizer.module';
import { createRestaurantsModule } from './modules/restaurants/restaurants.module';
import type { RestaurantSource } from './modules/restaurants/sources/restaurant-source';
import { createSessionsModule } from './modules/sessions/sessions.module';
import { createSpotlightModule } from './modules/spotlight/spotlight.module';
import { createStaticModule } from './modules/static/static.module';
import type { AccountDeletion } from './modules/users/account-deletion';
import { createUsersModule, type UserStatsSources } from './modules/users/users.module';
import { createHttpSessions } from './session/http-sessions';

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

/**
 * The composition root: each module (src/modules/<area>/<area>.module.ts) builds its own repositories,
 * services and routers from what it is given, and returns what it offers the others. They are created
 * below in dependency order; then account deletion's cleanups are registered and the routes mounted.
 */
export function createApp(deps: AppDeps): ForkcastApp {
  const { config, database, logger, redis } = deps;
  const now = deps.now ?? (() => new Date());
  const db = database.db;
  const httpSessions = createHttpSessions({ config, db, now, redis });
  const rateLimiter = createRateLimiterFactory(redis, logger);

  // The two true cycles between modules, each closed by a port provided right after the sessions module:
  // - the live channel lets a socket into a session's room only if the sessions module counts it a member,
  //   and the sessions module publishes its events through the live channel;
  // - a user's view counts their sessions and their partners' tiers, and sessions read accounts from users.
  const sessionMembers = new LatePort<SessionMembers>('session members');
  const userStats = new LatePort<UserStatsSources>('user stats');

  const mail = createMailModule({ config, db, logger, mailer: deps.mailer });
  const push = createPushModule({ config, db, logger, resolve: deps.pushResolve });
  const notifications = createNotificationsModule({ db, push: push.service });
  const live = createLiveModule({ config, sessionMiddleware: httpSessions.middleware, sessionMembers, logger, recorder: deps.liveEvents });
  const users = createUsersModule({ config, db, now, mailer: mail.mailer, sessionStore: httpSessions.store, live: live.channel, stats: userStats });
  const auth = createAuthModule({
    config,
    db,
    now,
    logger,
    mailer: mail.mailer,
    users: users.service,
    rateLimiter,
    google: deps.google,
    onSessionEnded: async (sessionId) => {
      live.channel.endHttpSession(sessionId);
      // Sign-out: this device's push subscription goes with its session.
      await push.service.sessionEnded(sessionId);
    },
  });
  const ai = createAiModule({ config, db, logger, now });
  const geocoding = createGeocodingModule({ provider: deps.geocoding });
  const restaurants = createRestaurantsModule({
    config,
    db,
    now,
    logger,
    users: users.service,
    descriptions: {
      describe: (place) => ai.service.describe(place),
      written: async (place) => (await ai.service.cachedDescriptions([place])).get(place.id) ?? null,
    },
    source: deps.restaurantSource,
    geocoding: geocoding.provider,
  });
  const partnerships = createPartnershipsModule({ db, now, links: config, notifications: notifications.service, live: live.events });
  const favorites = createFavoritesModule({ db });
  const sessions = createSessionsModule({
    db,
    now,
    logger,
    users: users.service,
    partnerships: partnerships.service,
    finder: restaurants.finder,
    descriptions: ai.service,
    live: live.events,
    notifications: notifications.service,
    favorites: favorites.service,
  });
  sessionMembers.provide(sessions.service);
  userStats.provide({ sessions: sessions.service, partnerships: partnerships.service });
  const billing = createBillingModule({
    config,
    db,
    users: users.service,
    partnerships: partnerships.service,
    sessionMiddleware: httpSessions.middleware,
    logger,
    now,
    onSubscriptionChanged: (userId) =>
      void partnerships.service
        .announceSubscriptionChange(userId)
        .catch((error: unknown) => logger.warn({ err: error }, 'subscription change not announced')),
  });
  const spotlight = createSpotlightModule({
    db,
    now,
    logger,
    favorites: favorites.service,
    sessions: sessions.service,
    users: users.service,
    finder: restaurants.finder,
    describe: (places, preferences) => ai.service.discoverDescriptions(places, preferences),
  });
  const randomizer = createRandomizerModule({ geocoding: geocoding.provider, finder: restaurants.finder });
  const admin = createAdminModule({ db, now, adminEmails: config.adminEmails });
  const health = createHealthModule({
    database,
    redisUp: redis ? () => redis.status === 'ready' && live.channel.redisReady() : undefined,
    restaurants: restaurants.health,
  });
  const pages = createStaticModule({ config, sessionMiddleware: httpSessions.middleware, users: users.service, sessions: sessions.service, restaurants: restaurants.service, logger });
  const aiRouter = ai.createRouter({ finder: restaurants.finder, sessions: sessions.service, users: users.service });

  // Account deletion: every feature that keeps rows of a user registers their cleanup here (one
  // transaction, in this order; tests/account-deletion.test.ts fails for a user table nobody covers).
  users.accountDeletion
    // First, before any row goes: a running web subscription is cancelled with its provider (Stripe); if
    // that fails the deletion is refused with a 503 and rolls back.
    .register('billing provider', [], (tx, account) => billing.cancelForAccountDeletion(account.id, tx))
    .register('partnerships', [tables.partnerships, tables.partnerInvites], (tx, account) => partnerships.service.detachUser(tx, account.id))
    .register('sessions', [tables.swipeSessions, tables.swipeSessionMembers, tables.swipes], (tx, account) =>
      sessions.service.detachUser(tx, account.id),
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
    .register('sign-in codes', [tables.otpCodes], (tx, account) => auth.deleteCodesOf(tx, account.email))
    .register('dev outbox', [tables.devOutbox], (tx, account) => mail.deleteOutboxOf(tx, account.email))
    .register('cookie sessions', [tables.httpSessions], (tx, account) => httpSessions.store.destroyAllForUser(tx, account.id));

  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-* (client IP for rate limits, https for Secure cookies) only from the proxies in TRUST_PROXY.
  app.set('trust proxy', config.trustProxy.length > 0 ? [...config.trustProxy] : false);

  const requestLogger = createRequestLogger(logger);
  const securityHeaders = createSecurityHeaders(config);
  // What every /api call passes before its session is read, in this order (the hot route below too).
  const apiEntry = [createRequestGuards(config.publicUrl), express.json({ limit: '100kb' }), requireStorableText];
  const abuseLimits = createAbuseLimits(config, rateLimiter, async (userId) => (await users.service.account(userId))?.email);

  // The hot route: a swipe is sent for every card. It passes every middleware that can apply to
  // it, in the general order (request logger, security headers, apiEntry, abuse limits, requireUser) and the
  // sessions router's own handler, behind a read-only session read (hot-session.ts). What it skips: the
  // routers for other paths matched in turn, compression (its answer is a few hundred bytes) and the
  // session's write-back (the rolling cookie). A request the session reader cannot decide alone continues
  // down the general stack below, unchanged. Why and the figures: docs/decisions/hot-swipe-route.md.
  const hotRoutes = express.Router();
  hotRoutes.post(
    '/sessions/:id/swipe',
    httpSessions.hotReader,
    requestLogger,
    securityHeaders,
    ...apiEntry,
    abuseLimits,
    requireUser,
    sessions.swipeHandler,
  );
  app.use('/api', hotRoutes);

  app.use(requestLogger);
  app.use(securityHeaders);
  app.use(compression());

  const api = express.Router();
  // Provider webhooks first: Stripe signs the raw body, and providers are not browsers (no CSRF guard).
  api.use(billing.webhooksRouter);
  api.use(...apiEntry);
  api.use(health.router);
  api.use(httpSessions.middleware);
  api.use(abuseLimits);
  api.use(auth.router);
  api.use(users.router);
  api.use(geocoding.router);
  api.use(partnerships.router);
  api.use(sessions.router);
  api.use(aiRouter);
  api.use(notifications.router);
  api.use(push.router);
  api.use(billing.apiRouter);
  api.use(admin.router);
  api.use(favorites.router);
  api.use(spotlight.router);
  // Before the restaurants router and its /restaurants/:id (a GET, but keep the literal path first).
  api.use(randomizer.router);
  api.use(restaurants.router);
  if (mail.devOutboxRouter) api.use(mail.devOutboxRouter);
  api.use((_req, _res, next) => next(new NotFoundError()));
  app.use('/api', api);

  if (billing.devBillingRouter) app.use(billing.devBillingRouter);
  app.use(pages.router);
  app.use(errorHandler);

  return {
    app,
    sessionMiddleware: httpSessions.middleware,
    live: live.channel,
    accountDeletion: users.accountDeletion,
    push: push.service,
    close: () => {
      httpSessions.store.close();
      mail.mailer.close?.();
    },
  };
}
