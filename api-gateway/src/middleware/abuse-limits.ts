import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { AppConfig } from '../config';
import { priorFailures, userKey, type RateLimiterFactory } from './rate-limit';

/**
 * Calls that can cost money per request (Places searches and details, AI generation): one budget per
 * signed-in user and one per address, shared by all of them, so one client cannot run up the bill or
 * slow everyone else down. A person using the app never gets near either.
 */
export const COSTLY_ROUTES = [
  ['post', '/sessions/start'],
  ['post', '/sessions/:id/compromise'],
  ['get', '/sessions/:id/insights'],
  ['post', '/restaurants/random'],
  ['get', '/spotlight/new-restaurants'],
  ['post', '/cache/refresh-restaurants'],
  ['get', '/restaurants/availability'],
  ['get', '/restaurants/:id/insights'],
] as const;

/** Push subscriptions per account per window: as many as an account may keep (push.service.ts). */
const PUSH_SUBSCRIBES_PER_WINDOW = 20;

/** The new address of an e-mail change, normalised as the schema does, so one inbox has one counter. */
function newEmailKey(req: Request): string | undefined {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? `email-change:${email.trim().toLowerCase()}` : undefined;
}

/**
 * Limits that guard paths rather than one route's logic, mounted on /api before the feature routers
 * (each rule passes on to the route when under its limit). Counters live in Redis when REDIS_URL is
 * set, so they hold across instances.
 */
export function createAbuseLimits(
  config: AppConfig,
  rateLimiter: RateLimiterFactory,
  /** The account's stored address (lower-case), to tell a profile save from an e-mail change. */
  currentEmail: (userId: string) => Promise<string | undefined>,
): Router {
  const { windowMs, inviteFailures, costlyPerUserPerMinute, costlyPerIpPerMinute, otpPerEmail, verifyPerIp } = config.rateLimit;
  const router = Router();

  // Per user first: calls one user is refused do not also use up the budget of everyone at that address.
  const costly = [
    rateLimiter({ name: 'costly-user', limit: costlyPerUserPerMinute, windowMs: 60_000, key: userKey }),
    rateLimiter({ name: 'costly-ip', limit: costlyPerIpPerMinute, windowMs: 60_000 }),
  ];
  for (const [method, path] of COSTLY_ROUTES) router[method](path, ...costly);

  // Undo is cheap but republishes the partner's progress: looped with swipes it would flood their socket.
  router.post('/sessions/:id/undo', rateLimiter({ name: 'undo-user', limit: costlyPerUserPerMinute, windowMs: 60_000, key: userKey }));

  // A device subscribes once and syncs after each sign-in; each subscribe resolves a host the caller chose.
  router.post(
    '/push/subscriptions',
    rateLimiter({ name: 'push-subscribe-user', limit: PUSH_SUBSCRIBES_PER_WINDOW, windowMs, key: userKey }),
  );

  // Invite codes are short and live for days: only wrong guesses count, per account and per address. The
  // per-address budget refuses only accounts that have guessed wrong themselves: many honest people share
  // one address (mobile carriers), and an account with no failures can still accept a correct code, while
  // guesses from one address stay bounded (the budget, plus one per account that has not failed yet).
  // An invite link's token (256 bits) cannot be guessed, but looking one up shares these counters anyway:
  // an unknown link is a miss like a wrong code, so neither route is a free oracle.
  const inviteGuesses = [
    rateLimiter({ name: 'invite-user', limit: inviteFailures, windowMs, key: userKey, countFailuresOnly: true }),
    rateLimiter({
      name: 'invite-ip',
      limit: inviteFailures,
      windowMs,
      countFailuresOnly: true,
      exempt: (req) => priorFailures(req, 'invite-user') === 0,
    }),
  ];
  router.post('/partnerships/accept', ...inviteGuesses);
  router.get('/partnerships/invite/:token', ...inviteGuesses);

  // E-mail changes mail a stranger's inbox: per account and per target address. Only a request the route
  // will carry out counts: one for the signed-in user's own id (another id is refused with 403 and mails
  // nobody, so it must not spend the target's budget either), and for the profile PUT only when its address
  // differs from the account's (saving a profile always sends the unchanged address along).
  const emailChangeStarts = [
    rateLimiter({ name: 'email-change-user', limit: otpPerEmail, windowMs, key: userKey }),
    rateLimiter({ name: 'email-change-target', limit: otpPerEmail, windowMs, key: newEmailKey }),
  ];
  const ownId = (req: Request) => req.session?.userId !== undefined && String(req.params.id).toLowerCase() === req.session.userId;
  router.post('/users/:id/email-change', (req, res, next) => (ownId(req) ? chain(emailChangeStarts, req, res, next) : next()));
  const whenChangingEmail: RequestHandler = async (req, res, next) => {
    const email = newEmailKey(req)?.slice('email-change:'.length);
    const userId = req.session?.userId;
    if (!email || !userId || !ownId(req) || (await currentEmail(userId)) === email) return next();
    chain(emailChangeStarts, req, res, next);
  };
  router.put('/users/:id', whenChangingEmail);
  router.patch('/users/:id', whenChangingEmail);
  router.post('/users/:id/email-change/verify', rateLimiter({ name: 'email-change-verify-ip', limit: verifyPerIp, windowMs }));
  return router;
}

/** Runs middlewares in order, stopping at the first that answers or fails. */
function chain(handlers: readonly RequestHandler[], req: Request, res: Response, next: NextFunction): void {
  const [first, ...rest] = handlers;
  if (!first) return next();
  void first(req, res, (error?: unknown) => (error ? next(error) : chain(rest, req, res, next)));
}
