import express, { type Express, type RequestHandler } from 'express';
import { composeModules, type AppDeps } from './composition-root';
import { NotFoundError } from './errors';
import { createAbuseLimits } from './middleware/abuse-limits';
import { errorHandler } from './middleware/error-handler';
import { createRequestGuards } from './middleware/request-guards';
import { createRequestLogger } from './middleware/request-logger';
import { createResponseCompression } from './middleware/response-compression';
import { createSecurityHeaders } from './middleware/security-headers';
import { requireStorableText } from './middleware/storable-text';
import type { LiveChannel } from './modules/live/live-channel';
import type { PushService } from './modules/push/push.service';
import type { AccountDeletion } from './modules/users/account-deletion';

export type { AppDeps };

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

/** The sent-for-every-card request: its session read and its router come first (docs/decisions/hot-swipe-route.md). */
const SWIPE = '/sessions/:id/swipe';

/** The HTTP stack, in the order a request meets it; the modules (composition-root.ts) provide the routes. */
export function createApp(deps: AppDeps): ForkcastApp {
  const { config, logger } = deps;
  const m = composeModules(deps);

  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-* (client IP for rate limits, https for Secure cookies) only from the proxies in TRUST_PROXY.
  app.set('trust proxy', config.trustProxy.length > 0 ? [...config.trustProxy] : false);
  app.use(createRequestLogger(logger));
  app.use(createSecurityHeaders(config));
  app.use(createResponseCompression());

  const api = express.Router();
  // Provider webhooks first: Stripe signs the raw body, and providers are not browsers (no CSRF guard).
  api.use(m.billing.webhooksRouter);
  api.use(createRequestGuards(config.publicUrl), express.json({ limit: '100kb' }), requireStorableText);
  api.use(m.health.router);
  // A swipe reads its session without writing it back (no rolling cookie: hot-session.ts); the full session
  // then leaves it alone, as express-session does a request that has one. A swipe the read cannot decide
  // (no cookie, signed out, unstamped or expired) gets the full session like any other request.
  api.post(SWIPE, m.httpSessions.hotReader);
  api.use(m.httpSessions.middleware);
  // Guest cookies reach their one session's routes and nothing else (modules/guests/guest-access.ts).
  api.use(m.guests.access);
  api.use(createAbuseLimits(config, m.rateLimiter, async (userId) => (await m.users.service.account(userId))?.email));
  // The first router, so a swipe passes no other.
  api.use(m.sessions.router);
  api.use(m.guests.router);
  api.use(m.shares.router);
  api.use(m.auth.router);
  api.use(m.users.router);
  api.use(m.geocoding.router);
  api.use(m.partnerships.router);
  api.use(m.aiRouter);
  api.use(m.notifications.router);
  api.use(m.push.router);
  api.use(m.billing.apiRouter);
  api.use(m.admin.router);
  api.use(m.favorites.router);
  api.use(m.spotlight.router);
  // Before the restaurants router and its /restaurants/:id (a GET, but keep the literal path first).
  api.use(m.randomizer.router);
  api.use(m.restaurants.router);
  if (m.mail.devOutboxRouter) api.use(m.mail.devOutboxRouter);
  api.use((_req, _res, next) => next(new NotFoundError()));
  app.use('/api', api);

  if (m.billing.devBillingRouter) app.use(m.billing.devBillingRouter);
  app.use(m.files.router, m.pages.router);
  app.use(errorHandler);

  return {
    app,
    sessionMiddleware: m.httpSessions.middleware,
    live: m.live.channel,
    accountDeletion: m.users.accountDeletion,
    push: m.push.service,
    close: () => {
      m.httpSessions.store.close();
      m.guests.close();
      m.mail.mailer.close?.();
    },
  };
}
