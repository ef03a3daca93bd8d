import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { RateLimiterFactory } from '../../middleware/rate-limit';
import type { LiveEvents } from '../live/live-events';
import type { SessionReads } from '../sessions/session-reads';
import type { UsersService } from '../users/users.service';
import { createGuestAccess, createGuestOfHandshake } from './guest-access';
import { clearGuestCookie, readGuestCookie } from './guest-cookie';
import { GuestsRepository, type GuestIdentity } from './guests.repository';
import { GuestsService } from './guests.service';
import { createGuestsRouter } from './guests.router';

/** How often the sweep deletes guests past their GUEST_KEEP_DAYS (as the cookie-session store prunes). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface GuestsModule {
  service: GuestsService;
  /** /api/guests/* and the session routes of guest links and guests. */
  router: Router;
  /** The gate for guest cookies on /api (guest-access.ts), mounted after the cookie session. */
  access: RequestHandler;
  /** The live channel's handshake: the guest a socket's cookies name, if any. */
  guestOfHandshake(req: IncomingMessage): Promise<GuestIdentity | undefined>;
  /**
   * Sign-in (or sign-up) on a request that carries a guest cookie: the account keeps the guest's session
   * (in its history from now on) and the cookie goes.
   */
  keepOnSignIn(req: Request, res: Response, accountId: string): Promise<void>;
  /** Stops the sweep's timer. */
  close(): void;
}

export function createGuestsModule(deps: {
  config: AppConfig;
  db: Db;
  now: () => Date;
  logger: Logger;
  rateLimiter: RateLimiterFactory;
  sessions: Pick<SessionReads, 'memberSession' | 'get'>;
  users: Pick<UsersService, 'account'>;
  live: LiveEvents;
  /** Closes a guest's sockets on every instance (the live channel's, as for a deleted account). */
  endGuestSockets(userId: string): void;
}): GuestsModule {
  const { config, logger } = deps;
  const service = new GuestsService(
    new GuestsRepository(deps.db),
    deps.sessions,
    deps.users,
    deps.live,
    deps.endGuestSockets,
    deps.now,
    logger,
  );
  const resolve = (cookie: string) => service.resolve(cookie);
  const timer = setInterval(
    () => void service.sweep().catch((error: unknown) => logger.warn({ err: error }, 'guest sweep failed')),
    SWEEP_INTERVAL_MS,
  );
  // The sweep must never keep the process (or a test run) alive.
  timer.unref();
  return {
    service,
    router: createGuestsRouter({ guests: service, rateLimiter: deps.rateLimiter, config }),
    access: createGuestAccess({ resolve, secure: config.isHttps }),
    guestOfHandshake: createGuestOfHandshake({ resolve, secure: config.isHttps }),
    keepOnSignIn: async (req, res, accountId) => {
      const cookie = readGuestCookie(req, config.isHttps);
      if (!cookie) return;
      await service.keepForAccount(cookie, accountId);
      clearGuestCookie(res, config.isHttps);
    },
    close: () => clearInterval(timer),
  };
}
