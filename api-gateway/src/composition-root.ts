import type Redis from 'ioredis';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import * as tables from './db/schema';
import { LatePort } from './late-port';
import type { Logger } from './logger';
import { createRateLimiterFactory } from './middleware/rate-limit';
import { createAdminModule } from './modules/admin/admin.module';
import { createAiModule } from './modules/ai/ai.module';
import { createAuthModule } from './modules/auth/auth.module';
import type { GoogleOidc } from './modules/auth/google-oidc';
import { createBillingModule } from './modules/billing/billing.module';
import { createFavoritesModule } from './modules/favorites/favorites.module';
import type { GeocodingProvider } from './modules/geocoding/geocoding-provider';
import { createGeocodingModule } from './modules/geocoding/geocoding.module';
import { createHealthModule } from './modules/health/health.module';
import type { LiveEvents } from './modules/live/live-events';
import { createGuestsModule, type GuestsModule } from './modules/guests/guests.module';
import { createLiveModule, type HandshakeGuests, type SessionMembers } from './modules/live/live.module';
import { createMailModule } from './modules/mail/mail.module';
import type { Mailer } from './modules/mail/mailer';
import { createNotificationsModule } from './modules/notifications/notifications.module';
import { createPartnershipsModule } from './modules/partnerships/partnerships.module';
import type { ResolveHost } from './modules/push/push-endpoint';
import { createPushModule } from './modules/push/push.module';
import { createRandomizerModule } from './modules/randomizer/randomizer.module';
import { createRestaurantsModule } from './modules/restaurants/restaurants.module';
import type { RestaurantSource } from './modules/restaurants/sources/restaurant-source';
import { createSessionsModule } from './modules/sessions/sessions.module';
import { createSpotlightModule } from './modules/spotlight/spotlight.module';
import { createPagesModule } from './modules/pages/pages.module';
import { createSharesModule } from './modules/shares/shares.module';
import { createStaticModule } from './modules/static/static.module';
import { createUsersModule, type UserStatsSources } from './modules/users/users.module';
import { createHttpSessions } from './session/http-sessions';

/** What the app is given; server.ts builds it from the configuration, tests pass their own. */
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

/**
 * The composition root: each module (src/modules/<area>/<area>.module.ts) builds its own repositories,
 * services and routers from what it is given, and returns what it offers the others. They are created
 * below in dependency order; then account deletion's cleanups are registered. app.ts mounts their routes.
 */
export function composeModules(deps: AppDeps) {
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
  // - the live channel admits a guest's socket by its cookie, which the guests module (built on sessions) reads.
  const handshakeGuests = new LatePort<HandshakeGuests>('handshake guests');
  // - a guest who signs up keeps its session: sign-in (built first) hands the request to the guests module.
  const guestSignUps = new LatePort<Pick<GuestsModule, 'keepOnSignIn'>>('guest sign-ups');

  const mail = createMailModule({ config, db, logger, mailer: deps.mailer });
  const push = createPushModule({ config, db, logger, resolve: deps.pushResolve });
  const notifications = createNotificationsModule({ db, push: push.service });
  const live = createLiveModule({
    config,
    sessionMiddleware: httpSessions.middleware,
    sessionMembers,
    guests: handshakeGuests,
    logger,
    recorder: deps.liveEvents,
  });
  const users = createUsersModule({
    config,
    db,
    now,
    mailer: mail.mailer,
    sessionStore: httpSessions.store,
    live: live.channel,
    stats: userStats,
  });
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
    onSignedIn: (req, res, userId) => guestSignUps.get().keepOnSignIn(req, res, userId),
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
  const guests = createGuestsModule({
    config,
    db,
    now,
    logger,
    rateLimiter,
    sessions: sessions.service,
    users: users.service,
    live: live.events,
    endGuestSockets: (userId) => live.channel.endAccount(userId),
  });
  handshakeGuests.provide(guests);
  guestSignUps.provide(guests);
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
  const files = createStaticModule({ config, logger });
  const shares = createSharesModule({ config, db, sessions: sessions.service });
  const pages = createPagesModule({
    config,
    sessionMiddleware: httpSessions.middleware,
    users: users.service,
    sessions: sessions.service,
    restaurants: restaurants.service,
    shares: shares.service,
    logger,
  });
  const aiRouter = ai.createRouter({ finder: restaurants.finder, sessions: sessions.service, users: users.service });

  // Account deletion: every feature that keeps rows of a user registers their cleanup here (one
  // transaction, in this order; tests/account-deletion.test.ts fails for a user table nobody covers).
  users.accountDeletion
    // First, before any row goes: a running web subscription is cancelled with its provider (Stripe); if
    // that fails the deletion is refused with a 503 and rolls back.
    .register('billing provider', [], (tx, account) => billing.cancelForAccountDeletion(account.id, tx))
    .register('partnerships', [tables.partnerships, tables.partnerInvites], (tx, account) =>
      partnerships.service.detachUser(tx, account.id),
    )
    .register('sessions', [tables.swipeSessions, tables.swipeSessionMembers, tables.swipes], (tx, account) =>
      sessions.service.detachUser(tx, account.id),
    )
    .register('guest links', [tables.guestLinks, tables.sessionGuests], (tx, account) => guests.service.detachUser(tx, account.id))
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

  return {
    httpSessions,
    rateLimiter,
    mail,
    push,
    notifications,
    live,
    users,
    auth,
    geocoding,
    restaurants,
    partnerships,
    favorites,
    sessions,
    guests,
    shares,
    billing,
    spotlight,
    randomizer,
    admin,
    health,
    files,
    pages,
    aiRouter,
  };
}

export type Modules = ReturnType<typeof composeModules>;
