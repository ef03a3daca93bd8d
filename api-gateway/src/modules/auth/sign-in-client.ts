import crypto from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';

/**
 * The pre-sign-in cookie: a random value naming the browser that asked for a sign-in code. Each code is
 * bound to the client that asked for it (only a SHA-256 of the value is stored), so another client can
 * neither verify it, nor spend its tries, nor replace it by asking again: a stranger asking for codes for
 * an address cannot lock its owner out. Over https the name carries `__Host-` like the session cookie.
 */
const COOKIE = 'forkcast.otp';
/** Longer than a code lives, so a code never outlives the cookie it is bound to. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const VALUE = /^[A-Za-z0-9_-]{43}$/;

const signInClientCookieName = (secure: boolean): string => (secure ? `__Host-${COOKIE}` : COOKIE);

/** SHA-256 (hex) of each request's pre-sign-in cookie, once `assignSignInClient` or `identifySignInClient` ran. */
const clients = new WeakMap<Request, string>();

/** The request's client (hashed), or undefined when it carries no usable cookie. */
export function signInClientOf(req: Request): string | undefined {
  return clients.get(req);
}

function hashSignInClient(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** A Secure cookie only over https, as express-session does for the session cookie. */
const canSet = (req: Request, secure: boolean) => !secure || req.secure;

/** The request's cookie value when well formed (anything else counts as no cookie). */
function cookieValue(req: Request, secure: boolean): string | undefined {
  const value = parseCookies(req.headers.cookie ?? '')[signInClientCookieName(secure)];
  return value && VALUE.test(value) ? value : undefined;
}

/**
 * On code requests: keeps the client's cookie, or gives it a new one, and names the client on the request
 * (for the per-client limit and the code's binding). The cookie is refreshed each time.
 */
export function assignSignInClient(secure: boolean): RequestHandler {
  return (req, res, next) => {
    const value = cookieValue(req, secure) ?? crypto.randomBytes(32).toString('base64url');
    if (canSet(req, secure))
      res.cookie(signInClientCookieName(secure), value, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: MAX_AGE_MS });
    clients.set(req, hashSignInClient(value));
    next();
  };
}

/** On verification: only reads the cookie; a request without one has no code to check. */
export function identifySignInClient(secure: boolean): RequestHandler {
  return (req, _res, next) => {
    const value = cookieValue(req, secure);
    if (value) clients.set(req, hashSignInClient(value));
    next();
  };
}

/**
 * The known-browser cookie: set when a browser signs in with a code, it holds a keyed hash of the address
 * (nothing readable) and lets that browser's code requests pass the address's mail budget even when
 * strangers have spent it, so the owner's own browser always gets a mail of its own. One address per
 * browser: the latest.
 */
const KNOWN = 'forkcast.known';
const KNOWN_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;
const knownCookieName = (secure: boolean): string => (secure ? `__Host-${KNOWN}` : KNOWN);
const knownValue = (secret: string, email: string) =>
  crypto.createHmac('sha256', secret).update(`known-browser\n${email}`).digest('base64url');

export function markKnownBrowser(req: Request, res: Response, email: string, secret: string, secure: boolean): void {
  if (!canSet(req, secure)) return;
  res.cookie(knownCookieName(secure), knownValue(secret, email), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: KNOWN_MAX_AGE_MS,
  });
}

export function isKnownBrowser(req: Request, email: string, secret: string, secure: boolean): boolean {
  const value = parseCookies(req.headers.cookie ?? '')[knownCookieName(secure)];
  if (!value) return false;
  const actual = Buffer.from(value);
  const expected = Buffer.from(knownValue(secret, email));
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
