import type { NextFunction, Request, Response } from 'express';
import { ForbiddenError, UnsupportedMediaTypeError } from '../errors';
import { ownOrigin } from '../request-origin';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A body with bytes in it. `Content-Length: 0` (a bodiless fetch POST/PATCH) does not count. */
function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > 0;
}

/**
 * CSRF defence for cookie sessions on top of SameSite=Lax: a mutating request that names its Origin
 * must come from this app (PUBLIC_URL, or the host the request was sent to), and a body must be JSON
 * (a cross-site HTML form can send neither). Requests without Origin (curl, same-origin GETs) pass.
 */
export function createRequestGuards(publicUrl: string) {
  return function requestGuards(req: Request, _res: Response, next: NextFunction): void {
    if (!MUTATING.has(req.method)) return next();

    // Runs on every mutating call (each swipe): the common answers are decided without parsing anything,
    // the own origin (protocol through `trust proxy`) only when the Origin is not PUBLIC_URL.
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== publicUrl) {
      if (origin !== ownOrigin(req)) return next(new ForbiddenError('Cross-origin request refused'));
    }
    if (hasBody(req) && !isJson(req)) return next(new UnsupportedMediaTypeError());
    next();
  };
}

/** The exact type the app's clients send passes at once; anything else gets the full media-type parse. */
function isJson(req: Request): boolean {
  const type = req.headers['content-type'];
  return type === 'application/json' || type === 'application/json; charset=utf-8' || Boolean(req.is('application/json'));
}
