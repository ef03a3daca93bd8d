import type { NextFunction, Request, Response } from 'express';
import { ForbiddenError, UnauthorizedError } from '../errors';

/** 401 unless the request carries a signed-in session. Use on every route that needs a user. */
export function requireUser(req: Request, _res: Response, next: NextFunction): void {
  next(req.session?.userId ? undefined : new UnauthorizedError());
}

/** The signed-in user's id; throws 401 when signed out. */
export function currentUserId(req: Request): string {
  const userId = req.session?.userId;
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
