import type { Request, Response } from 'express';
import { sessionCookieName } from './session-middleware';

/** Promise wrappers so routers can `await` session changes inside async handlers. */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

/**
 * Signs the user in on a fresh session id (defeats session fixation) and persists it before answering.
 * `signedInAt` starts the absolute session lifetime (session-lifetime.ts).
 */
export async function startUserSession(req: Request, userId: string, signedInAt: Date): Promise<void> {
  await regenerateSession(req);
  req.session.userId = userId;
  req.session.signedInAt = signedInAt.getTime();
  await saveSession(req);
}

/** Tells the browser to drop the session cookie (same attributes it was set with). */
export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
