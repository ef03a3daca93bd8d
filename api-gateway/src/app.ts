import express, { type Express, type RequestHandler } from 'express';
import compression from 'compression';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import pinoHttp from 'pino-http';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { NotFoundError } from './errors';
import type { Logger } from './logger';
import { errorHandler } from './middleware/error-handler';
import { createRateLimiterFactory } from './middleware/rate-limit';
import { createRequestGuards } from './middleware/request-guards';
import { createSecurityHeaders } from './middleware/security-headers';
import { createAuthRouter } from './modules/auth/auth.router';
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
import type { Mailer } from './modules/mail/mailer';
import { createStaticRouter } from './modules/static/static.router';
import { UsersRepository } from './modules/users/users.repository';
import { UsersService } from './modules/users/users.service';
import { createUsersRouter } from './modules/users/users.router';
import { DatabaseSessionStore } from './session/database-session-store';
import { createSessionMiddleware } from './session/session-middleware';

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
}

export interface ForkcastApp {
  app: Express;
  /** For the /ws upgrade later: the same cookie session the HTTP routes see. */
  sessionMiddleware: RequestHandler;
  /** Stops timers owned by the app (the database and Redis are closed by their owner). */
  close(): void;
}

export function createApp(deps: AppDeps): ForkcastApp {
  const { config, database, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const db = database.db;

  // Repositories and services: plain objects wired once here.
  const usersRepository = new UsersRepository(db);
  const outbox = new DevOutboxRepository(db);
  const mailer = deps.mailer ?? createMailer(config, outbox, logger);
  const users = new UsersService(usersRepository, config.adminEmails);
  const otp = new OtpService(new OtpRepository(db), mailer, config.sessionSecret, now, config.otpTtlMs);
  const signIn = new SignInService(usersRepository);
  const google =
    deps.google ??
    (config.google &&
      createGoogleOidc({ ...config.google, redirectUri: `${config.publicUrl}/api/auth/google/callback` }));
  const sessionStore = new DatabaseSessionStore(db, { now });
  const sessionMiddleware = createSessionMiddleware(config, sessionStore);

  const app = express();
  app.disable('x-powered-by');
  // Behind an https proxy, trust one hop so req.protocol / secure cookies / client IPs are right.
  if (config.isHttps) app.set('trust proxy', 1);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'req.body', 'req.raw.body'],
        censor: '[redacted]',
      },
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      // One short line per request; headers (cookies!) and bodies are never logged.
      serializers: {
        req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
          remoteAddress: req.remoteAddress,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(createSecurityHeaders(config));
  app.use(compression());

  const api = express.Router();
  api.use(createRequestGuards(config.publicUrl));
  api.use(express.json({ limit: '100kb' }));
  api.use(createHealthRouter(database));
  api.use(sessionMiddleware);
  api.use(
    createAuthRouter({
      config,
      otp,
      signIn,
      users,
      google,
      rateLimiter: createRateLimiterFactory(deps.redis),
      logger,
    }),
  );
  api.use(createUsersRouter(users));
  api.use(createGeocodingRouter(deps.geocoding ?? new OfflineZipProvider()));
  if (!config.isProduction) api.use(createDevOutboxRouter(outbox));
  api.use((_req, _res, next) => next(new NotFoundError()));
  app.use('/api', api);

  app.use(createStaticRouter(config));
  app.use(errorHandler);

  return {
    app,
    sessionMiddleware,
    close: () => {
      sessionStore.close();
      mailer.close?.();
    },
  };
}
