import type { RequestHandler } from 'express';
import type Redis from 'ioredis';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { DatabaseSessionStore } from './database-session-store';
import { createHotSessionReader } from './hot-session';
import { createSessionMiddleware, sessionCookieName } from './session-middleware';
import { withSessionLifetime } from './session-lifetime';

export interface HttpSessions {
  /** The cookie sessions' table (with its read cache; Redis tells the other instances of revocations). */
  store: DatabaseSessionStore;
  /** express-session with the absolute lifetime: what the API, the pages and the /ws handshake read. */
  middleware: RequestHandler;
  /** A swipe's read-only session read (hot-session.ts), mounted before `middleware`: no write-back, no rolling cookie. */
  hotReader: RequestHandler;
}

/** The signed-in cookie session every module reads `req.session.userId` from. */
export function createHttpSessions(deps: { config: AppConfig; db: Db; now: () => Date; redis?: Redis | undefined }): HttpSessions {
  const { config, now } = deps;
  const store = new DatabaseSessionStore(deps.db, { now, ...(deps.redis ? { redis: deps.redis } : {}) });
  const maxLifetimeMs = config.session.maxLifetimeMs;
  return {
    store,
    middleware: withSessionLifetime(createSessionMiddleware(config, store), { maxLifetimeMs, now }),
    hotReader: createHotSessionReader({
      cookieName: sessionCookieName(config.isHttps),
      secret: config.sessionSecret,
      store,
      maxLifetimeMs,
      now,
    }),
  };
}
