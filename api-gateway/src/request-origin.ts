import type { Request } from 'express';

/** The origin a request was sent to (the protocol comes through `trust proxy`), e.g. `http://192.168.1.20:8080`. */
export function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

/**
 * The origin links handed to people point at (invite links and their QR codes). PUBLIC_URL when it is set
 * (production refuses to start without it); otherwise, in development, the address the app was opened on, so
 * a phone that opened it on the machine's LAN address (HOST=0.0.0.0) gets a link it can open, not `localhost`.
 */
export function linkOrigin(req: Request, config: { publicUrl: string; hasExplicitPublicUrl: boolean }): string {
  if (config.hasExplicitPublicUrl) return config.publicUrl;
  try {
    return new URL(ownOrigin(req)).origin;
  } catch {
    // A Host header that is not a host (only a hand-made request sends one): fall back to the configured default.
    return config.publicUrl;
  }
}
