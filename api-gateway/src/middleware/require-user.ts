import type { NextFunction, Request, Response } from 'express';
import { ForbiddenError, UnauthorizedError } from '../errors';

/**
 * The signed-in user, or the guest the guest gate let through (modules/guests/guest-access.ts: only to the
 * routes of its one session, where a guest is a member like any other).
 */
function actingUserId(req: Request): string | undefined {
  return req.session?.userId ?? req.guest?.userId;
}

/** 401 unless the request carries a signed-in session (or a guest's, on a guest's route). Use on every route that needs a user. */
export function requireUser(req: Request, _res: Response, next: NextFunction): void {
  next(actingUserId(req) ? undefined : new UnauthorizedError());
}

/** The signed-in user's id (or the admitted guest's); throws 401 when signed out. */
export function currentUserId(req: Request): string {
  const userId = actingUserId(req);
  if (!userId) throw new UnauthorizedError();
  return userId;
}

/**
 * The one ownership check for `/:userId` style routes: a user may act only on their own data.
 * Admins get no exception here; admin features have their own routes.
 */
export function assertSelf(req: Request, userId: string): void {
  if (currentUserId(req) !== userId.toLowerCase()) throw new ForbiddenError();
}
