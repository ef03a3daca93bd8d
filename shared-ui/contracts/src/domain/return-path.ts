// Where a sign-in returns to (zod-free: the sign-in screen and the gateway's Google sign-in share it).

/** The query parameter a screen sets when it sends a signed-out visitor to /auth (e.g. /admin). */
export const RETURN_TO_PARAM = 'returnTo';

const ORIGIN = 'https://forkcast.invalid';

/**
 * Where to go after signing in: `returnTo` if it is a path on this site, otherwise home. Only a single
 * leading '/' passes: '//evil.test' and '/\evil.test' are other hosts to a browser, and 'https://…' or
 * 'javascript:…' are not paths at all, so none of them can turn sign-in into an open redirect.
 */
export function safeReturnPath(returnTo: unknown): string {
  if (typeof returnTo !== 'string' || returnTo.length > 2000) return '/';
  if (!returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines from URLs ('/\t/evil.test' is '//evil.test'): refuse control characters.
  // eslint-disable-next-line no-control-regex -- control characters are what this line refuses.
  if (/[\u0000-\u001f\u007f]/.test(returnTo)) return '/';
  const url = new URL(returnTo, ORIGIN);
  return url.origin === ORIGIN ? url.pathname + url.search + url.hash : '/';
}

/** /auth, keeping where to return to (nothing when that is home). */
export function signInPath(returnTo: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (returnTo !== '/') params.set(RETURN_TO_PARAM, returnTo);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}
