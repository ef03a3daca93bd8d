import { parse as parseCookies } from 'cookie';
import { unsign } from 'cookie-signature';
import type { RequestHandler } from 'express';
import type { SessionData } from 'express-session';
import type { DatabaseSessionStore } from './database-session-store';
import { outlivedLifetime } from './session-lifetime';

export interface HotSessionOptions {
  /** The session cookie's name (sessionCookieName). */
  cookieName: string;
  secret: string;
  store: DatabaseSessionStore;
  /** The absolute lifetime withSessionLifetime enforces (session-lifetime.ts). */
  maxLifetimeMs: number;
  now: () => Date;
}

/** The session id of a signed `s:<id>.<signature>` cookie, read as express-session reads it; null otherwise. */
function signedSessionId(header: string | undefined, cookieName: string, secret: string): string | null {
  if (!header) return null;
  const raw = parseCookies(header)[cookieName];
  if (!raw?.startsWith('s:')) return null;
  const sid = unsign(raw.slice(2), secret);
  return sid === false ? null : sid;
}

/**
 * The session read of a swipe (sent for every card; express-session's full cycle is a large share of its
 * cost: docs/decisions/hot-swipe-route.md): the cookie is checked and the session read exactly as express-session
 * does it (signature, then the store with its short read cache), and `req.session` is the same Session
 * object, but nothing is written back: no rolling cookie, no store touch. The 30-day inactivity window is
 * renewed by every other call, and no screen swipes without making them (opening /swipe reads the user and
 * the session).
 *
 * It accepts only a session it can decide on its own: signed in, stamped by withSessionLifetime and within
 * its absolute lifetime, and the full session middleware mounted next then leaves `req.session` alone (as
 * express-session does a request that has one). Anything else (no cookie, a bad signature, a signed-out or
 * unstamped or expired session, a store error) goes on with no session, and the full middleware reads it
 * exactly as for any other request; nothing has been written to the response at that point.
 */
export function createHotSessionReader({ cookieName, secret, store, maxLifetimeMs, now }: HotSessionOptions): RequestHandler {
  return (req, _res, next) => {
    const sid = signedSessionId(req.headers.cookie, cookieName, secret);
    if (!sid) return next();
    store.get(sid, (error: unknown, data?: SessionData | null) => {
      const signedInAt = data?.signedInAt;
      if (
        error ||
        !data?.userId ||
        !data.cookie ||
        signedInAt === undefined ||
        outlivedLifetime(signedInAt, now().getTime(), maxLifetimeMs)
      ) {
        return next();
      }
      req.sessionID = sid;
      // The store the session middleware set up (it adds `generate`), so Session methods work as usual.
      req.sessionStore = store as unknown as typeof req.sessionStore;
      store.createSession(req, data);
      next();
    });
  };
}
