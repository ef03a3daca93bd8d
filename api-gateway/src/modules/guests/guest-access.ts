import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GUEST_FORBIDDEN_MESSAGE } from '@forkcast/contracts';
import { ForbiddenError } from '../../errors';
import { readGuestCookie } from './guest-cookie';
import type { GuestIdentity } from './guests.repository';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by guestAccess for a guest cookie on a route of its allow-list, and only there. */
    guest?: GuestIdentity;
  }
}

/**
 * What a guest cookie may reach under /api, the one allow-list (issue 43: every other route answers 401/403).
 * `:session` must be the guest's own session; `:any` is any one path segment.
 */
export const GUEST_ROUTES: readonly (readonly [method: string, path: string])[] = [
  ['GET', '/sessions/:session'],
  ['POST', '/sessions/:session/swipe'],
  ['POST', '/sessions/:session/undo'],
  // 'End now' once no card can still match: any member may, a guest too.
  ['POST', '/sessions/:session/end'],
  ['GET', '/sessions/:session/swipes/:any'],
  ['GET', '/sessions/:session/ranking'],
  ['GET', '/sessions/:session/guests'],
  ['POST', '/sessions/:session/compromise'],
  // Share on the match and no-match screens: the session's public result link.
  ['POST', '/sessions/:session/share'],
  // The cards' photos.
  ['GET', '/restaurants/photo/:any'],
  ['GET', '/guests/me'],
];

/**
 * Signed-out routes a guest still needs: joining (another link) and the e-mail code sign-up that keeps the
 * session. The cookie gives them nothing: they answer as they would without it.
 */
export const GUEST_SIGNED_OUT_ROUTES: readonly (readonly [method: string, path: string])[] = [
  ['POST', '/guests/join'],
  ['GET', '/auth/user'],
  ['POST', '/auth/email/request-otp'],
  ['POST', '/auth/email/verify-otp'],
];

function matches(pattern: string, path: string, sessionId: string): boolean {
  const want = pattern.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, i) => {
    const actual = got[i]!;
    if (segment === ':session') return actual.toLowerCase() === sessionId;
    if (segment === ':any') return actual.length > 0;
    return segment === actual;
  });
}

const allowed = (routes: typeof GUEST_ROUTES, method: string, path: string, sessionId: string) =>
  routes.some(([m, pattern]) => m === method && matches(pattern, path, sessionId));

/**
 * The one gate for guest cookies, mounted on /api after the cookie session: a signed-in request is left
 * alone (its cookie session wins); a request carrying a guest cookie that names a guest is let through to the
 * allow-list above only, with `req.guest` set so the session routes see the guest as the member it is, and
 * refused with 403 everywhere else. A cookie of a guest taken out names no one: the request is signed out.
 */
export function createGuestAccess(deps: { resolve(cookie: string): Promise<GuestIdentity | undefined>; secure: boolean }): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.session?.userId) return next();
    const cookie = readGuestCookie(req, deps.secure);
    if (!cookie) return next();
    deps.resolve(cookie).then((guest) => {
      if (!guest) return next();
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      if (allowed(GUEST_SIGNED_OUT_ROUTES, method, req.path, guest.sessionId)) return next();
      if (!allowed(GUEST_ROUTES, method, req.path, guest.sessionId)) return next(new ForbiddenError(GUEST_FORBIDDEN_MESSAGE));
      req.guest = guest;
      next();
    }, next);
  };
}

/** The socket handshake's guest, when it carries no signed-in cookie session (live-channel.ts). */
export function createGuestOfHandshake(deps: {
  resolve(cookie: string): Promise<GuestIdentity | undefined>;
  secure: boolean;
}): (req: IncomingMessage) => Promise<GuestIdentity | undefined> {
  return async (req) => {
    const cookie = readGuestCookie(req, deps.secure);
    return cookie ? deps.resolve(cookie) : undefined;
  };
}
