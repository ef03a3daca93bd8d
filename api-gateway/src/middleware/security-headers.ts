import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import { START_SCRIPTS_LOADER_CSP } from '../modules/static/start-scripts';

/** Google account pictures (users.profile_image_url from Google sign-in, shown in the admin list). */
export const GOOGLE_PICTURES_ORIGIN = 'https://lh3.googleusercontent.com';

/**
 * Powerful browser features the app never uses, turned off for its pages and anything they embed: an
 * injected script cannot ask for the camera, the microphone or the location under our name. (Clipboard
 * writes, notifications and vibration, which the app does use, are not governed by this header.)
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * CSP for the single-page shell: own scripts only (plus any remote served from another origin through
 * MFE_*_URL), inline styles for styled-components, images from this origin (restaurant photos are
 * proxied through it) and Google account pictures when Google sign-in is on, and sockets to this
 * gateway's /ws only.
 */
export function createSecurityHeaders(config: AppConfig): RequestHandler {
  const remoteOrigins = Object.values(config.remoteEntryOverrides).flatMap((entry) =>
    // A path override (validated in config.ts) is same-origin already.
    entry && !entry.startsWith('/') ? [new URL(entry).origin] : [],
  );
  const unique = [...new Set(remoteOrigins)];
  const ownSocket = config.publicUrl.replace(/^http/, 'ws');
  // A remote's dev server (MFE_*_URL=http://localhost:3001/…) pushes hot reloads over its own socket.
  const remoteSockets = config.isProduction ? [] : unique.map((origin) => origin.replace(/^http/, 'ws'));

  const fixedHeaders = withHeadersOf(helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // The app page's one inline script, by its hash: the loader of its scripts (static/start-scripts.ts).
        'script-src': ["'self'", START_SCRIPTS_LOADER_CSP, ...unique],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...(config.google ? [GOOGLE_PICTURES_ORIGIN] : [])],
        'connect-src': ["'self'", ownSocket, ...unique, ...remoteSockets],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        // ASVS 3.4.3 / 3.4.6: no <base> rewriting of relative URLs, and no page of ours inside anyone's frame.
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        // Over plain http (local runs) upgrading would break every request.
        'upgrade-insecure-requests': config.isHttps ? [] : null,
      },
    },
    strictTransportSecurity: config.isHttps,
    // Same rule as frame-ancestors 'none', for browsers that only know the old header.
    xFrameOptions: { action: 'deny' },
    // 'same-origin' (not helmet's 'no-referrer'): with no-referrer, browsers send `Origin: null` on
    // same-origin form posts (the dev billing pages), which the same-origin check must refuse. Other
    // sites still receive no referrer.
    referrerPolicy: { policy: 'same-origin' },
  }));
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    // API answers are the asker's own (their account, partners, sessions) or cheap to ask again: no browser
    // or proxy keeps one. A route whose answer may be kept says so itself (restaurant photos).
    if (req.originalUrl.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
    fixedHeaders(req, res, next);
  };
}

/**
 * The headers `middleware` sets, set the same way on every response. Ours are the same for every request
 * (no nonce, nothing read from the request), so they are worked out once instead of through helmet's dozen
 * nested middleware on every request (docs/decisions/hot-swipe-route.md).
 */
function withHeadersOf(middleware: RequestHandler): RequestHandler {
  const headers = new Map<string, string | number | readonly string[]>();
  const removed = new Set<string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers.set(name, value), removed.delete(name), recorder),
    removeHeader: (name: string) => (headers.delete(name), removed.add(name)),
  };
  let called = false;
  void middleware({} as Request, recorder as unknown as Response, () => (called = true));
  if (!called) throw new Error('security headers: the middleware did not finish synchronously');
  const entries = [...headers];
  return (_req, res, next) => {
    for (const [name, value] of entries) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
