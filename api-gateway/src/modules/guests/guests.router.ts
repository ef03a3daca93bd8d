import { Router, type Request, type RequestHandler } from 'express';
import { guestJoinSchema } from '@forkcast/contracts';
import { NotFoundError, UnauthorizedError } from '../../errors';
import { currentUserId, requireUser } from '../../middleware/require-user';
import type { RateLimiterFactory } from '../../middleware/rate-limit';
import { linkOrigin } from '../../request-origin';
import { parseSessionId, parseUserId } from '../../request-params';
import { readGuestCookie, setGuestCookie } from './guest-cookie';
import { hashGuestSecret, type GuestsService } from './guests.service';

/** The link a join names (its token hashed: counters live in Redis) and the session it leads to, for the limits. */
const linkKey = (req: Request) => {
  const token = (req.body as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token ? `guest-link:${hashGuestSecret(token)}` : undefined;
};
const sessionKey = (req: Request) => (req.res?.locals.guestLinkSession as string | undefined) ?? undefined;

export function createGuestsRouter(deps: {
  guests: GuestsService;
  rateLimiter: RateLimiterFactory;
  config: {
    publicUrl: string;
    hasExplicitPublicUrl: boolean;
    isHttps: boolean;
    rateLimit: { windowMs: number; guestJoinsPerLink: number; guestJoinsPerIp: number; guestJoinsPerSession: number };
  };
}): Router {
  const { guests, rateLimiter, config } = deps;
  const { windowMs, guestJoinsPerLink, guestJoinsPerIp, guestJoinsPerSession } = config.rateLimit;
  const router = Router();

  // Joins per address, per link and per session (every attempt counts: a full room or a used-up link too).
  const findLinkSession: RequestHandler = (req, res, next) => {
    const token = (req.body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token || token.length > 100) return next();
    guests.sessionOfLink(token).then((sessionId) => {
      if (sessionId) res.locals.guestLinkSession = `guest-session:${sessionId}`;
      next();
    }, next);
  };
  const joinLimits = [
    rateLimiter({ name: 'guest-join-ip', limit: guestJoinsPerIp, windowMs }),
    rateLimiter({ name: 'guest-join-link', limit: guestJoinsPerLink, windowMs, key: linkKey }),
    findLinkSession,
    rateLimiter({ name: 'guest-join-session', limit: guestJoinsPerSession, windowMs, key: sessionKey }),
  ];

  router.post('/sessions/:id/guest-link', requireUser, async (req, res) => {
    const sessionId = parseSessionId(req.params.id);
    res.status(201).json(await guests.createLink(currentUserId(req), sessionId, linkOrigin(req, config)));
  });

  router.get('/sessions/:id/guests', requireUser, async (req, res) => {
    const sessionId = parseSessionId(req.params.id);
    res.json(await guests.list(currentUserId(req), sessionId));
  });

  router.delete('/sessions/:id/guests/:guestId', requireUser, async (req, res) => {
    const sessionId = parseSessionId(req.params.id);
    const guestId = parseUserId(req.params.guestId);
    await guests.remove(currentUserId(req), sessionId, guestId);
    res.json({ success: true });
  });

  router.post('/guests/join', ...joinLimits, async (req, res) => {
    const { token, firstName } = guestJoinSchema.parse(req.body ?? {});
    const again = await guests.rejoin(token, readGuestCookie(req, config.isHttps));
    if (again) return void res.json(again);
    const { response, cookie } = await guests.join(token, firstName);
    setGuestCookie(res, cookie, config.isHttps);
    res.status(201).json(response);
  });

  // The guest's room asks who it is; a signed-in account is not a guest (404), a stranger is signed out (401).
  router.get('/guests/me', (req, res) => {
    if (req.guest) return void res.json(guests.me(req.guest));
    throw req.session?.userId ? new NotFoundError('You are signed in, not a guest') : new UnauthorizedError();
  });

  return router;
}
