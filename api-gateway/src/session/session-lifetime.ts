import type { NextFunction, Request, RequestHandler, Response } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** When this signed-in session started counting towards its absolute lifetime (ms since epoch). */
    signedInAt?: number;
  }
}

/** Whether a session stamped at `signedInAt` has reached its absolute lifetime (ms since epoch throughout). */
export function outlivedLifetime(signedInAt: number, nowMs: number, maxLifetimeMs: number): boolean {
  return nowMs - signedInAt >= maxLifetimeMs;
}

/**
 * ASVS 7.3.2: an absolute session lifetime on top of the rolling 30-day inactivity cookie. A signed-in
 * session is stamped on its first request (sessions from before this rule count from then), and once
 * `maxLifetimeMs` has passed it is destroyed server side and replaced by an empty one, so the request goes
 * on signed out (handlers can still read `req.session`). Wraps the
 * session middleware so the HTTP routes and the /ws handshake see the same rule.
 */
export function withSessionLifetime(
  sessionMiddleware: RequestHandler,
  options: { maxLifetimeMs: number; now: () => Date },
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    sessionMiddleware(req, res, (error?: unknown) => {
      if (error || !req.session?.userId) return next(error);
      const now = options.now().getTime();
      const signedInAt = req.session.signedInAt;
      if (signedInAt === undefined) {
        req.session.signedInAt = now;
        return next();
      }
      if (!outlivedLifetime(signedInAt, now, options.maxLifetimeMs)) return next();
      req.session.regenerate((regenerateError: unknown) => next(regenerateError));
    });
  };
}
