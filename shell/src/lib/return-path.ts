/** The query parameter a screen sets when it sends a signed-out visitor to /auth (e.g. /admin). */
export const RETURN_TO_PARAM = 'returnTo';

const ORIGIN = 'https://forkcast.invalid';

/**
 * Where to go after signing in: `returnTo` if it is a path on this site, otherwise home. Only a single
 * leading '/' passes: '//evil.test' and '/\evil.test' are other hosts to a browser, and 'https://…' or
 * 'javascript:…' are not paths at all, so none of them can turn sign-in into an open redirect.
 */
export function safeReturnPath(returnTo: string | null | undefined): string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines from URLs ('/\t/evil.test' is '//evil.test'): refuse control characters.
  // eslint-disable-next-line no-control-regex -- control characters are what this line refuses.
  if (/[\u0000-\u001f\u007f]/.test(returnTo)) return '/';
  const url = new URL(returnTo, ORIGIN);
  return url.origin === ORIGIN ? url.pathname + url.search + url.hash : '/';
}
