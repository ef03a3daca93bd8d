import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import { START_SCRIPTS_LOADER_CSP } from '../modules/pages/start-scripts';

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

  const helmetHeaders = helmet({
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
  });
  const headers = headersOf(helmetHeaders);
  // helmet has no Permissions-Policy (it dropped the header as a moving standard): set by hand.
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  // API answers are the asker's own (their account, partners, sessions) or cheap to ask again: no browser
  // or proxy keeps one. A route whose answer may be kept says so itself (restaurant photos).
  const apiHeaders = new Map(headers).set('Cache-Control', 'no-store');
  return (req, res, next) => {
    res.setHeaders(req.originalUrl.startsWith('/api/') ? apiHeaders : headers);
    next();
  };
}

/**
 * What helmet sets, worked out once: with this configuration no header depends on the request (no nonce,
 * no per-request directive), and replaying them is one call instead of helmet's twelve nested middleware
 * on every request (a few percent of a swipe's CPU: docs/benchmarks.md). The header it removes,
 * X-Powered-By, is never set (app.ts disables it).
 */
function headersOf(middleware: RequestHandler): Map<string, string> {
  const headers = new Map<string, string>();
  let done = false;
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: () => undefined,
  };
  void middleware({} as Request, res as unknown as Response, () => (done = true));
  if (!done || headers.size === 0) throw new Error('helmet did not set its headers synchronously');
  return headers;
}
