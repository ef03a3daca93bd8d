import helmet from 'helmet';
import type { AppConfig } from '../config';

/**
 * CSP for the single-page shell: own scripts only (plus any remote served from another origin through
 * MFE_*_URL), inline styles for styled-components, images from anywhere over https, and the /ws socket.
 */
export function createSecurityHeaders(config: AppConfig) {
  const remoteOrigins = Object.values(config.remoteEntryOverrides).flatMap((entry) => {
    try {
      return entry ? [new URL(entry).origin] : [];
    } catch {
      return []; // a relative override is same-origin already
    }
  });
  const unique = [...new Set(remoteOrigins)];

  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...unique],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", 'ws:', 'wss:', ...unique],
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
}
