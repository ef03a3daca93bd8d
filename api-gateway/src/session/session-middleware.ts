import session from 'express-session';
import type { AppConfig } from '../config';
import type { DatabaseSessionStore } from './database-session-store';

export const SESSION_COOKIE = 'forkcast.sid';
/**
 * Over https the name carries the `__Host-` prefix (ASVS 3.3.1/3.3.3): browsers then accept it only
 * with Secure, Path=/ and no Domain, so no subdomain can set or shadow it. Plain http (local runs)
 * cannot have a Secure cookie, so it keeps the bare name.
 */
export const sessionCookieName = (secure: boolean): string => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** Google sign-in in progress: PKCE verifier, state and nonce, checked at the callback. */
    /** A Google sign-in under way; `returnTo` is the same-site path to land on (safeReturnPath). */
    oauth?: { codeVerifier: string; state: string; nonce: string; returnTo?: string };
  }
}

/**
 * Cookie sessions: httpOnly, SameSite=Lax (a top-level redirect back from Google still carries it),
 * Secure behind https, and rolling so 30 days counts from the last visit. Whether a request came over https
 * follows the app's `trust proxy` (TRUST_PROXY): X-Forwarded-Proto counts from a configured proxy only.
 */
export function createSessionMiddleware(config: AppConfig, store: DatabaseSessionStore) {
  return session({
    name: sessionCookieName(config.isHttps),
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isHttps,
      maxAge: THIRTY_DAYS_MS,
      path: '/',
    },
  });
}
