import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import { parse } from 'cookie';
import { GUEST_KEEP_DAYS, GUEST_LINK_TTL_MS } from '@forkcast/contracts';

const GUEST_COOKIE = 'forkcast.guest';
/** `__Host-` over https, as the session cookie (session-middleware.ts): Secure, Path=/, no Domain. */
const guestCookieName = (secure: boolean): string => (secure ? `__Host-${GUEST_COOKIE}` : GUEST_COOKIE);
/** The session may run as long as its link, and the guest is kept GUEST_KEEP_DAYS after it ends. */
const GUEST_COOKIE_MAX_AGE_MS = GUEST_LINK_TTL_MS + GUEST_KEEP_DAYS * 24 * 60 * 60 * 1000;

/** The guest cookie's secret on a request (HTTP or the socket handshake), if any. */
export function readGuestCookie(req: IncomingMessage, secure: boolean): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const value = parse(header)[guestCookieName(secure)];
  return value || undefined;
}

/** httpOnly (no script reads it), SameSite=Lax (the link opens from a chat app), Secure behind https. */
export function setGuestCookie(res: Response, secret: string, secure: boolean): void {
  res.cookie(guestCookieName(secure), secret, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: GUEST_COOKIE_MAX_AGE_MS });
}

export function clearGuestCookie(res: Response, secure: boolean): void {
  res.clearCookie(guestCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
